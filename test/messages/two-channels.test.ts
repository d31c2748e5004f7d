import { describe, expect, it } from 'vitest';
import { computeAmountDue } from '../../src/due/compute-amount-due.js';
import { toPixApiValue } from '../../src/due/to-pix-api-value.js';
import {
  allocateRefund,
  applyChargeEvent,
  authorizePublicRequest,
  authorizeSecretRequest,
  computeSplit,
  decideCardFlow,
  decideIdempotentRequest,
  type Failure,
  ISSUE_CODES,
  type Issue,
  LOCALES,
  type Locale,
  openCharge,
  PROBLEM_CODES,
  parseBRL,
  readJsonBody,
  type SplitRule,
  shapeChargeResponse,
  validateChargeRequest,
  verifyWebhook,
} from '../../src/index.js';
import {
  boletoRequest,
  creditCardRequest,
  hostedCreditRequest,
  NOW,
  pixRequest,
} from '../fixtures/requests.js';

// What a buyer must never read: a wire field (snake_case, or a dotted path into the request) or a
// machine code. Words a buyer knows (CPF, PIX, BRL) are none of these.
const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;
const REQUEST_PATH =
  /\b(?:customer|items|payment_details|billing_address|shipping_address|split|metadata)\.\w/;
const CODE = /\b[A-Z]+_[A-Z_]+\b/;
const wireNameIn = (text: string) => SNAKE_CASE.test(text) || REQUEST_PATH.test(text) || CODE.test(text);

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21';
const rule = (recipient_id: string, amount: number): SplitRule => ({
  recipient_id,
  recipient_type: 'merchant',
  type: 'fixed',
  amount,
});
const split = computeSplit(10_000, [rule(A, 6000), rule(B, 4000)], 0);
if (!split.ok) throw new Error('the split fixture must compute');

const transparent = { methods: [{ type: 'credit_card', card_flow: 'transparent' }] } as const;
const hosted = { methods: [{ type: 'credit_card', card_flow: 'hosted' }] } as const;
const validate = (input: unknown, locale: Locale, options = {}) =>
  validateChargeRequest(input, { now: NOW, locale, ...options });
const with_ = <T extends object>(request: T, changes: Record<string, unknown>) => ({
  ...request,
  ...changes,
});

/**
 * One failure per failure code, and between them an issue of every issue code, built by the export
 * that answers it, in a locale.
 */
