// The reference host (docs/examples/host) over real HTTP, on the built package: `npm test` builds
// dist/ first; locally, run `npm run build` once, then `npx vitest run test/e2e`.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAcquirer } from '../../docs/examples/host/acquirer.mjs';
import { createMerchantDirectory, DEMO_MERCHANTS } from '../../docs/examples/host/merchants.mjs';
import type { PaymentProvider } from '../../docs/examples/host/provider.mjs';
import { createDemoHost, createHost, type HostLogEntry } from '../../docs/examples/host/server.mjs';
import {
  type ChargeResponse,
  LOCALES,
  type ProblemDetails,
  type PublicPaymentMethods,
  type SplitShare,
} from '../../src/index.js';

// The demo merchants of merchants.mjs: one collects cards itself, the other uses a hosted checkout
// (and has no boleto).
const TRANSPARENT = { publicKey: 'pk_test_loja_transparente', secretKey: 'sk_test_loja_transparente' };
const HOSTED = { publicKey: 'pk_test_loja_hospedada', secretKey: 'sk_test_loja_hospedada' };

// A fixed clock keeps the examples' card expiry and boleto due dates valid whatever today is.
const NOW = new Date('2026-06-15T15:00:00Z');
const MAX_BODY_BYTES = 1024 * 1024;

const CARD_NUMBER = '4111111111111111';
const CVV = '853';

interface Reply<Body> {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly body: Body;
}

interface ChargeWithSplit {
  readonly split: {
    readonly fee: number;
    readonly unallocated: number;
    readonly shares: SplitShare[];
    readonly settlement: { recipient_id: string; net: number; mode: string }[];
  };
}

type Charge = ChargeResponse & ChargeWithSplit;

const logged: HostLogEntry[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createDemoHost({ now: () => NOW, log: (entry) => logged.push(entry) });
  baseUrl = await listen(server);
});

afterAll(async () => {
  await stop(server);
  expect(server.listening).toBe(false);
});

