// Arithmetic of the split engine: the memo of parsed percentages, the edge of the double fast path
// at exactly Number.MAX_SAFE_INTEGER, the fee on both sides of the double/BigInt border, the default
// rounding mode, and the issue each refused amount carries. Expected figures were derived by hand
// and checked with decimal.js; nothing here re-implements the engine.
import { describe, expect, it } from 'vitest';
import { _NUMBERS } from '../../src/arithmetic/calculator.js';
import {
  _fractionOfNumber,
  _parseDecimal,
  type DecimalFraction,
} from '../../src/arithmetic/decimal-fraction.js';
import { _fitsDoubles, _productParts } from '../../src/arithmetic/exact-product.js';
import { DEFAULT_ROUNDING } from '../../src/arithmetic/rounding.js';
import { _readRounding } from '../../src/split/read-options.js';
import { _centavosIssue, _splitAmountIssue, _splitRuleAmountKey } from '../../src/split/rule-amount.js';
import type { SplitResult, SplitRule } from '../../src/split/types.js';
import { computeSplit } from '../support/wide-amounts.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function fraction(text: string): DecimalFraction {
  const parsed = _parseDecimal(text);
  if (parsed === undefined) throw new Error(`not a decimal: ${text}`);
  return parsed;
}

function issuesOf(result: SplitResult): unknown {
  return result.ok || result.code !== 'INVALID_INPUT' ? result : result.issues;
}

describe('percentages read before', () => {
  it('reads a percentage seen before to the same exact decimal, also after another one', () => {
    const first = _fractionOfNumber(0.37);
    expect(first).toStrictEqual({ digits: '37', units: 37, scale: 2, fast: true, big: undefined });
    expect(_fractionOfNumber(0.41)).toStrictEqual({
      digits: '41',
      units: 41,
      scale: 2,
      fast: true,
      big: undefined,
    });
    expect(_fractionOfNumber(0.37)).toStrictEqual(first);
  });
});

describe('_fitsDoubles: true exactly while the product stays within Number.MAX_SAFE_INTEGER', () => {
  // 9007199254740991 = 6361 × 69431 × 20394401 = 441650591 × 20394401.
  const cases: [number, string, boolean][] = [
    [1000, '0.0299', true],
    [441650591, '0.20394401', true],
    [441650592, '0.20394401', false],
    [MAX_SAFE, '0.1', true],
    [MAX_SAFE, '0.2', false],
    [2 ** 52, '0.3', false],
    [1, '0.0000000000000001', false],
    [1, '1234567890123456', false],
  ];

  it.each(cases)('%d × %s → %s', (amount, text, fits) => {
    expect(_fitsDoubles(amount, fraction(text))).toBe(fits);
  });

  it('and the product in doubles is then exact, at the very edge', () => {
    // 441650591 × 0.20394401 = 90071992.54740991; 2^53 − 1 × 0.1 = 900719925474099.1.
    expect(_productParts(_NUMBERS, 441650591, fraction('0.20394401'))).toEqual([90071992, 54740991]);
    expect(_productParts(_NUMBERS, MAX_SAFE, fraction('0.1'))).toEqual([900719925474099, 1]);
  });
});

describe('the fee on both sides of the double/BigInt border, exact halves included', () => {
  // [amount, rate, half-even fee, half-up fee]; amount × 5 passes 2^53 − 1 from 1801439850948199 on.
  const cases: [number, string, number, number][] = [
    [1, '0.5', 0, 1],
    [3, '0.5', 2, 2],
    [5, '0.5', 2, 3],
    [1801439850948197, '0.5', 900719925474098, 900719925474099],
    [1801439850948199, '0.5', 900719925474100, 900719925474100],
    [1801439850948201, '0.5', 900719925474100, 900719925474101],
    [9007199254740989, '0.5', 4503599627370494, 4503599627370495],
    [MAX_SAFE, '0.5', 4503599627370496, 4503599627370496],
    [441650591, '0.20394401', 90071993, 90071993],
    [441650592, '0.20394401', 90071993, 90071993],
    [MAX_SAFE, '0.000000000000001', 9, 9],
    [MAX_SAFE, '0.0000000000000005', 5, 5],
    [MAX_SAFE, '0.999999999999999', 9007199254740982, 9007199254740982],
  ];

  it.each(cases)('%d × %s → %d (half-even), %d (half-up)', (amount, rate, even, up) => {
    expect(computeSplit(amount, [], rate)).toEqual({
      ok: true,
      amount,
      fee: even,
      shares: [],
      unallocated: amount,
    });
    expect(computeSplit(amount, [], rate, { rounding: 'half-up' })).toMatchObject({ ok: true, fee: up });
  });
});

