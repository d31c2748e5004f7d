// Two promises about a page whose globals other code has changed (SECURITY.md):
// - Object.prototype polluted with data keys (what a prototype-pollution bug elsewhere leaves):
//   every export answers exactly as in a clean page.
// - Built-ins replaced by functions that throw: out of scope, but every export still fails closed:
//   it never throws and never accepts what a clean page refuses.
//
// Every poisoned run computes its results while poisoned, restores the globals in `finally`, and only
// then compares: vitest itself needs clean built-ins.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import { buildPixCode } from '../../src/pix/build-pix-code.js';
import { classifyPixKey } from '../../src/pix/classify-pix-key.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { resolveRequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement } from '../../src/split/plan-settlement.js';
import { prepareSplit } from '../../src/split/prepare-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { chargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import { detectCardBrand } from '../../src/validation/formats/card.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, VALID_REQUESTS } from '../fixtures/requests.js';

// Captured before any test runs: the helpers must keep working while built-ins are broken.
const { defineProperty, getOwnPropertyDescriptor } = Object;
const ownKeys = Reflect.ownKeys;

/** A change to the globals, and how to undo it. */
interface Poison {
  readonly name: string;
  readonly apply: () => () => void;
}

/** Replaces (or adds) one property of a built-in object; `enumerable` for pollution-style data keys. */
function replace(target: object, key: PropertyKey, value: unknown, enumerable = false): () => void {
  const saved = getOwnPropertyDescriptor(target, key);
  // A prototype-less descriptor: an inherited `get` would turn it into an accessor descriptor.
  const descriptor = { __proto__: null, value, writable: true, configurable: true, enumerable };
  defineProperty(target, key, descriptor as PropertyDescriptor);
  return () => {
    if (saved === undefined) delete (target as Record<PropertyKey, unknown>)[key];
    else defineProperty(target, key, saved);
  };
}

function poison(name: string, changes: () => (() => void)[]): Poison {
  return {
    name,
    apply: () => {
      const undo = changes();
      // An index loop: the undo runs while the built-ins may still be broken.
      return () => {
        for (let index = undo.length - 1; index >= 0; index--) (undo[index] as () => void)();
      };
    },
  };
}

/** Runs `act` poisoned, restores the globals whatever happens, and returns what `act` returned. */
function poisoned<T>(change: Poison, act: () => T): T {
  const restore = change.apply();
  try {
    return act();
  } finally {
    restore();
  }
}

/** The result of a call, or a marker of the throw: a poisoned run must not throw in the test either. */
function attempt(act: () => unknown): unknown {
  try {
    return act();
  } catch (error) {
    return { thrown: error instanceof RangeError ? 'RangeError' : 'other' };
  }
}

// ---------------------------------------------------------------------------------------------
// Every export, on valid and invalid inputs. Each call says what a refusal looks like, so the
// fail-closed suite can tell a refusal from an acceptance. The calls run poisoned: each is wrapped
// in `attempt`, and the list is walked by index.

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21';
const RULES: SplitRule[] = [
  { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.7 },
  { recipient_id: B, recipient_type: 'submerchant', type: 'fixed', amount: 250 },
  { recipient_id: B, recipient_type: 'submerchant', type: 'percentage', amount: 0.1, cross_company: true },
];
const RULES_OVER: SplitRule[] = [
  RULES[0] as SplitRule,
  { recipient_id: B, recipient_type: 'merchant', type: 'percentage', amount: 0.35 },
];
const MERCHANT: Merchant = {
  methods: [
    { type: 'credit_card', card_flow: 'transparent' },
    { type: 'debit_card', card_flow: 'hosted' },
    { type: 'pix' },
  ],
};
// Built while the page is clean; each call gets a structured clone.
const REQUESTS: readonly unknown[] = Object.values(VALID_REQUESTS).map((build) => build());
const CARD_REQUEST = VALID_REQUESTS.credit_card();
const OVER_SPLIT_REQUEST = { ...VALID_REQUESTS.credit_card(), split: RULES_OVER };
const fresh = <T>(value: T): T => structuredClone(value);