describe('GET /v1/public/payment-methods', () => {
  it('answers the methods of the merchant whose public key is sent, hosted cards without card fields', async () => {
    const reply = await getMethods(basic(HOSTED.publicKey));

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual({
      data: {
        methods: [
          { type: 'credit_card', card_flow: 'hosted', collects_card_fields: false },
          { type: 'debit_card', card_flow: 'hosted', collects_card_fields: false },
          { type: 'pix' },
        ],
      },
    });
  });

  it('tells the checkout of a transparent merchant to collect card fields', async () => {
    const reply = await getMethods(basic(TRANSPARENT.publicKey));

    expect(reply.body).toEqual({
      data: {
        methods: [
          { type: 'credit_card', card_flow: 'transparent', collects_card_fields: true },
          { type: 'debit_card', card_flow: 'transparent', collects_card_fields: true },
          { type: 'pix' },
          { type: 'boleto' },
        ],
      },
    });
  });

  it('refuses a secret key with 403 SECRET_KEY_NOT_ALLOWED and never echoes it', async () => {
    const header = basic(TRANSPARENT.secretKey);

    const reply = await getMethods<ProblemDetails>(header, { 'Accept-Language': 'en' });

    expect(reply.status).toBe(403);
    expect(reply.headers.get('content-type')).toBe('application/problem+json');
    expect(reply.body.code).toBe('SECRET_KEY_NOT_ALLOWED');
    expect(reply.body.detail).toMatch(/revoke its secret key/i);
    expect(reply.text).not.toContain(TRANSPARENT.secretKey);
    expect(reply.text).not.toContain(header.slice('Basic '.length));
  });

  it('answers 401 MISSING_CREDENTIALS with a Basic challenge when no key is sent', async () => {
    const reply = await getMethods<ProblemDetails>(undefined);

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('MISSING_CREDENTIALS');
    expect(reply.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it.each([
    ['a Bearer token', 'Bearer abc.def.ghi'],
    ['broken base64', 'Basic !!!not-base64!!!'],
    ['a public key with a password', basic(`${TRANSPARENT.publicKey}:secret`, '')],
  ])('answers 401 MALFORMED_CREDENTIALS to %s', async (_name, header) => {
    const reply = await getMethods<ProblemDetails>(header);

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('MALFORMED_CREDENTIALS');
  });

  it('answers 401 UNKNOWN_KEY to a well-formed public key that no merchant has', async () => {
    const reply = await getMethods<ProblemDetails>(basic('pk_test_nobody'));

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('UNKNOWN_KEY');
  });

  it('lets a checkout page on another origin call it (CORS preflight and response)', async () => {
    const preflight = await fetch(`${baseUrl}/v1/public/payment-methods`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Headers': 'authorization' },
    });
    const reply = await getMethods(basic(HOSTED.publicKey));

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers in Portuguese when Accept-Language starts with pt', async () => {
    const reply = await getMethods<ProblemDetails>(undefined, {
      'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.8',
    });

    expect(reply.body.title).toBe('Não autorizado');
  });
});

describe('POST /v1/charges: a charge per method and flow', () => {
  it('creates a transparent credit card charge with the split, its fee and its settlement', async () => {
    const reply = await postCharge<Charge>(example('valid-credit-card'));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      amount: 12980,
      currency: 'BRL',
      payment_method: 'credit_card',
      status: 'paid',
    });
    expect(reply.body).not.toHaveProperty('payment_fields');
    // 70% of 12980 = 9086, fixed 1500, 10% = 1298; unallocated 12980 − 11884 = 1096.
    // MDR 2.99% + 50: round(388.102) + 50 = 438, borne by the first recipient.
    expect(reply.body.split.fee).toBe(438);
    expect(reply.body.split.unallocated).toBe(1096);
    expect(reply.body.split.shares.map((share) => [share.gross, share.fee, share.net])).toEqual([
      [9086, 438, 8648],
      [1500, 0, 1500],
      [1298, 0, 1298],
    ]);
    // Only the first recipient has an active subaccount at the demo acquirer.
    expect(reply.body.split.settlement.map((entry) => entry.mode)).toEqual([
      'acquirer',
      'virtual',
      'virtual',
    ]);
  });

  it('creates a credit card charge paid with a token', async () => {
    const reply = await postCharge<Charge>(example('valid-credit-card-token'));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ payment_method: 'credit_card', status: 'paid' });
  });

  it("answers a declined transparent card with 201 and the provider's status", async () => {
    const request = example('valid-credit-card-token');
    const reply = await postCharge<Charge>({ ...request, payment_details: { token: 'tok_declined' } });

    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('failed');
  });

  it('creates a transparent debit card charge', async () => {
    const reply = await postCharge<Charge>(example('valid-debit-card'));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ amount: 3000, payment_method: 'debit_card', status: 'paid' });
  });

  it('creates a hosted credit card charge: pending, with the redirect URL', async () => {
    const reply = await postCharge<Charge>(example('valid-hosted-credit-card'), { key: HOSTED.secretKey });

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      payment_method: 'credit_card',
      card_flow: 'hosted',
      status: 'pending',
    });
    expect(reply.body).toHaveProperty(
      'payment_fields.redirect_url',
      `https://checkout.provider.example/pay/${reply.body.id}`,
    );
  });

  it('creates a hosted debit card charge: pending, with the redirect URL', async () => {
    const reply = await postCharge<Charge>(example('valid-hosted-debit-card'), { key: HOSTED.secretKey });

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      payment_method: 'debit_card',
      card_flow: 'hosted',
      status: 'pending',
    });
    expect(reply.body).toHaveProperty('payment_fields.redirect_url', expect.stringMatching(/^https:\/\//));
  });

  it('creates a PIX charge with the QR code data', async () => {
    const reply = await postCharge<Charge>(example('valid-pix'));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ payment_method: 'pix', status: 'pending' });
    expect(reply.body).toHaveProperty(
      'payment_fields.qr_code',
      expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
    );
    expect(reply.body).toHaveProperty('payment_fields.copy_paste', expect.stringMatching(/^000201/));
    // expires_in_seconds: 3600 from the host's clock.
    expect(reply.body).toHaveProperty('payment_fields.expires_at', '2026-06-15T16:00:00Z');
  });

  it('creates a boleto charge with its digitable line, barcode and due date', async () => {
    const reply = await postCharge<Charge>(example('valid-boleto'));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ payment_method: 'boleto', status: 'pending' });
    expect(reply.body).toHaveProperty('payment_fields.digitable_line', expect.stringMatching(/^\d{47}$/));
    expect(reply.body).toHaveProperty('payment_fields.barcode', expect.stringMatching(/^\d{44}$/));
    expect(reply.body).toHaveProperty('payment_fields.due_date', '2026-12-23');
  });
});