describe('the default rounding mode', () => {
  it('is what options without a rounding read as', () => {
    expect(DEFAULT_ROUNDING).toBe('half-even');
    expect(_readRounding(undefined, 'en', [])).toBe('half-even');
    expect(_readRounding({}, 'en', [])).toBe('half-even');
    expect(_readRounding({ rounding: undefined }, 'pt-BR', [])).toBe('half-even');
  });
});

describe('the issue each refused amount carries', () => {
  const below = { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.money_min', params: { min: 1 } };
  const above = { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.money_max', params: { max: MAX_SAFE } };
  const notInteger = { code: 'INVALID_TYPE', key: 'INVALID_TYPE.integer', params: {} };
  const notNumber = { code: 'INVALID_TYPE', key: 'INVALID_TYPE', params: { expected: 'number' } };
  const fixedOutOfRange = { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.split_fixed', params: {} };
  const notFraction = { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.percentage', params: {} };

  it('_centavosIssue and _splitAmountIssue, case by case', () => {
    const centavos: [unknown, unknown][] = [
      [1, undefined],
      [MAX_SAFE, undefined],
      [0, below],
      [-0, below],
      [MAX_SAFE + 1, above],
      [1.5, notInteger],
      ['5', notInteger],
      [Number.NaN, notInteger],
    ];
    expect(centavos.map(([amount]) => [amount, _centavosIssue(amount, MAX_SAFE)])).toStrictEqual(centavos);
    const rules: [unknown, unknown, unknown][] = [
      ['fixed', 1, undefined],
      ['fixed', 0, fixedOutOfRange],
      ['fixed', 2.5, notInteger],
      ['percentage', 0.1, undefined],
      ['percentage', 1, undefined],
      ['percentage', 10, notFraction],
      ['percentage', 0, notFraction],
      ['percentage', '0.1', notNumber],
      ['percentage', Number.NaN, notNumber],
      ['other', null, notNumber],
      ['other', 10, undefined],
    ];
    expect(
      rules.map(([type, amount]) => [type, amount, _splitAmountIssue(type, amount, MAX_SAFE)]),
    ).toStrictEqual(rules);
    expect(_splitRuleAmountKey('percentage', Number.NaN, MAX_SAFE)).toBe('INVALID_TYPE');
    expect(_splitRuleAmountKey('percentage', 10, MAX_SAFE)).toBe('OUT_OF_RANGE.percentage');
  });

  it('and the issues computeSplit reports with them', () => {
    const split = computeSplit;
    const rule = (type: string, amount: unknown) =>
      [{ recipient_id: A, recipient_type: 'merchant', type, amount }] as SplitRule[];
    const path = 'split.0.amount';
    const cases: [SplitResult, unknown][] = [
      [
        split(0, [], 0),
        [{ code: 'OUT_OF_RANGE', path: 'amount', message: 'Enter an amount of at least R$0.01.' }],
      ],
      [
        split(2 ** 53, [], 0),
        [
          {
            code: 'OUT_OF_RANGE',
            path: 'amount',
            message: 'Enter an amount of at most R$90,071,992,547,409.91.',
          },
        ],
      ],
      [
        split(100, rule('fixed', 2 ** 53), 0),
        [{ code: 'OUT_OF_RANGE', path, message: 'Enter an amount of at most R$90,071,992,547,409.91.' }],
      ],
      [
        split(1.5, [], 0),
        [
          {
            code: 'INVALID_TYPE',
            path: 'amount',
            message: 'Enter a whole number.',
          },
        ],
      ],
      [
        split(100, rule('fixed', 0), 0),
        [
          {
            code: 'OUT_OF_RANGE',
            path,
            message: 'Enter a whole number of centavos greater than 0.',
          },
        ],
      ],
      [
        split(100, rule('percentage', 10), 0),
        [
          {
            code: 'OUT_OF_RANGE',
            path,
            message: 'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
          },
        ],
      ],
      [
        split(100, rule('percentage', '0.1'), 0),
        [{ code: 'INVALID_TYPE', path, message: 'This field must be a number.' }],
      ],
    ];
    expect(cases.map(([result]) => issuesOf(result))).toMatchObject(cases.map(([, issues]) => issues));
  });
});
