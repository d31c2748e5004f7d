import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Issue, type Merchant, validateChargeRequest } from '../../src/index.js';
import { creditCardRequest, hostedCreditRequest, NOW, pixRequest } from '../fixtures/requests.js';
import { yearFromNow } from '../support/clock.js';
import { TEST_TIMEOUT_MS } from '../support/timeouts.js';

const CARD_DATA = ['number', 'holder_name', 'expiration_month', 'expiration_year', 'cvv', 'token'] as const;
const CARD_DATA_PATHS = new Set(['payment_details', ...CARD_DATA.map((key) => `payment_details.${key}`)]);

// What an issue tells the reader to do with its field, read from its code alone.
const LEAVE_OUT = new Set(['FORBIDDEN_FIELD', 'UNKNOWN_FIELD']);
const SEND = new Set(['REQUIRED']);
const CHANGE = new Set(['INVALID_TYPE', 'INVALID_VALUE', 'OUT_OF_RANGE', 'TOO_LONG', 'EXPIRED', 'TOO_MANY']);

/** Whether one path is the other or lies inside it. */
function related(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Whether `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}.`);
}

/**
 * Two issues of one answer give opposite instructions when one says to send a field and the other
 * to leave out that field or one around or inside it; when one says to leave out a field and the
 * other to change its value (or a value inside it); when the merchant cannot serve the card flow
 * and another issue is about the card details; or when the method is not enabled and another issue
 * is about that method's details or card flow.
 */
function opposite(a: Issue, b: Issue): boolean {
  if (SEND.has(a.code) && LEAVE_OUT.has(b.code) && related(a.path, b.path)) return true;
  if (LEAVE_OUT.has(a.code) && CHANGE.has(b.code) && within(b.path, a.path)) return true;
  if (a.code === 'CARD_FLOW_NOT_SUPPORTED' && CARD_DATA_PATHS.has(b.path)) return true;
  if (
    a.code === 'PAYMENT_METHOD_NOT_ENABLED' &&
    (within(b.path, 'payment_details') || b.path === 'card_flow')
  )
    return true;
  return false;
}

function contradictions(issues: readonly Issue[]): [Issue, Issue][] {
  const pairs: [Issue, Issue][] = [];
  for (const a of issues) for (const b of issues) if (a !== b && opposite(a, b)) pairs.push([a, b]);
  return pairs;
}

const card = {
  number: '4111 1111 1111 1111',
  holder_name: 'MARIA DA SILVA',
  expiration_month: '12',
  expiration_year: yearFromNow(4),
  cvv: '123',
  token: 'tok_abcdefghijklmnop',
};

const method = fc.constantFrom('credit_card', 'debit_card', 'pix', 'boleto');
const flow = fc.constantFrom('hosted', 'transparent');

const merchant: fc.Arbitrary<Merchant> = fc
  .record({
    credit_card: fc.option(flow, { nil: undefined }),
    debit_card: fc.option(flow, { nil: undefined }),
    pix: fc.boolean(),
    boleto: fc.boolean(),
  })
  .map(({ credit_card, debit_card, pix, boleto }) => ({
    methods: [
      ...(credit_card ? [{ type: 'credit_card' as const, card_flow: credit_card }] : []),
      ...(debit_card ? [{ type: 'debit_card' as const, card_flow: debit_card }] : []),
      ...(pix ? [{ type: 'pix' as const }] : []),
      ...(boleto ? [{ type: 'boleto' as const }] : []),
    ],
  }));

// Requests that mix the methods, flows and payment details a checkout can get wrong: card fields or
// a token with any flow, another method's details, installments, with or without a billing address.
const request = fc
  .record({
    method,
    cardFlow: fc.option(fc.constantFrom('hosted', 'transparent', 'popup'), { nil: undefined }),
    cardData: fc.subarray([...CARD_DATA]),
    installments: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
    pixExpiry: fc.option(fc.constant(3600), { nil: undefined }),
    dueDate: fc.option(fc.constant('2999-01-01'), { nil: undefined }),
    billing: fc.boolean(),
    details: fc.boolean(),
  })
  .map((drawn) => {
    const { billing_address, ...base } = creditCardRequest();
    const details: Record<string, unknown> = {};
    for (const key of drawn.cardData) details[key] = card[key];
    if (drawn.installments !== undefined) details.installments = drawn.installments;
    if (drawn.pixExpiry !== undefined) details.expires_in_seconds = drawn.pixExpiry;
    if (drawn.dueDate !== undefined) details.due_date = drawn.dueDate;
    return {
      ...base,
      payment_method: drawn.method,
      ...(drawn.cardFlow === undefined ? {} : { card_flow: drawn.cardFlow }),
      ...(drawn.details ? { payment_details: details } : {}),
      ...(drawn.billing ? { billing_address } : {}),
    };
  });

function issuesOf(
  input: unknown,
  options: Parameters<typeof validateChargeRequest>[1] = {},
): readonly Issue[] {
  const result = validateChargeRequest(input, { now: NOW, ...options });
  return result.ok ? [] : (result.issues ?? []);
}