function invalidRequest(): unknown {
  return {
    amount: 0,
    currency: 'usd',
    customer: { name: ' ', email: 'x', tax_id: '111', type: 'x', zipCode: '1' },
    items: [{ name: 'a', quantity: 0 }],
    payment_method: 'credit_card',
    card_flow: 'hosted',
    payment_details: { number: '4111111111111111', cvv: '1234', instalments: 2 },
    split: [{ recipient_id: 'x', recipient_type: 'merchant', type: 'percentage', amount: 10 }],
    metadata: { a: { b: { c: { d: 1 } } }, __proto__x: 1 },
  };
}

/** A call of an export, and what a refusal from it looks like. */
interface Call {
  readonly name: string;
  readonly act: () => unknown;
  readonly refused: (result: unknown) => boolean;
}

const field = (result: unknown, key: string): unknown =>
  typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[key] : undefined;
/** The `{ ok: false }` answer of validation, splits, auth, card flow and charge responses. */
const notOk = (result: unknown) => field(result, 'ok') === false;
/** Standard Schema: a refusal carries `issues`, an acceptance `value`. */
const hasIssues = (result: unknown) => field(result, 'issues') !== undefined;
/** The public list: a refusal has no `data`. */
const noData = (result: unknown) => field(result, 'data') === undefined;
/** planSettlement: fewer entries at the acquirer is the safe side (every share is settled virtually). */
const noneAtAcquirer = (result: unknown) => {
  const entries = field(result, 'entries');
  return Array.isArray(entries) && !entries.some((entry) => field(entry, 'mode') === 'acquirer');
};
/** A problem document is never an acceptance; a server fault (500) is the refusal of a bad input. */
const serverFault = (result: unknown) => field(result, 'status') === 500;
/** A problem details body refuses by its status: a client or server error, never a 2xx. */
const errorStatus = (result: unknown) => (field(result, 'status') as number) >= 400;
const unknownBrand = (result: unknown) => result === 'unknown';
/** Redaction refuses by masking: a log never holds the card number or the secret key. */
const noSecret = (result: unknown) => {
  const text = JSON.stringify(result) ?? '';
  return !/4111111111111111|5555 5555 5555 4444|sk_live_abcdefgh|\b123\b/.test(text);
};

const call = (name: string, act: () => unknown, refused: (result: unknown) => boolean): Call => ({
  name,
  act,
  refused,
});

const VALIDATION_CALLS: readonly Call[] = [
  ...REQUESTS.map((request, index) =>
    call(
      `validateChargeRequest(valid #${index})`,
      () => validateChargeRequest(fresh(request), { now: NOW }),
      notOk,
    ),
  ),
  call(
    'validateChargeRequest(card, every option)',
    () =>
      validateChargeRequest(fresh(CARD_REQUEST), {
        now: NOW,
        mdr: { rate: 0.0299, fixed: 50 },
        merchant: MERCHANT,
        locale: 'pt-BR',
        currencies: ['BRL', 'USD'],
      }),
    notOk,
  ),
  call('validateChargeRequest(invalid)', () => validateChargeRequest(invalidRequest(), { now: NOW }), notOk),
  call(
    'validateChargeRequest(invalid, pt-BR)',
    () => validateChargeRequest(invalidRequest(), { now: NOW, locale: 'pt-BR' }),
    notOk,
  ),
  call(
    'validateChargeRequest(split over the amount)',
    () => validateChargeRequest(fresh(OVER_SPLIT_REQUEST), { now: NOW }),
    notOk,
  ),
  call('validateChargeRequest({})', () => validateChargeRequest({}, { now: NOW }), notOk),
  call('validateChargeRequest(null)', () => validateChargeRequest(null), notOk),
  call(
    'chargeRequestSchema.validate(invalid)',
    () => chargeRequestSchema['~standard'].validate(invalidRequest()),
    hasIssues,
  ),
  call(
    'chargeRequestSchema.validate(valid)',
    () => chargeRequestSchema['~standard'].validate(fresh(REQUESTS[2])),
    hasIssues,
  ),
];

const REQUIRED_FIELD_CALLS: readonly Call[] = [
  call("resolveRequiredFields('br')", () => resolveRequiredFields('br'), serverFault),
  call(
    'resolveRequiredFields(hosted credit card)',
    () => resolveRequiredFields('BR', { payment_method: 'credit_card', card_flow: 'hosted' }),
    serverFault,
  ),
  call(
    'resolveRequiredFields(debit card)',
    () => resolveRequiredFields('BR', { payment_method: 'debit_card' }),
    serverFault,
  ),
  call(
    'resolveRequiredFields(US boleto)',
    () => resolveRequiredFields('us', { payment_method: 'boleto', product_type: 'physical' }),
    serverFault,
  ),
  call("resolveRequiredFields('xx')", () => resolveRequiredFields('xx'), serverFault),
];

