// The contract both example hosts keep, over real HTTP on 127.0.0.1: the reference host
// (docs/examples/host, node:http) and the Fastify host (docs/examples/fastify). Both run on the built
// package: `npm test` builds dist/ first; locally, run `npm run build` once.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastifyDemoHost } from '../../docs/examples/fastify/server.mjs';
import { DEMO_WEBHOOK_SECRET } from '../../docs/examples/host/demo.mjs';
import { createDemoHost } from '../../docs/examples/host/server.mjs';
import {
  type ChargeResponse,
  type ProblemDetails,
  type PublicPaymentMethods,
  signWebhook,
} from '../../src/index.js';

const TRANSPARENT = { publicKey: 'pk_test_loja_transparente', secretKey: 'sk_test_loja_transparente' };
// The examples' card expiry and boleto due dates stay valid at this instant.
const NOW = new Date('2026-06-15T15:00:00Z');

interface RunningHost {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

interface Reply<Body> {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly body: Body;
}

const HOSTS: [string, () => Promise<RunningHost>][] = [
  ['the reference host (node:http)', startReferenceHost],
  ['the Fastify host', startFastifyHost],
];

describe.each(HOSTS)('%s', (_name, start) => {
  let host: RunningHost;

  beforeAll(async () => {
    host = await start();
  });

  afterAll(() => host.stop());

  const getMethods = <Body = ProblemDetails>(key: string | undefined, headers: Record<string, string> = {}) =>
    request<Body>(host, '/v1/public/payment-methods', {
      headers: key === undefined ? headers : { ...headers, Authorization: basic(key) },
    });
  const postCharge = <Body = ProblemDetails>(
    body: unknown,
    key: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    request<Body>(host, '/v1/charges', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        ...(key === undefined ? {} : { Authorization: basic(key) }),
        ...headers,
      },
    });

  const postEvent = async (body: string, secret = DEMO_WEBHOOK_SECRET, id = 'msg_1') => {
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const signature = await signWebhook({ id, timestamp, body }, secret);
    const response = await fetch(`${host.baseUrl}/v1/webhooks/charge-events`, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text === '' ? undefined : JSON.parse(text)) as ProblemDetails | undefined,
    };
  };
  const chargeEvent = (chargeId: string, event: Record<string, unknown>) =>
    JSON.stringify({ charge_id: chargeId, event: { occurred_at: '2026-06-15T14:59:00Z', ...event } });