const transparentCredit: Merchant = { methods: [{ type: 'credit_card', card_flow: 'transparent' }] };
const hostedCredit: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };

describe('one issue per mistake, the root cause first', () => {
  it('reports only the card flow when a hosted request with card fields reaches a transparent merchant', () => {
    const issues = issuesOf({ ...creditCardRequest(), card_flow: 'hosted' }, { merchant: transparentCredit });
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['CARD_FLOW_NOT_SUPPORTED', 'card_flow'],
    ]);
  });

  it('reports only the card flow when card details reach a merchant whose provider hosts the checkout', () => {
    const request = creditCardRequest();
    const issues = issuesOf(
      { ...request, payment_details: { ...request.payment_details, number: '4111 1111 1111 1112' } },
      { merchant: hostedCredit },
    );
    expect(issues.map((issue) => issue.code)).toEqual(['CARD_FLOW_NOT_SUPPORTED']);
  });

  it('puts the root cause before the issues that remain true after it is fixed', () => {
    const request = { ...creditCardRequest(), card_flow: 'hosted', amount: 0 };
    const issues = issuesOf(request, { merchant: transparentCredit });
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['CARD_FLOW_NOT_SUPPORTED', 'card_flow'],
      ['OUT_OF_RANGE', 'amount'],
    ]);
  });

  it('drops the issues of a method the merchant has not enabled', () => {
    const { payment_details: _details, ...request } = hostedCreditRequest();
    const issues = issuesOf(
      { ...request, payment_method: 'debit_card', card_flow: 'hosted' },
      {
        merchant: hostedCredit,
      },
    );
    expect(issues.map((issue) => issue.code)).toEqual(['PAYMENT_METHOD_NOT_ENABLED']);
  });

  it('drops a missing field that only the method the merchant lacks requires, and keeps one every method requires', () => {
    // A transparent card charge requires the security code; PIX, the merchant's one method, has
    // none. A physical product needs the billing address whatever the method.
    const { billing_address: _address, ...request } = creditCardRequest();
    const { cvv: _cvv, ...details } = request.payment_details;
    const withoutCode = { ...request, payment_details: details };
    const issues = issuesOf(withoutCode, { merchant: { methods: [{ type: 'pix' }] } });
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
      ['REQUIRED', 'billing_address'],
    ]);
    // The same request to a merchant of transparent cards: both are to fix.
    expect(
      issuesOf(withoutCode, { merchant: transparentCredit }).map((issue) => [issue.code, issue.path]),
    ).toEqual([
      ['REQUIRED', 'payment_details.cvv'],
      ['REQUIRED', 'billing_address'],
    ]);
  });

  it('drops a missing field that only the card flow asked for requires', () => {
    // A hosted card charge requires the billing address; PIX, the merchant's one method, does not.
    const { billing_address: _address, ...request } = hostedCreditRequest();
    const paths = (merchant: Merchant) =>
      issuesOf(request, { merchant }).map((issue) => [issue.code, issue.path]);
    expect(paths({ methods: [{ type: 'pix' }] })).toEqual([['PAYMENT_METHOD_NOT_ENABLED', 'payment_method']]);
    expect(paths(hostedCredit)).toEqual([['REQUIRED', 'billing_address']]);
  });

  it('drops an issue about a field the supported card flow ignores', () => {
    // A hosted debit takes installments at 1 only; a transparent debit ignores them.
    const request = {
      ...hostedCreditRequest(),
      payment_method: 'debit_card',
      payment_details: { installments: 2 },
    };
    const paths = (merchant: Merchant) =>
      issuesOf(request, { merchant }).map((issue) => [issue.code, issue.path]);
    expect(paths({ methods: [{ type: 'debit_card', card_flow: 'transparent' }] })).toEqual([
      ['CARD_FLOW_NOT_SUPPORTED', 'card_flow'],
    ]);
    expect(paths({ methods: [{ type: 'debit_card', card_flow: 'hosted' }] })).toEqual([
      ['OUT_OF_RANGE', 'payment_details.installments'],
    ]);
  });

  it('keeps an issue at a field the table does not know: no method changes it', () => {
    const request = { ...hostedCreditRequest(), gift_wrap: true };
    const issues = issuesOf(request, { merchant: { methods: [{ type: 'pix' }] } });
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
      ['UNKNOWN_FIELD', 'gift_wrap'],
    ]);
  });

  it('keeps the issues of fields no payment method changes', () => {
    const request = pixRequest();
    const issues = issuesOf(
      { ...request, customer: { ...request.customer, email: 'nope' } },
      { merchant: transparentCredit },
    );
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
      ['INVALID_VALUE', 'customer.email'],
    ]);
  });

  it(
    'never gives two opposite instructions about one field in one answer',
    () => {
      fc.assert(
        fc.property(request, fc.option(merchant, { nil: undefined }), (input, host) => {
          const issues = issuesOf(input, host === undefined ? {} : { merchant: host });
          expect(contradictions(issues)).toEqual([]);
        }),
        { numRuns: 500, seed: 27 },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