// Built clean: the split calls check the split engine, not the fixtures.
const SPLIT = computeSplit(10_001, RULES, 0.0299);
const PREPARED = prepareSplit(RULES, { rate: '0.0299', fixed: 10 }, { rounding: 'half-up' });

const SPLIT_CALLS: readonly Call[] = [
  call('computeSplit(valid)', () => computeSplit(10_001, RULES, 0.0299), notOk),
  call('computeSplit(valid, fee)', () => computeSplit(100, RULES, { rate: '0.5', fixed: 10 }), notOk),
  call('computeSplit(over the amount)', () => computeSplit(100, RULES_OVER, 0), notOk),
  call(
    'computeSplit(invalid)',
    () => computeSplit(1.5, [{ ...RULES[0], amount: 2 } as SplitRule, {} as SplitRule], 'x' as never),
    notOk,
  ),
  call(
    'computeSplit(bad rounding)',
    () => computeSplit(100, [], 0, { locale: 'pt-BR', rounding: 'x' as never }),
    notOk,
  ),
  call(
    'prepareSplit(valid)',
    () => {
      const prepared = prepareSplit(RULES, { rate: '0.0299', fixed: 10 });
      return prepared.ok ? prepared.split(10_001) : prepared;
    },
    notOk,
  ),
  call('prepareSplit(invalid)', () => prepareSplit('x' as never, 2), notOk),
  call('prepared split', () => (PREPARED.ok ? PREPARED.split(10_001) : PREPARED), notOk),
  call('prepared split(0)', () => (PREPARED.ok ? PREPARED.split(0) : PREPARED), notOk),
  call(
    'planSettlement(valid)',
    () =>
      planSettlement(SPLIT as never, { supportsSubaccounts: true, hasActiveSubaccount: (id) => id === A }),
    noneAtAcquirer,
  ),
  call('planSettlement(invalid)', () => planSettlement({} as never, {} as never), noneAtAcquirer),
];

// Computed clean: these calls check toProblemDetails, not validation.
const VALIDATION_FAILURE = validateChargeRequest(invalidRequest(), { now: NOW });
const SPLIT_FAILURE = computeSplit(100, RULES_OVER, 0);