describe('POST /v1/charges: domain errors are 422 problems', () => {
  it('refuses card fields with card_flow=hosted: FORBIDDEN_FIELD at each of them', async () => {
    const reply = await postCharge<ProblemDetails>(example('invalid-hosted-with-card-fields'), {
      key: HOSTED.secretKey,
    });

    expect(reply.status).toBe(422);
    expect(reply.headers.get('content-type')).toBe('application/problem+json');
    expect(reply.body.code).toBe('VALIDATION_FAILED');
    expect(issuesOf(reply.body)).toEqual(
      expect.arrayContaining([
        ['FORBIDDEN_FIELD', 'payment_details.number'],
        ['FORBIDDEN_FIELD', 'payment_details.cvv'],
      ]),
    );
  });

  it('refuses card_flow=hosted for a merchant that collects cards itself: CARD_FLOW_NOT_SUPPORTED', async () => {
    const reply = await postCharge<ProblemDetails>(example('valid-hosted-credit-card'));

    expect(reply.status).toBe(422);
    expect(issuesOf(reply.body)).toContainEqual(['CARD_FLOW_NOT_SUPPORTED', 'card_flow']);
  });

  it('refuses card data for a merchant whose provider hosts the checkout: CARD_FLOW_NOT_SUPPORTED', async () => {
    const reply = await postCharge<ProblemDetails>(example('valid-debit-card'), { key: HOSTED.secretKey });

    expect(reply.status).toBe(422);
    expect(issuesOf(reply.body)).toContainEqual(['CARD_FLOW_NOT_SUPPORTED', 'card_flow']);
  });

  it('refuses a method the merchant has not enabled: PAYMENT_METHOD_NOT_ENABLED', async () => {
    const reply = await postCharge<ProblemDetails>(example('valid-boleto'), { key: HOSTED.secretKey });

    expect(reply.status).toBe(422);
    expect(issuesOf(reply.body)).toContainEqual(['PAYMENT_METHOD_NOT_ENABLED', 'payment_method']);
  });

  it('refuses split shares that add up to more than the amount: SPLIT_AMOUNT_EXCEEDS_TOTAL', async () => {
    const reply = await postCharge<ProblemDetails>(example('invalid-split-exceeds-total'));

    expect(reply.status).toBe(422);
    expect(issuesOf(reply.body)).toContainEqual(['SPLIT_AMOUNT_EXCEEDS_TOTAL', 'split']);
  });

  it('refuses a first share smaller than the MDR: NEGATIVE_NET_AMOUNT_AFTER_FEES', async () => {
    // 1 centavo cannot pay 2.99% of 5000 + 50.
    const request = { ...example('valid-pix'), split: [{ ...splitRule(), type: 'fixed', amount: 1 }] };

    const reply = await postCharge<ProblemDetails>(request);

    expect(reply.status).toBe(422);
    expect(issuesOf(reply.body)).toContainEqual(['NEGATIVE_NET_AMOUNT_AFTER_FEES', 'split.0']);
  });

  it('answers in Portuguese when Accept-Language asks for it, with the same codes', async () => {
    const request = example('invalid-brazilian-buyer');

    const english = await postCharge<ProblemDetails>(request, { headers: { 'Accept-Language': 'en' } });
    const portuguese = await postCharge<ProblemDetails>(request, { headers: { 'Accept-Language': 'pt-BR' } });

    expect(portuguese.status).toBe(422);
    expect(portuguese.body.title).toBe('A cobrança não é válida');
    expect(issuesOf(portuguese.body)).toEqual(issuesOf(english.body));
    const messages = (body: ProblemDetails) => (body.errors ?? []).map((error) => error.message);
    expect(messages(portuguese.body)).not.toEqual(messages(english.body));
  });
});

