// The fast path of validation against the full path (guard, valibot schema, checks), which stays the
// engine of record: on every request, both answer the same (accepted or refused, the same issues,
// the same normalized value key for key and in the same key order, the same split and card flow).
// Requests are valid ones mutated at the boundaries of every row of the rules table, and the
// hostile inputs of the fuzz suites.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { FIELD_RULES, type FieldRule } from '../../src/rules/fields.js';
import { _fastSchema } from '../../src/validation/fast-path.js';
import { _readScope } from '../../src/validation/read-options.js';
import { _runChargeRequest, _runFull, type RunResult } from '../../src/validation/run.js';
import type { ValidationScope } from '../../src/validation/scope.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validChargeRequest } from '../fixtures/arbitraries.js';
import { NOW, VALID_REQUESTS } from '../fixtures/requests.js';
import { anyInput, hostileValue, materialize } from '../security/hostile.js';

const MERCHANT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };
const POLICY = { maxInstallments: 6, interestFreeUpTo: 6, minInstallmentAmount: 500 };

const OPTIONS: readonly ValidateChargeRequestOptions[] = [
  { now: NOW },
  { now: NOW, mdr: { rate: 0.0299, fixed: 39 } },
  { now: NOW, merchant: MERCHANT, currencies: ['BRL', 'USD'] },
  { now: NOW, installmentPolicy: POLICY, locale: 'pt-BR' },
];
const SCOPES = OPTIONS.map((options) => _readScope(options) as ValidationScope);

const scope = fc.constantFrom(...SCOPES);

/** What a run answers, in a form that compares key order too (JSON keeps it). */
function answer(result: RunResult): string {
  return JSON.stringify({
    problems: result.rawIssues,
    value: result.value,
    split: result.derived?.split,
    cardFlow: result.derived?.cardFlow,
  });
}

// Values at and around the bounds of one row: its limits, its values, its formats, blank and padded
// text, wrong types, absence.
function boundaryValues(rule: FieldRule): fc.Arbitrary<unknown> {
  const near: unknown[] = [undefined, null, true, 0, -0, 1, '', ' ', {}, [], 'x', Number.NaN, 1.5];
  if (rule.maxLength !== undefined) {
    near.push('a'.repeat(rule.maxLength), 'a'.repeat(rule.maxLength + 1), ` ${'a'.repeat(rule.maxLength)} `);
  }
  for (const bound of [rule.min, rule.max]) {
    if (bound !== undefined) near.push(bound, bound - 1, bound + 1, bound + 0.5, bound - 0.5);
  }
  for (const value of rule.values ?? []) near.push(value, value.toUpperCase(), ` ${value}`, `${value} `);
  for (const condition of rule.valuesWhen ?? []) near.push(...condition.values);
  if (rule.default !== undefined) near.push(rule.default);
  const formats: Record<string, unknown[]> = {
    email: ['a@b.co', ' a@b.co ', 'a@b', 'a..b@c.com', 'a@1.2.3.4', 'é@x.com'],
    phone: ['11987654321', '+55 (11) 98765-4321', '1234567', '+1234567890123456', '11_98765'],
    uuid: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', '3F2504E0-4F89-41D3-9A0C-0305E82C3301', '3f2504e0'],
    date: ['2026-11-22', '2026-11-21', '2026-11-23', '2027-02-29', '2028-02-29', '1980-01-01', '2026-12-31'],
    currency: ['BRL', 'brl', 'USD', 'BRLX'],
    country: ['BR', 'br', ' BR ', 'US', 'us', 'XX', 'BRA'],
    uf: ['SP', 'sp', 'XX', ' rj '],
    cep: ['01310-100', '01310100', '01.310-100', '0131-0100', '01310_100', '1234', ' 01310100 '],
    br_tax_id: [
      '529.982.247-25',
      '52998224725',
      '11.222.333/0001-81',
      '11222333000181',
      '52998224724',
      '111.111.111-11',
      'AB.CDE.FGH/0001-00',
    ],
    card_number: [
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '4111111111111112',
      '378282246310005',
      '6362970000457013',
      ' 4111111111111111',
    ],
    card_month: ['01', '12', '13', '00', '1', '11', '10'],
    card_year: ['2026', '2027', '2025', '2046', '2047', '26'],
    cvv: ['123', '1234', '12', '12a'],
    split_amount: [1, 0.5, 0.12345, 0, -1, 1.0001, 100, 1e-7, Number.POSITIVE_INFINITY],
  };
  if (rule.format) near.push(...(formats[rule.format] ?? []));
  return fc.constantFrom(...near);
}

interface Mutation {
  readonly path: readonly string[];
  readonly value: unknown;
  readonly unknownKey?: boolean;
}

const ROWS = FIELD_RULES.filter((rule) => !rule.path.endsWith('*'));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(...ROWS).chain((rule) =>
      fc.record({
        path: fc.constant(rule.path.split('.').map((segment) => (segment === '*' ? '0' : segment))),
        value: boundaryValues(rule),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      path: fc
        .constantFrom(...ROWS)
        .map((rule) => [...rule.path.split('.').slice(0, -1), 'extra'].map((s) => (s === '*' ? '0' : s))),
      value: fc.constant('x'),
      unknownKey: fc.constant(true),
    }),
  },
);

