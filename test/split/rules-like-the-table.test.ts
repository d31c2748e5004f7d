// A bad split rule, as computeSplit answers it and as the request validation answers it: the rules
// table's rows of `split` are the one checker of a split rule. Validation's walk runs their value
// checks on a request, and computeSplit runs the same checks, compiled from the same rows, on its
// argument; they answer alike but where `engine` says otherwise, which is where computeSplit's
// documented contract reads differently (unknown keys of a rule are ignored).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../src/issues/issue.js';
import { LIMITS } from '../../src/rules/limits.js';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const rule = (patch: Record<string, unknown>) => ({
  recipient_id: ID,
  recipient_type: 'merchant',
  type: 'fixed',
  amount: 100,
  ...patch,
});
const without = (key: string) => {
  const r: Record<string, unknown> = rule({});
  delete r[key];
  return r;
};

// A list whose first entry is a hole, not `undefined`: the rule at 0 is not there at all.
function holeFirst(): unknown[] {
  const list: unknown[] = [];
  list[1] = rule({});
  return list;
}

const INPUTS: Record<string, unknown> = {
  'not an array': 'x',
  'an object': {},
  null: null,
  'too many': Array.from({ length: LIMITS.split + 1 }, () => rule({})),
  'a rule that is a number': [1],
  'a rule that is null': [null],
  'a rule that is an array': [[]],
  'a hole': holeFirst(),
  'missing recipient_id': [without('recipient_id')],
  'recipient_id a number': [rule({ recipient_id: 5 })],
  'recipient_id not a uuid': [rule({ recipient_id: 'abc' })],
  'recipient_id empty': [rule({ recipient_id: '' })],
  'recipient_id blank': [rule({ recipient_id: '   ' })],
  'recipient_id too long': [rule({ recipient_id: `${ID}0` })],
  'recipient_id padded': [rule({ recipient_id: ` ${ID} ` })],
  'missing recipient_type': [without('recipient_type')],
  'recipient_type unknown': [rule({ recipient_type: 'boss' })],
  'recipient_type a number': [rule({ recipient_type: 1 })],
  'missing type': [without('type')],
  'type unknown': [rule({ type: 'flat' })],
  'missing amount': [without('amount')],
  'amount a string': [rule({ amount: '100' })],
  'amount NaN': [rule({ amount: Number.NaN })],
  'fixed amount fractional': [rule({ amount: 1.5 })],
  'fixed amount zero': [rule({ amount: 0 })],
  'fixed amount negative': [rule({ amount: -1 })],
  'fixed amount too large': [rule({ amount: 10_000_000_000 })],
  'percentage amount over 1': [rule({ type: 'percentage', amount: 1.5 })],
  'percentage amount zero': [rule({ type: 'percentage', amount: 0 })],
  'amount with a bad type': [rule({ type: 'flat', amount: 0.5 })],
  'cross_company a string': [rule({ cross_company: 'yes' })],
  'an unknown key': [rule({ extra: 1 })],
  'two bad fields': [rule({ recipient_id: 'x', amount: -1 })],
};

interface Answer {
  readonly code: string;
  readonly path: string;
  readonly message: string;
}

// The whole answer at `split…` paths, in English; `engine` where computeSplit answers otherwise.
const EXPECTED: Record<string, { readonly table: readonly Answer[]; readonly engine?: readonly Answer[] }> = {
  'not an array': { table: [{ code: 'INVALID_TYPE', path: 'split', message: 'This field must be a list.' }] },
  'an object': { table: [{ code: 'INVALID_TYPE', path: 'split', message: 'This field must be a list.' }] },
  null: { table: [{ code: 'INVALID_TYPE', path: 'split', message: 'This field must be a list.' }] },
  'too many': { table: [{ code: 'TOO_MANY', path: 'split', message: 'Use at most 100 entries.' }] },
  'a rule that is a number': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0', message: 'This field must be an object.' }],
  },
  'a rule that is null': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0', message: 'This field must be an object.' }],
  },
  'a rule that is an array': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0', message: 'This field must be an object.' }],
  },
  'a hole': { table: [{ code: 'INVALID_TYPE', path: 'split.0', message: 'This field must be an object.' }] },
  'missing recipient_id': {
    table: [{ code: 'REQUIRED', path: 'split.0.recipient_id', message: 'This field is required.' }],
  },
  'recipient_id a number': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0.recipient_id', message: 'This field must be text.' }],
  },
  'recipient_id not a uuid': {
    table: [{ code: 'INVALID_VALUE', path: 'split.0.recipient_id', message: 'Enter a valid ID (a UUID).' }],
  },
  'recipient_id empty': {
    table: [{ code: 'REQUIRED', path: 'split.0.recipient_id', message: 'This field is required.' }],
  },
  'recipient_id blank': {
    table: [{ code: 'REQUIRED', path: 'split.0.recipient_id', message: 'This field is required.' }],
  },
  'recipient_id too long': {
    table: [{ code: 'TOO_LONG', path: 'split.0.recipient_id', message: 'Use at most 36 characters.' }],
  },
  'recipient_id padded': {
    table: [{ code: 'TOO_LONG', path: 'split.0.recipient_id', message: 'Use at most 36 characters.' }],
  },
  'missing recipient_type': {
    table: [{ code: 'REQUIRED', path: 'split.0.recipient_type', message: 'This field is required.' }],
  },
  'recipient_type unknown': {
    table: [
      {
        code: 'INVALID_VALUE',
        path: 'split.0.recipient_type',
        message: 'Choose one of: merchant, submerchant.',
      },
    ],
  },
  'recipient_type a number': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0.recipient_type', message: 'This field must be text.' }],
  },
  'missing type': { table: [{ code: 'REQUIRED', path: 'split.0.type', message: 'This field is required.' }] },
  'type unknown': {
    table: [{ code: 'INVALID_VALUE', path: 'split.0.type', message: 'Choose one of: percentage, fixed.' }],
  },
  'missing amount': {
    table: [{ code: 'REQUIRED', path: 'split.0.amount', message: 'This field is required.' }],
  },
  'amount a string': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0.amount', message: 'This field must be a number.' }],
  },
  'amount NaN': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0.amount', message: 'This field must be a number.' }],
  },
  'fixed amount fractional': {
    table: [{ code: 'INVALID_TYPE', path: 'split.0.amount', message: 'Enter a whole number.' }],
  },
  'fixed amount zero': {
    table: [
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter a whole number of centavos greater than 0.',
      },
    ],
  },
  'fixed amount negative': {
    table: [
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter a whole number of centavos greater than 0.',
      },
    ],
  },
  'fixed amount too large': {
    table: [
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter an amount of at most R$99,999,999.99.',
      },
    ],
  },
  'percentage amount over 1': {
    table: [
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
      },
    ],
  },
  'percentage amount zero': {
    table: [
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
      },
    ],
  },
  'amount with a bad type': {
    table: [{ code: 'INVALID_VALUE', path: 'split.0.type', message: 'Choose one of: percentage, fixed.' }],
  },
  'cross_company a string': {
    table: [
      { code: 'INVALID_TYPE', path: 'split.0.cross_company', message: 'This field must be true or false.' },
    ],
  },
  'an unknown key': {
    table: [
      {
        code: 'UNKNOWN_FIELD',
        path: 'split.0.extra',
        message: 'This information cannot be used for this payment.',
      },
    ],
    engine: [],
  },
  'two bad fields': {
    table: [
      { code: 'INVALID_VALUE', path: 'split.0.recipient_id', message: 'Enter a valid ID (a UUID).' },
      {
        code: 'OUT_OF_RANGE',
        path: 'split.0.amount',
        message: 'Enter a whole number of centavos greater than 0.',
      },
    ],
  },
};