const EDGE_CALLS: readonly Call[] = [
  call(
    'decideCardFlow(credit card)',
    () => decideCardFlow({ payment_method: 'credit_card' }, MERCHANT),
    notOk,
  ),
  call('decideCardFlow(debit card)', () => decideCardFlow({ payment_method: 'debit_card' }, MERCHANT), notOk),
  call(
    'decideCardFlow(boleto, pt-BR)',
    () => decideCardFlow({ payment_method: 'boleto' }, MERCHANT, { locale: 'pt-BR' }),
    notOk,
  ),
  call(
    'decideCardFlow(flow not enabled)',
    () => decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' }, MERCHANT),
    notOk,
  ),
  call('listPublicPaymentMethods(valid)', () => listPublicPaymentMethods(MERCHANT), noData),
  call(
    'listPublicPaymentMethods(invalid)',
    () => listPublicPaymentMethods({ methods: 'x' } as never),
    noData,
  ),
  call(
    'authorizePublicRequest(public key)',
    () => authorizePublicRequest(`Basic ${btoa('pk_live_1:')}`),
    notOk,
  ),
  call(
    'authorizePublicRequest(secret key)',
    () => authorizePublicRequest(`basic ${btoa('sk_live_1:')}`),
    notOk,
  ),
  call(
    'authorizePublicRequest(Bearer)',
    () => authorizePublicRequest('Bearer x', { locale: 'pt-BR' }),
    notOk,
  ),
  call('authorizePublicRequest(missing)', () => authorizePublicRequest(undefined), notOk),
  call('toProblemDetails(validation)', () => toProblemDetails(VALIDATION_FAILURE as never), errorStatus),
  call('toProblemDetails(split)', () => toProblemDetails(SPLIT_FAILURE as never), errorStatus),
  call(
    'toProblemDetails(auth)',
    () =>
      toProblemDetails({ ok: false, status: 403, code: 'SECRET_KEY_NOT_ALLOWED', message: 'm', hint: 'h' }),
    serverFault,
  ),
  call(
    'toProblemDetails(success)',
    () => toProblemDetails({ ok: true } as never, { locale: 'pt-BR' }),
    serverFault,
  ),
  call(
    'shapeChargeResponse(hosted card)',
    () =>
      shapeChargeResponse(
        { amount: 1990, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
        { id: 'ch_1', redirect_url: 'https://pay.example.com/1' },
      ),
    notOk,
  ),
  call(
    'shapeChargeResponse(pix)',
    () =>
      shapeChargeResponse(
        { amount: 1990, currency: 'BRL', payment_method: 'pix' },
        { id: 'ch_2', qr_code: '000201abc', expires_at: '2026-05-01T12:00:00Z' },
      ),
    notOk,
  ),
  call(
    'shapeChargeResponse(boleto)',
    () =>
      shapeChargeResponse(
        {
          amount: 1990,
          currency: 'BRL',
          payment_method: 'boleto',
          payment_details: { due_date: '2026-12-01' },
        },
        { id: 'b_1', digitable_line: '1'.repeat(47), barcode: '2'.repeat(44) },
      ),
    notOk,
  ),
  call(
    'shapeChargeResponse(javascript: URL)',
    () =>
      shapeChargeResponse(
        { amount: 1990, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
        { id: 'ch_1', redirect_url: 'javascript:alert(1)' },
      ),
    notOk,
  ),
  call(
    'shapeChargeResponse(host bug)',
    () => shapeChargeResponse({ amount: 1.5 } as never, {} as never),
    notOk,
  ),
];

const REDACTION_CALLS: readonly Call[] = [
  call('redactChargeRequest(card)', () => redactChargeRequest(fresh(CARD_REQUEST)), noSecret),
  call('redactChargeRequest(invalid)', () => redactChargeRequest(invalidRequest()), noSecret),
  call(
    'redactChargeRequest(secrets)',
    () =>
      redactChargeRequest({
        payment_details: { number: '5555 5555 5555 4444', cvv: '123', token: 'tok_abcdefghijklmnop' },
        key: 'sk_live_abcdefgh',
        list: ['4111111111111111', 'x'],
        when: new Date(0),
      }),
    noSecret,
  ),
];

const BRAND_CALLS: readonly Call[] = ['4111111111111111', '378282246310005', '6362970000457013', 'abc'].map(
  (digits) => call(`detectCardBrand(${digits})`, () => detectCardBrand(digits), unknownBrand),
);

// Codes with the optional fields left out, where an inherited key would show first.
const BACEN_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BAD_CHECKSUM = BACEN_STATIC.replace('1D3D', '1D3E');
const BOLETO_LINE = '00190500954014481606906809350314337370000000100';
const BOLETO_BARCODE = '00193373700000001000500940144816060680935031';
const BOLETO_REQUEST = {
  amount: 100,
  currency: 'BRL',
  payment_method: 'boleto',
  payment_details: { due_date: '2007-12-31' },
} as const;
const PAYMENT_CODE_CALLS: readonly Call[] = [
  call('parsePixCode(valid)', () => parsePixCode(BACEN_STATIC), notOk),
  call('parsePixCode(bad checksum)', () => parsePixCode(BAD_CHECKSUM), notOk),
  call(
    'buildPixCode',
    () =>
      buildPixCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchant_name: 'A', merchant_city: 'B' }),
    notOk,
  ),
  call('classifyPixKey', () => classifyPixKey('+55 61 91234-5678'), notOk),
  call('parseBoleto(bank)', () => parseBoleto(BOLETO_LINE, { referenceDate: '2007-12-01' }), notOk),
  call(
    'parseBoleto(collection)',
    () => parseBoleto('836400000011331201380002812884627116080136181551'),
    notOk,
  ),
  call('boletoDueDateFactor', () => boletoDueDateFactor('2025-02-22'), notOk),
  call('buildBoleto', () => buildBoleto({ bank: '001', amount: 100, free_field: '0'.repeat(25) }), notOk),
  call(
    'checkProviderAnswer(boleto)',
    () => checkProviderAnswer(BOLETO_REQUEST, { digitable_line: BOLETO_LINE, barcode: BOLETO_BARCODE }),
    notOk,
  ),
  call(
    'checkProviderAnswer(pix with payment details, no due date)',
    () =>
      checkProviderAnswer(
        { amount: 100, currency: 'BRL', payment_method: 'pix', payment_details: {} },
        { qr_code: BACEN_STATIC },
      ),
    notOk,
  ),
  call(
    'checkProviderAnswer(pix without amount)',
    () =>
      checkProviderAnswer({ amount: 100, currency: 'BRL', payment_method: 'pix' }, { qr_code: BACEN_STATIC }),
    notOk,
  ),
];