// Applies a mutation to a copy of the request: a missing holder on the way is created as an object.
function mutate(request: Record<string, unknown>, { path, value }: Mutation): void {
  let holder: Record<string, unknown> = request;
  for (const segment of path.slice(0, -1)) {
    let next = holder[segment];
    if (typeof next !== 'object' || next === null) {
      next = {};
      holder[segment] = next;
    }
    holder = next as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined && Object.hasOwn(holder, last)) delete holder[last];
  else holder[last] = value;
}

const mutatedRequest = fc
  .tuple(
    fc.oneof(
      validChargeRequest,
      fc.constantFrom(...Object.values(VALID_REQUESTS)).map((build) => build()),
    ),
    fc.array(mutation, { maxLength: 3 }),
  )
  .map(([request, mutations]) => {
    const copy = structuredClone(request) as Record<string, unknown>;
    for (const change of mutations) mutate(copy, change);
    return copy;
  });

describe('the fast path of validation', () => {
  it('answers every valid or mutated request exactly as the full path does', () => {
    const tally = { cases: 0, accepted: 0, fast: 0 };
    fc.assert(
      fc.property(mutatedRequest, scope, (request, within) => {
        tally.cases++;
        const full = _runFull(request, within);
        const both = _runChargeRequest(request, within);
        expect(answer(both)).toBe(answer(full));
        // A plainly-JSON request the full path accepts is one the fast path vouches for.
        const vouched = _fastSchema(request) !== undefined;
        if (vouched) tally.fast++;
        if (full.value !== undefined) {
          tally.accepted++;
          expect(vouched).toBe(true);
        }
      }),
      { numRuns: 7_000 },
    );
    // Neither side of the comparison is empty: at least a tenth of the cases are valid, however many
    // cases ran (a time limit may stop the property early, as under mutation testing).
    expect(tally.accepted).toBeGreaterThan(tally.cases / 10);
    expect(tally.fast).toBeGreaterThanOrEqual(tally.accepted);
  }, 180_000);

  it('answers hostile inputs exactly as the full path does', () => {
    fc.assert(
      fc.property(anyInput, scope, (plan, within) => {
        const full = _runFull(materialize(plan), within);
        const both = _runChargeRequest(materialize(plan), within);
        expect(answer(both)).toBe(answer(full));
      }),
      { numRuns: 1_500 },
    );
  }, 180_000);

  it('answers valid requests with a hostile value planted in them exactly as the full path does', () => {
    fc.assert(
      fc.property(
        validChargeRequest,
        fc.constantFrom(...ROWS),
        hostileValue,
        scope,
        (request, rule, plan, within) => {
          const path = rule.path.split('.').map((segment) => (segment === '*' ? '0' : segment));
          const build = () => {
            const copy = structuredClone(request) as Record<string, unknown>;
            mutate(copy, { path, value: materialize(plan) });
            return copy;
          };
          expect(answer(_runChargeRequest(build(), within))).toBe(answer(_runFull(build(), within)));
        },
      ),
      { numRuns: 1_500 },
    );
  }, 180_000);

  it('leaves to the full path an object that is not a plain object', () => {
    const request = Object.assign(Object.create({ inherited: true }), VALID_REQUESTS.pix());

    const fast = _fastSchema(request);

    expect(fast).toBeUndefined();
  });

  it('vouches for a plain request without a prototype, as the full path accepts it', () => {
    const request = Object.assign(Object.create(null), VALID_REQUESTS.pix());

    const fast = _fastSchema(request);

    expect(fast?.output.amount).toBe(request.amount);
  });

  it('leaves to the full path a request read while Object.prototype holds an enumerable key', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.amount = 1;
    try {
      const fast = _fastSchema(VALID_REQUESTS.pix());

      expect(fast).toBeUndefined();
    } finally {
      delete polluted.amount;
    }
  });

  it('normalizes a request it vouched for as the full path does, defaults and masks included', () => {
    const request = VALID_REQUESTS.credit_card();
    const both = _runChargeRequest(structuredClone(request), SCOPES[0] as ValidationScope);
    const full = _runFull(structuredClone(request), SCOPES[0] as ValidationScope);

    expect(answer(both)).toBe(answer(full));
  });

  it('normalizes every rewriting field as the full path does, whether the condition of its row holds or not', () => {
    // A Brazilian billing address (masks stripped, cases raised) and a foreign shipping address (kept
    // as typed), lower-case countries, no installments and split entries without cross_company.
    const request = VALID_REQUESTS.credit_card() as Record<string, unknown>;
    delete (request.payment_details as Record<string, unknown>).installments;
    request.billing_address = { ...(request.billing_address as object), country: 'br', state: 'rj' };
    request.shipping_address = { country: 'us', state: 'ny', zip_code: '10001-1234', street: 'Main St' };
    request.split = [
      {
        recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        recipient_type: 'merchant',
        type: 'fixed',
        amount: 100,
      },
    ];

    for (const within of SCOPES) {
      const both = _runChargeRequest(structuredClone(request), within);
      const full = _runFull(structuredClone(request), within);

      expect(answer(both)).toBe(answer(full));
      expect(_fastSchema(structuredClone(request))).toBeDefined();
    }
  });
});