describe('POST /v1/charges: authentication with the secret key', () => {
  it('refuses a public key with 403 PUBLIC_KEY_NOT_ALLOWED', async () => {
    const reply = await postCharge<ProblemDetails>(example('valid-pix'), { key: TRANSPARENT.publicKey });

    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('PUBLIC_KEY_NOT_ALLOWED');
    expect(reply.text).not.toContain(TRANSPARENT.publicKey);
  });

  it('answers 401 MISSING_CREDENTIALS with a challenge, before reading the body', async () => {
    const reply = await post('{not json', { 'Content-Type': 'application/json' });

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('MISSING_CREDENTIALS');
    expect(reply.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it.each([
    ['garbage', 'garbage'],
    ['a Bearer token', `Bearer ${TRANSPARENT.secretKey}`],
    ['a secret key with a password', basic(`${TRANSPARENT.secretKey}:password`, '')],
  ])('answers 401 MALFORMED_CREDENTIALS to %s', async (_name, header) => {
    const reply = await post(JSON.stringify(example('valid-pix')), jsonWith(header));

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('MALFORMED_CREDENTIALS');
  });

  it('answers 401 UNKNOWN_KEY to a secret key that no merchant has', async () => {
    const reply = await postCharge<ProblemDetails>(example('valid-pix'), { key: 'sk_test_nobody' });

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('UNKNOWN_KEY');
  });
});

describe('POST /v1/charges: the request body', () => {
  it('answers 400 MALFORMED_JSON to a body that is not JSON', async () => {
    const reply = await post('{"amount": 100,', jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toBe('application/problem+json');
    expect(reply.body.code).toBe('MALFORMED_JSON');
  });

  it('answers 400 MALFORMED_JSON to a body that is not UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]); // {"\xff":1}

    const reply = await post(bytes, jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('MALFORMED_JSON');
  });

  it('answers 415 to a body that is not sent as application/json', async () => {
    const reply = await post(JSON.stringify(example('valid-pix')), {
      Authorization: basic(TRANSPARENT.secretKey),
      'Content-Type': 'text/plain',
    });

    expect(reply.status).toBe(415);
    expect(reply.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(reply.headers.get('accept-post')).toBe('application/json');
  });

  it('accepts application/json with a charset parameter', async () => {
    const reply = await post(JSON.stringify(example('valid-pix')), {
      Authorization: basic(TRANSPARENT.secretKey),
      'Content-Type': 'application/json; charset=utf-8',
    });

    expect(reply.status).toBe(201);
  });

  it('reads a body of exactly 1 MiB', async () => {
    const reply = await post(padTo(MAX_BODY_BYTES), jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(201);
  });

  it('answers 413 BODY_TOO_LARGE to a body over 1 MiB', async () => {
    const reply = await post(padTo(MAX_BODY_BYTES + 1), jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe('BODY_TOO_LARGE');
  });

  it('answers 413 to a streamed body that announces no length and grows over 1 MiB', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });

    const reply = await post(stream, jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe('BODY_TOO_LARGE');
  });
});

describe('routing', () => {
  it('answers 404 problem+json to an unknown route', async () => {
    const reply = await request<ProblemDetails>('/v1/refunds', { method: 'GET' });

    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('application/problem+json');
    expect(reply.body.code).toBe('NOT_FOUND');
  });

  it.each([
    ['/v1/charges', 'GET', 'POST'],
    ['/v1/public/payment-methods', 'POST', 'GET, OPTIONS'],
  ])('answers 405 to a wrong method on %s, with Allow', async (path, method, allow) => {
    const reply = await request<ProblemDetails>(path, { method });

    expect(reply.status).toBe(405);
    expect(reply.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(reply.headers.get('allow')).toBe(allow);
  });
});

describe('card data', () => {
  const card = {
    number: '4111 1111 1111 1111',
    holder_name: 'MARIA DA SILVA',
    expiration_month: '12',
    expiration_year: '2031',
    cvv: CVV,
  };
  const cardRequests: [string, unknown, string][] = [
    [
      'a valid transparent charge',
      { ...example('valid-credit-card'), payment_details: card },
      TRANSPARENT.secretKey,
    ],
    [
      'card fields on the hosted flow',
      { ...example('valid-hosted-credit-card'), payment_details: card },
      HOSTED.secretKey,
    ],
    [
      'card data to a hosted merchant',
      { ...example('valid-credit-card'), payment_details: card },
      HOSTED.secretKey,
    ],
    [
      'an expired card',
      { ...example('valid-credit-card'), payment_details: { ...card, expiration_year: '2025' } },
      TRANSPARENT.secretKey,
    ],
    [
      'the number in an unknown field',
      { ...example('valid-credit-card'), pan: CARD_NUMBER, cvc: CVV },
      TRANSPARENT.secretKey,
    ],
    [
      'the number as the payment method',
      { ...example('valid-credit-card'), payment_method: CARD_NUMBER },
      TRANSPARENT.secretKey,
    ],
  ];

  it.each(cardRequests)('never sends back the card number or CVV: %s', async (_name, body, key) => {
    for (const locale of LOCALES) {
      const reply = await postCharge(body, { key, headers: { 'Accept-Language': locale } });

      expect(reply.status).toBeLessThan(500);
      expectNoCardData(reply.text);
    }
  });

  it('never sends back the card number or CVV of a body that is not JSON', async () => {
    const broken = `{"payment_details": {"number": "${CARD_NUMBER}", "cvv": "${CVV}"`;

    const reply = await post(broken, jsonWith(basic(TRANSPARENT.secretKey)));

    expect(reply.status).toBe(400);
    expectNoCardData(reply.text);
  });

  it('logs charge bodies only redacted: masked number, no CVV', async () => {
    logged.length = 0;

    await postCharge({ ...example('valid-credit-card'), payment_details: card });

    const log = JSON.stringify(logged);
    expect(log).toContain('411111••••••1111');
    expectNoCardData(log);
  });
});

describe('a provider that misbehaves', () => {
  let faulty: Server;
  let faultyUrl: string;
  const answers: { next: () => Promise<unknown> } = { next: async () => ({}) };

  beforeAll(async () => {
    const provider = { createCharge: () => answers.next() } as unknown as PaymentProvider;
    faulty = createHost({
      merchants: createMerchantDirectory(DEMO_MERCHANTS),
      acquirer: createFakeAcquirer(),
      provider,
      now: () => NOW,
    });
    faultyUrl = await listen(faulty);
  });

  afterAll(() => stop(faulty));

  it('answers 502 with a generic body when a redirect URL is not safe for a browser', async () => {
    answers.next = async () => ({ id: 'ch_1', redirect_url: 'javascript:alert(1)' });

    const reply = await postCharge<ProblemDetails>(example('valid-hosted-credit-card'), {
      key: HOSTED.secretKey,
      base: faultyUrl,
    });

    expect(reply.status).toBe(502);
    expect(reply.body.code).toBe('INVALID_PROVIDER_RESPONSE');
    expect(reply.text).not.toContain('javascript:');
  });

  it('answers 500 INTERNAL_ERROR when the provider throws', async () => {
    answers.next = async () => {
      throw new Error('provider down: connection refused to 10.0.0.7');
    };

    const reply = await postCharge<ProblemDetails>(example('valid-pix'), { base: faultyUrl });

    expect(reply.status).toBe(500);
    expect(reply.body.code).toBe('INTERNAL_ERROR');
    expect(reply.text).not.toContain('10.0.0.7');
  });
});

// Helpers

function listen(target: Server): Promise<string> {
  return new Promise((resolve) => {
    target.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(target.address() as AddressInfo).port}`),
    );
  });
}

function stop(target: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    target.close((error) => (error ? reject(error) : resolve()));
    // fetch keeps connections alive: close them, or close() waits for their timeout.
    target.closeAllConnections();
  });
}

/** `Basic base64(user + suffix)`; the suffix is the empty password's colon unless told otherwise. */
function basic(user: string, suffix = ':'): string {
  return `Basic ${btoa(`${user}${suffix}`)}`;
}

function example(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`docs/examples/requests/${name}.json`, 'utf8'));
}

function splitRule() {
  return { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant' };
}

/** A valid PIX request followed by spaces up to exactly `bytes` bytes (JSON allows trailing space). */
function padTo(bytes: number): string {
  const json = JSON.stringify(example('valid-pix'));
  return json + ' '.repeat(bytes - new TextEncoder().encode(json).length);
}

function jsonWith(authorization: string): Record<string, string> {
  return { Authorization: authorization, 'Content-Type': 'application/json' };
}

function issuesOf(problem: ProblemDetails): [string, string][] {
  return (problem.errors ?? []).map((error) => [error.code, error.path]);
}

function expectNoCardData(text: string): void {
  expect(text).not.toContain(CARD_NUMBER);
  expect(text).not.toContain('4111 1111 1111 1111');
  expect(text).not.toMatch(new RegExp(`\\b${CVV}\\b`));
}

async function request<Body = unknown>(
  path: string,
  init: RequestInit & { duplex?: 'half' },
  base = baseUrl,
): Promise<Reply<Body>> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Body };
}

function getMethods<Body = PublicPaymentMethods>(
  authorization: string | undefined,
  headers: Record<string, string> = {},
): Promise<Reply<Body>> {
  const all = authorization === undefined ? headers : { ...headers, Authorization: authorization };
  return request<Body>('/v1/public/payment-methods', { headers: all });
}

function post(body: BodyInit, headers: Record<string, string>): Promise<Reply<ProblemDetails>> {
  // A stream has no length: fetch sends it chunked, and needs duplex 'half' to do so.
  return request<ProblemDetails>('/v1/charges', { method: 'POST', body, headers, duplex: 'half' });
}

function postCharge<Body = unknown>(
  body: unknown,
  options: { key?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Reply<Body>> {
  const { key = TRANSPARENT.secretKey, headers = {}, base = baseUrl } = options;
  return request<Body>(
    '/v1/charges',
    { method: 'POST', body: JSON.stringify(body), headers: { ...jsonWith(basic(key)), ...headers } },
    base,
  );
}