const ALL_CALLS: readonly Call[] = [
  ...PAYMENT_CODE_CALLS,
  ...VALIDATION_CALLS,
  ...REQUIRED_FIELD_CALLS,
  ...SPLIT_CALLS,
  ...EDGE_CALLS,
  ...REDACTION_CALLS,
  ...BRAND_CALLS,
];

/** Runs every call, by index (the list is walked while the built-ins may be broken). */
function run(calls: readonly Call[]): unknown[] {
  const results: unknown[] = [];
  for (let index = 0; index < calls.length; index++) results[index] = attempt((calls[index] as Call).act);
  return results;
}

/** The calls whose answer under `change` differs from their answer in a clean page. */
function changedUnder(change: Poison, calls: readonly Call[]): string[] {
  const clean = run(calls);
  const tampered = poisoned(change, () => run(calls));
  return calls
    .filter((_, index) => !isDeepStrictEqual(tampered[index], clean[index]))
    .map(({ name }) => name);
}

// ---------------------------------------------------------------------------------------------
// Object.prototype carrying enumerable data keys.

/**
 * Names a polluter would pick: request fields, option and result keys, rule-table keys, and the keys
 * a validation library reads from the literals it creates (issues, message, path).
 */
const POLLUTED_KEYS = [
  ...['amount', 'currency', 'product_type', 'customer', 'items', 'payment_method', 'payment_details'],
  ...['card_flow', 'billing_address', 'shipping_address', 'metadata', 'split', 'number', 'holder_name'],
  ...['expiration_month', 'expiration_year', 'cvv', 'token', 'installments', 'country', 'state'],
  ...['zip_code', 'neighborhood', 'tax_id', 'type', 'name', 'email', 'birthdate', 'quantity'],
  ...['unit_price', 'tangible', 'recipient_id', 'recipient_type', 'cross_company', 'methods', 'locale'],
  ...['now', 'currencies', 'mdr', 'merchant', 'rate', 'fixed', 'rounding', 'ok', 'code', 'status'],
  ...['error', 'params', 'key', 'hint', 'required', 'allowed', 'ignored', 'freeForm', 'values'],
  ...['format', 'formatWhen', 'min', 'max', 'maxLength', 'minLength', 'default', 'defaultWhen'],
  ...['normalize', 'normalizeWhen', 'sensitive', 'fact', 'in', 'all', 'any', 'not', 'fallback'],
  ...['typed', 'value', 'lang', 'abortEarly', 'abortPipeEarly', 'expected', 'received', 'kind'],
  ...['requirement', 'get', 'set', 'writable', 'enumerable', 'configurable', 'supportsSubaccounts'],
  ...['hasActiveSubaccount', 'redirect_url', 'id', 'typeBase', 'data', 'entries', 'mode'],
  ...['message', 'path', 'issues', 'due_date', 'expires_in_seconds'],
] as const;

const POLLUTION_VALUES: readonly (readonly [string, unknown])[] = [
  ["'hosted'", 'hosted'],
  ["'pix'", 'pix'],
  ['1', 1],
  ['true', true],
  ['null', null],
  ['{}', {}],
  ['[]', []],
  ['a function', () => true],
];

function pollution(label: string, value: unknown, keys: readonly string[]): Poison {
  return poison(`Object.prototype[*] = ${label}`, () =>
    keys.map((key) => replace(Object.prototype, key, value, true)),
  );
}