const CASES: readonly (readonly [string, (locale: Locale) => unknown])[] = [
  [
    'validation: required, type, value, range, length, unknown, expired, too many',
    (locale) => {
      const request = creditCardRequest();
      return validate(
        {
          ...request,
          amount: 0,
          currency: 1,
          product_type: 'nope',
          customer: { ...request.customer, name: 'x'.repeat(200), tax_id: undefined },
          items: Array.from({ length: 501 }, () => request.items[0]),
          payment_details: { ...request.payment_details, expiration_year: '2020', instalments: 2 },
        },
        locale,
      );
    },
  ],
  [
    'validation: a forbidden field',
    (locale) => validate(with_(pixRequest(), { card_flow: 'hosted' }), locale),
  ],
  [
    'validation: split over the amount',
    (locale) => validate(with_(pixRequest(), { split: [rule(A, 999_999)] }), locale),
  ],
  [
    'validation: the fee over the first share',
    (locale) => validate(with_(pixRequest(), { split: [rule(A, 1)] }), locale, { mdr: 0.5 }),
  ],
  [
    'validation: a method not enabled',
    (locale) => validate(boletoRequest(), locale, { merchant: transparent }),
  ],
  [
    'validation: a card flow not served',
    (locale) => validate(hostedCreditRequest(), locale, { merchant: transparent }),
  ],
  [
    'validation: installments not offered',
    (locale) =>
      validate(creditCardRequest(), locale, {
        installmentPolicy: { maxInstallments: 2, interestFreeUpTo: 2 },
      }),
  ],
  ['validation: bad options', (locale) => validate(pixRequest(), locale, { now: new Date(Number.NaN) })],
  ['the split engine: a bad amount', (locale) => computeSplit(-1, [], 0, { locale })],
  ['the split engine: shares over the amount', (locale) => computeSplit(100, [rule(A, 200)], 0, { locale })],
  ['the split engine: the fee over a share', (locale) => computeSplit(100, [rule(A, 1)], 0.5, { locale })],
  [
    'the card flow: not served',
    (locale) => decideCardFlow({ payment_method: 'credit_card' }, hosted, { locale }),
  ],
  ['the card flow: not enabled', (locale) => decideCardFlow({ payment_method: 'pix' }, hosted, { locale })],
  ['public auth: missing', (locale) => authorizePublicRequest(undefined, { locale })],
  ['public auth: malformed', (locale) => authorizePublicRequest('Bearer x', { locale })],
  ['public auth: not a public key', (locale) => authorizePublicRequest(`Basic ${btoa('x_1:')}`, { locale })],
  [
    'public auth: a secret key',
    (locale) => authorizePublicRequest(`Basic ${btoa('sk_live_1:')}`, { locale }),
  ],
  ['secret auth: not a secret key', (locale) => authorizeSecretRequest(`Basic ${btoa('x_1:')}`, { locale })],
  [
    'secret auth: a public key',
    (locale) => authorizeSecretRequest(`Basic ${btoa('pk_live_1:')}`, { locale }),
  ],
  [
    'refund: more than remains',
    (locale) => allocateRefund(split, 20_000, { locale } as Parameters<typeof allocateRefund>[2]),
  ],
  [
    'refund: an allocation that does not add up',
    (locale) =>
      allocateRefund(split, 100, { mode: { custom: [{ recipient_id: A, amount: 1 }] }, locale } as never),
  ],
  ['parseBRL: not money', (locale) => parseBRL('dez reais', { locale })],
  [
    'the provider answer: a bad redirect',
    (locale) =>
      shapeChargeResponse(
        { amount: 100, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
        { id: 'ch_1', redirect_url: 'http://x' },
        { locale },
      ),
  ],
  [
    'the provider answer: a request that was never validated',
    (locale) => shapeChargeResponse({ amount: -1 } as never, {} as never, { locale }),
  ],
  ['a request body: malformed', (locale) => readJsonBody('{"amount":', { locale })],
  ['a request body: too large', (locale) => readJsonBody('[1,2,3]', { maxBytes: 4, locale })],
  ['a request body: not JSON', (locale) => readJsonBody('{}', { contentType: 'text/plain', locale })],
  ...webhookCases(),
  ...idempotencyCases(),
  ...lifecycleCases(),
  [
    'due: a charge paid after its last payable day',
    (locale) =>
      computeAmountDue(
        { amount: 10000, due_date: '2026-03-10', days_after_due: 0 },
        { paymentDate: '2026-03-11', locale },
      ),
  ],
  [
    'due: fixed interest per month',
    (locale) =>
      toPixApiValue(
        {
          amount: 10000,
          due_date: '2026-03-10',
          interest: { type: 'fixed', amount: 5, per: 'month', days: 'calendar' },
        },
        { locale },
      ),
  ],
];

// Each refusal of verifyWebhook: the secret and clock are the test's own, the headers the sender's.
function webhookCases(): (readonly [string, (locale: Locale) => unknown])[] {
  const secrets = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const now = new Date('2021-02-26T04:22:10Z');
  const headers = (timestamp: string) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': timestamp,
    'webhook-signature': 'v1,AAAA',
  });
  const verify = (locale: Locale, sent: Record<string, string>) =>
    verifyWebhook({ headers: sent, body: '{}' }, { secrets, now, locale });
  return [
    ['webhooks: a header missing', (locale) => verify(locale, {})],
    ['webhooks: a timestamp that is no number', (locale) => verify(locale, headers('soon'))],
    ['webhooks: a timestamp out of the window', (locale) => verify(locale, headers('1000'))],
    ['webhooks: no signature matches', (locale) => verify(locale, headers(String(now.getTime() / 1000)))],
  ];
}