  describe('charge events, signed', () => {
    it('applies a verified event to the charge once, and refuses a refund before payment with 409', async () => {
      const created = await postCharge<ChargeResponse>(example('valid-pix'), TRANSPARENT.secretKey);
      const id = created.body.id;
      const refund = await postEvent(
        chargeEvent(id, { id: 'evt_r', type: 'refunded', amount: 100 }),
        undefined,
        'msg_r',
      );
      const paid = await postEvent(chargeEvent(id, { id: 'evt_p', type: 'paid' }), undefined, 'msg_p');
      const again = await postEvent(chargeEvent(id, { id: 'evt_p', type: 'paid' }), undefined, 'msg_p');
      const late = await postEvent(
        chargeEvent(id, { id: 'evt_r', type: 'refunded', amount: 100 }),
        undefined,
        'msg_r',
      );

      expect(refund.status).toBe(409);
      expect(refund.body?.code).toBe('CHARGE_EVENT_NOT_ALLOWED');
      expect([paid.status, again.status, late.status]).toEqual([204, 204, 204]);
    });

    it('answers 401 WEBHOOK_SIGNATURE_MISMATCH to an event signed with another secret', async () => {
      const other = `whsec_${btoa('another secret of 24 bytes')}`;
      const reply = await postEvent(chargeEvent('ch_1', { id: 'evt_p', type: 'paid' }), other);

      expect(reply.status).toBe(401);
      expect(reply.body?.code).toBe('WEBHOOK_SIGNATURE_MISMATCH');
    });

    it('answers 404 to an event of a charge it does not know', async () => {
      const reply = await postEvent(chargeEvent('ch_nobody', { id: 'evt_p', type: 'paid' }));

      expect(reply.status).toBe(404);
      expect(reply.body?.code).toBe('UNKNOWN_CHARGE');
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the same key with the first charge, and the key with another request with 422', async () => {
      const headers = { 'Idempotency-Key': 'order-1234' };
      const first = await postCharge<ChargeResponse>(example('valid-pix'), TRANSPARENT.secretKey, headers);
      const retry = await postCharge<ChargeResponse>(example('valid-pix'), TRANSPARENT.secretKey, headers);
      const other = await postCharge(
        { ...example('valid-pix'), amount: 5001 },
        TRANSPARENT.secretKey,
        headers,
      );

      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.body.id).toBe(first.body.id);
      expect(other.status).toBe(422);
      expect((other.body as unknown as ProblemDetails).code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('answers 400 IDEMPOTENCY_KEY_INVALID to a key over 255 characters', async () => {
      const reply = await postCharge(example('valid-pix'), TRANSPARENT.secretKey, {
        'Idempotency-Key': 'k'.repeat(256),
      });

      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
    });
  });

  describe('success', () => {
    it('answers 200 JSON with the payment methods of the public key', async () => {
      const reply = await getMethods<PublicPaymentMethods>(TRANSPARENT.publicKey);

      expect(reply.status).toBe(200);
      expect(mediaType(reply)).toBe('application/json');
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
      expect(reply.body.data.methods.map((method) => method.type)).toEqual([
        'credit_card',
        'debit_card',
        'pix',
        'boleto',
      ]);
    });

    it('answers 201 JSON with the charge created with the secret key', async () => {
      const reply = await postCharge<ChargeResponse>(example('valid-pix'), TRANSPARENT.secretKey);

      expect(reply.status).toBe(201);
      expect(mediaType(reply)).toBe('application/json');
      expect(reply.body).toMatchObject({ amount: 5000, payment_method: 'pix', status: 'pending' });
    });
  });

  describe('401', () => {
    it('answers 401 MISSING_CREDENTIALS on the public route, with the public realm', async () => {
      const reply = await getMethods(undefined);

      expect(reply.status).toBe(401);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('MISSING_CREDENTIALS');
      expect(reply.headers.get('www-authenticate')).toBe('Basic realm="public", charset="UTF-8"');
    });

    it('answers 401 MISSING_CREDENTIALS on the secret route before reading the body', async () => {
      const reply = await postCharge('{not json', undefined);

      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('MISSING_CREDENTIALS');
      expect(reply.headers.get('www-authenticate')).toBe('Basic realm="charges", charset="UTF-8"');
    });

    it('answers 401 MALFORMED_CREDENTIALS to a secret key sent with a password', async () => {
      const reply = await postCharge(example('valid-pix'), `${TRANSPARENT.secretKey}:password`);

      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('MALFORMED_CREDENTIALS');
    });

    it('answers 401 UNKNOWN_KEY to a well-formed key that no merchant has', async () => {
      const reply = await postCharge(example('valid-pix'), 'sk_test_nobody');

      expect(reply.status).toBe(401);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('UNKNOWN_KEY');
    });
  });

  describe('403', () => {
    it('refuses a public key on the secret route: 403 PUBLIC_KEY_NOT_ALLOWED, the key not echoed', async () => {
      const reply = await postCharge(example('valid-pix'), TRANSPARENT.publicKey);

      expect(reply.status).toBe(403);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('PUBLIC_KEY_NOT_ALLOWED');
      expect(reply.headers.get('www-authenticate')).toBeNull();
      expect(reply.text).not.toContain(TRANSPARENT.publicKey);
    });

    it('refuses a secret key on the public route: 403 SECRET_KEY_NOT_ALLOWED, the key not echoed', async () => {
      const reply = await getMethods(TRANSPARENT.secretKey, { 'Accept-Language': 'en' });

      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('SECRET_KEY_NOT_ALLOWED');
      expect(reply.body.detail).toMatch(/revoke its secret key/i);
      expect(reply.text).not.toContain(TRANSPARENT.secretKey);
    });
  });

  describe('422 in the language of Accept-Language', () => {
    const invalid = example('invalid-brazilian-buyer');

    it.each([
      ['en-US,en;q=0.9', 'en', 'The charge request is not valid'],
      ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR', 'A cobrança não é válida'],
      ['fr-CH, fr;q=0.9, en;q=0.8', 'en', 'The charge request is not valid'],
      ['en;q=0.5, pt;q=0.8', 'pt-BR', 'A cobrança não é válida'],
    ])('answers Accept-Language %s in %s', async (acceptLanguage, locale, title) => {
      const reply = await postCharge(invalid, TRANSPARENT.secretKey, { 'Accept-Language': acceptLanguage });

      expect(reply.status).toBe(422);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.headers.get('content-language')).toBe(locale);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED', title });
    });

    it('answers in Portuguese when Accept-Language is missing or names no language it speaks', async () => {
      const missing = await postCharge(invalid, TRANSPARENT.secretKey);
      const german = await postCharge(invalid, TRANSPARENT.secretKey, { 'Accept-Language': 'de-DE' });

      expect([missing.body.title, german.body.title]).toEqual([
        'A cobrança não é válida',
        'A cobrança não é válida',
      ]);
    });

    it('gives the same codes at the same places in every language, with messages in each', async () => {
      const english = await postCharge(invalid, TRANSPARENT.secretKey, { 'Accept-Language': 'en' });
      const portuguese = await postCharge(invalid, TRANSPARENT.secretKey, { 'Accept-Language': 'pt-BR' });

      const places = (body: ProblemDetails) =>
        (body.errors ?? []).map((error) => [error.code, error.pointer]);
      const messages = (body: ProblemDetails) => (body.errors ?? []).map((error) => error.message);
      expect(places(portuguese.body)).toEqual(places(english.body));
      expect(places(english.body).length).toBeGreaterThan(0);
      expect(messages(portuguese.body)).not.toEqual(messages(english.body));
    });
  });

  describe('content types of the host refusals', () => {
    it('answers a body that is not JSON with a problem', async () => {
      const reply = await postCharge('{"amount": 100,', TRANSPARENT.secretKey);

      expect(reply.status).toBe(400);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('MALFORMED_JSON');
    });

    it('answers 415 to a charge that is not sent as application/json', async () => {
      const reply = await postCharge(example('valid-pix'), TRANSPARENT.secretKey, {
        'Content-Type': 'text/plain',
      });

      expect(reply.status).toBe(415);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers an unknown route with a 404 problem', async () => {
      const reply = await request<ProblemDetails>(host, '/v1/refunds', { method: 'GET' });

      expect(reply.status).toBe(404);
      expect(mediaType(reply)).toBe('application/problem+json');
      expect(reply.body.code).toBe('NOT_FOUND');
    });
  });
});

// Helpers

async function startReferenceHost(): Promise<RunningHost> {
  const server = createDemoHost({ now: () => NOW });
  const baseUrl = await new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  return { baseUrl, stop: () => stopServer(server) };
}

async function startFastifyHost(): Promise<RunningHost> {
  const app = createFastifyDemoHost({ now: () => NOW });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, stop: () => app.close() };
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // fetch keeps connections alive: close them, or close() waits for their timeout.
    server.closeAllConnections();
  });
}

/** `Basic base64(credentials)`; a bare key gets the empty password's colon. */
function basic(credentials: string): string {
  return `Basic ${btoa(credentials.includes(':') ? credentials : `${credentials}:`)}`;
}

function example(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`docs/examples/requests/${name}.json`, 'utf8'));
}

/** The media type without parameters: Fastify adds `charset=utf-8` to every JSON type it sends. */
function mediaType(reply: Reply<unknown>): string | undefined {
  return reply.headers.get('content-type')?.split(';', 1)[0]?.trim();
}

async function request<Body>(host: RunningHost, path: string, init: RequestInit): Promise<Reply<Body>> {
  const response = await fetch(`${host.baseUrl}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Body };
}