describe('with Object.prototype polluted with data keys', () => {
  it.each(POLLUTION_VALUES)(
    'every export answers as in a clean page when each key holds %s',
    (label, value) => {
      expect(changedUnder(pollution(label, value, POLLUTED_KEYS), ALL_CALLS)).toEqual([]);
    },
  );

  it('treats an inherited request field as absent', () => {
    const request = fresh(REQUESTS[2]) as Record<string, unknown>;
    delete request.currency;
    const change = pollution("'BRL'", 'BRL', ['currency']);

    const result = poisoned(change, () => validateChargeRequest(request, { now: NOW }));

    expect(result).toMatchObject({
      ok: false,
      issues: expect.arrayContaining([expect.objectContaining({ code: 'REQUIRED', path: 'currency' })]),
    });
  });

  it('never settles a share at the acquirer through an inherited hasActiveSubaccount', () => {
    const change = pollution('a function', () => true, ['hasActiveSubaccount']);

    const plan = poisoned(change, () =>
      planSettlement(SPLIT as never, { supportsSubaccounts: true } as never),
    );

    expect(noneAtAcquirer(plan)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Built-ins replaced by functions that throw: out of scope, but every export fails closed.

const boom = () => {
  throw new Error('poisoned');
};

const ARRAY_METHODS = [
  ...['push', 'pop', 'shift', 'unshift', 'splice', 'slice', 'concat', 'join', 'map', 'filter'],
  ...['forEach', 'reduce', 'some', 'every', 'find', 'findIndex', 'includes', 'indexOf', 'sort'],
  ...['flat', 'flatMap', 'fill', 'at', 'keys', 'entries', 'values'],
];

function throwing(name: string, target: object, keys: readonly PropertyKey[]): Poison {
  return poison(`${name}.{${keys.map(String).join(',')}} throw`, () =>
    keys.map((key) => replace(target, key, boom)),
  );
}

const THROWING_BUILT_INS: readonly Poison[] = [
  throwing('Array.prototype', Array.prototype, [...ARRAY_METHODS, Symbol.iterator]),
  throwing('Array', Array, ['isArray', 'from', 'of']),
  throwing('Number', Number, ['isInteger', 'isSafeInteger', 'isFinite', 'isNaN', 'parseFloat']),
  throwing('Math', Math, ['min', 'max', 'floor', 'trunc', 'abs', 'round', 'pow']),
  throwing('JSON', JSON, ['parse', 'stringify']),
  throwing('Object', Object, [
    'keys',
    'entries',
    'values',
    'assign',
    'fromEntries',
    'freeze',
    'hasOwn',
    'create',
  ]),
  throwing('Reflect', Reflect, ['apply', 'get', 'getPrototypeOf', 'ownKeys', 'has']),
  throwing('String.prototype', String.prototype, [
    'slice',
    'startsWith',
    'endsWith',
    'split',
    'replace',
    'trim',
  ]),
  throwing('globalThis', globalThis, ['BigInt']),
];

describe('with built-ins replaced by functions that throw', () => {
  it.each(THROWING_BUILT_INS.map((change) => [change.name, change] as const))(
    'every export fails closed when %s: no throw, no acceptance a clean page refuses',
    (_, change) => {
      const clean = run(ALL_CALLS);
      const tampered = poisoned(change, () => run(ALL_CALLS));
      const broken = ALL_CALLS.flatMap(({ name, refused }, index) => {
        const answer = tampered[index];
        const threw = field(answer, 'thrown') === 'other';
        const same = isDeepStrictEqual(answer, clean[index]);
        const accepts = !same && !refused(answer);
        return threw || accepts || (refused(clean[index]) && !refused(answer)) ? [name] : [];
      });
      expect(broken).toEqual([]);
    },
  );
});

describe('the poisoning helpers', () => {
  it('restore every global they touch', () => {
    const targets = [
      Object.prototype,
      Array.prototype,
      Array,
      Number,
      Math,
      JSON,
      Object,
      Reflect,
      String.prototype,
    ];
    const keysOf = () => targets.map((target) => ownKeys(target).map(String).sort());
    const before = keysOf();
    const map = Array.prototype.map;

    for (const change of [...THROWING_BUILT_INS, pollution('1', 1, POLLUTED_KEYS)])
      poisoned(change, () => undefined);

    expect(keysOf()).toEqual(before);
    expect(Array.prototype.map).toBe(map);
    expect(({} as Record<string, unknown>).amount).toBeUndefined();
  });
});