function idempotencyCases(): (readonly [string, (locale: Locale) => unknown])[] {
  const first = 'a'.repeat(64);
  const other = 'b'.repeat(64);
  return [
    [
      'idempotency: a missing key',
      (locale) => decideIdempotentRequest(undefined, { key: '', fingerprint: first }, { locale }),
    ],
    [
      'idempotency: the first request still in flight',
      (locale) =>
        decideIdempotentRequest(
          { fingerprint: first, state: 'in_flight' },
          { key: 'k1', fingerprint: first },
          { locale },
        ),
    ],
    [
      'idempotency: a key reused for another request',
      (locale) =>
        decideIdempotentRequest(
          { fingerprint: first, state: 'in_flight' },
          { key: 'k1', fingerprint: other },
          { locale },
        ),
    ],
  ];
}

function lifecycleCases(): (readonly [string, (locale: Locale) => unknown])[] {
  const opened = openCharge(split as Extract<typeof split, { ok: true }>, { payment_method: 'pix' });
  if (!opened.ok) throw new Error('the charge fixture must open');
  const paid = { id: 'evt_paid', type: 'paid', occurred_at: '2026-11-22T12:00:00Z' } as const;
  const afterPaid = applyChargeEvent(opened.charge, paid);
  if (!afterPaid.ok) throw new Error('the paid event must apply');
  return [
    [
      'lifecycle: a refund before payment',
      (locale) =>
        applyChargeEvent(
          opened.charge,
          { id: 'evt_r', type: 'refunded', occurred_at: '2026-11-22T12:00:00Z', amount: 100 },
          { locale },
        ),
    ],
    [
      'lifecycle: an event id reused with other data',
      (locale) =>
        applyChargeEvent(afterPaid.charge, { ...paid, occurred_at: '2026-11-22T13:00:00Z' }, { locale }),
    ],
  ];
}

const failureOf = async (make: (locale: Locale) => unknown, locale: Locale) =>
  (await make(locale)) as Failure;

describe('two channels: a message for the buyer, a hint for the integrator', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(CASES)('%s: the message names no wire field, the hint says what to do', async (_name, make) => {
      const failure = await failureOf(make, locale);
      expect(failure.ok).toBe(false);
      expect(wireNameIn(failure.message), failure.message).toBe(false);
      expect(failure.hint).toMatch(/\S/);
    });

    it.each(CASES)('%s: each issue speaks to the buyer, and its hint names its path', async (_name, make) => {
      for (const issue of (await failureOf(make, locale)).issues ?? []) {
        expect(wireNameIn(issue.message), issue.message).toBe(false);
        // An issue at the root is about the argument itself (the request, parseBRL's text).
        if (issue.path !== '') expect(issue.hint).toContain(issue.path);
        expect(issue.hint).toMatch(/^[\x20-\x7e…]+$/);
      }
    });
  });

  it('covers every issue code and every failure code', async () => {
    const failures = await Promise.all(CASES.map(([, make]) => failureOf(make, 'en')));
    const issues: Issue[] = failures.flatMap((failure) => [...(failure.issues ?? [])]);
    const issueCodes = new Set<string>(issues.map((issue) => issue.code));
    const failureCodes = new Set<string>(failures.map((failure) => failure.code));
    // REFUND_EXCEEDS_REMAINING is a failure of its own, never an issue.
    expect(ISSUE_CODES.filter((code) => !issueCodes.has(code) && !failureCodes.has(code))).toEqual([]);
    expect(Object.keys(PROBLEM_CODES).filter((code) => !failureCodes.has(code))).toEqual([]);
  });

  it('labels every field of a charge request in words, never by its wire name', async () => {
    for (const [, make] of CASES.slice(0, 8))
      for (const locale of LOCALES)
        for (const issue of (await failureOf(make, locale)).issues ?? [])
          expect(wireNameIn(String(issue.params.label)), String(issue.params.label)).toBe(false);
  });

  it('writes the hint in English whatever the locale of the message', async () => {
    const [en, pt] = await Promise.all(
      (['en', 'pt-BR'] as const).map((locale) => failureOf(CASES[0]?.[1] as never, locale)),
    );
    expect(pt?.issues?.map((issue) => issue.hint)).toEqual(en?.issues?.map((issue) => issue.hint));
    expect(pt?.hint).toBe(en?.hint);
  });
});