const splitIssues = (issues: readonly Issue[] | undefined): Answer[] =>
  (issues ?? [])
    .filter((issue) => issue.path === 'split' || issue.path.startsWith('split.'))
    .map(({ code, path, message }) => ({ code, path, message }));

describe('a bad split rule', () => {
  it.each(Object.keys(INPUTS))('%s: validateChargeRequest answers with the table', (name) => {
    const request = validateChargeRequest(
      { ...pixRequest(), amount: 10_000, split: INPUTS[name] },
      { now: NOW },
    );
    expect(request.ok).toBe(false);
    expect(splitIssues(request.ok ? undefined : request.issues)).toEqual(EXPECTED[name]?.table);
  });

  it.each(Object.keys(INPUTS))('%s: computeSplit answers as the table, or as listed', (name) => {
    const engine = computeSplit(10_000, INPUTS[name] as SplitRule[], 0);
    const expected = EXPECTED[name]?.engine ?? EXPECTED[name]?.table ?? [];
    if (expected.length === 0) expect(engine.ok).toBe(true);
    else {
      expect(engine.ok ? undefined : [engine.status, engine.code]).toEqual([422, 'INVALID_INPUT']);
      expect(splitIssues(engine.ok ? undefined : engine.issues)).toEqual(expected);
    }
  });

  const sameAnswers = Object.keys(INPUTS).filter((name) => EXPECTED[name]?.engine === undefined);
  it.each(sameAnswers)(
    '%s: computeSplit gives the issues validation gives, params and hints included',
    (name) => {
      for (const locale of ['en', 'pt-BR', 'es'] as const) {
        const engine = computeSplit(10_000, INPUTS[name] as SplitRule[], 0, { locale });
        const request = validateChargeRequest(
          { ...pixRequest(), amount: 10_000, split: INPUTS[name] },
          { now: NOW, locale },
        );
        const ofSplit = (issues: readonly Issue[] | undefined) =>
          (issues ?? []).filter((issue) => issue.path === 'split' || issue.path.startsWith('split.'));
        expect(ofSplit(engine.ok ? undefined : engine.issues)).toEqual(
          ofSplit(request.ok ? undefined : request.issues),
        );
      }
    },
  );

  // Values at and around each row's bounds: computeSplit accepts the common rule by a shortcut and
  // checks any other by the rows, so on every rule it must answer exactly as validation does.
  const field = <T>(...values: T[]) => fc.constantFrom(...values);
  const generatedRule = fc.record(
    {
      recipient_id: field<unknown>(ID, ID.toUpperCase(), `${ID}0`, ID.slice(1), '', '  ', 5, null),
      recipient_type: field<unknown>('merchant', 'submerchant', 'Merchant', '', 1),
      type: field<unknown>('fixed', 'percentage', 'flat', 0),
      amount: field<unknown>(
        1,
        0,
        -0,
        -1,
        0.5,
        1.5,
        1e-7,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        '1',
        9_999_999_999,
        10_000_000_000,
      ),
      cross_company: field<unknown>(true, false, 'yes', null, 0),
    },
    { requiredKeys: [] },
  );
  it('answers every generated rule as validation does, accepted or not', () => {
    fc.assert(
      fc.property(generatedRule, (generated) => {
        const engine = computeSplit(9_999_999_999, [generated] as SplitRule[], 0);
        const request = validateChargeRequest(
          { ...pixRequest(), amount: 9_999_999_999, split: [generated] },
          { now: NOW },
        );
        expect(splitIssues(engine.ok ? undefined : engine.issues)).toEqual(
          splitIssues(request.ok ? undefined : request.issues),
        );
      }),
      { numRuns: 500, seed: 38 },
    );
  });
});
