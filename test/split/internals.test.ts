import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _BIGINTS, _NUMBERS, _pow10Big } from '../../src/arithmetic/calculator.js';
import { _fractionOfNumber, _parseDecimal } from '../../src/arithmetic/decimal-fraction.js';
import { _productParts, _roundedProduct } from '../../src/arithmetic/exact-product.js';
import { _awardLeftover, _kthLargest } from '../../src/arithmetic/largest-remainder.js';
import { _roundsUp } from '../../src/arithmetic/rounding.js';
import { _isUuidShape } from '../../src/formats/uuid.js';
import { LIMITS } from '../../src/rules/limits.js';
import { _splitAmountIssue, _splitRuleAmountKey } from '../../src/split/rule-amount.js';

describe('_parseDecimal', () => {
  it.each([
    ['0.0299', { digits: '299', units: 299, scale: 4, fast: true, big: undefined }],
    ['0.10', { digits: '1', units: 1, scale: 1, fast: true, big: undefined }],
    ['1e-7', { digits: '1', units: 1, scale: 7, fast: true, big: undefined }],
    ['1.5E-7', { digits: '15', units: 15, scale: 8, fast: true, big: undefined }],
    ['2.5e+1', { digits: '25', units: 25, scale: 0, fast: true, big: undefined }],
    ['1e21', { digits: '1000000000000000000000', units: 1e21, scale: 0, fast: false, big: 10n ** 21n }],
    ['000', { digits: '0', units: 0, scale: 0, fast: true, big: undefined }],
    ['0.0e-5', { digits: '0', units: 0, scale: 0, fast: true, big: undefined }],
    ['1', { digits: '1', units: 1, scale: 0, fast: true, big: undefined }],
  ])('reads %s exactly', (text, expected) => {
    expect(_parseDecimal(text)).toEqual(expected);
  });

  it('marks fractions with more than 15 decimals as not fast', () => {
    expect(_parseDecimal('0.3333333333333333')).toMatchObject({ scale: 16, fast: false });
  });

  it.each([
    '',
    '.5',
    '5.',
    '-1',
    '+1',
    '1e',
    '1e+',
    '1e12345',
    '1e5x',
    '1e-5 ',
    '1x',
    '1.2.3',
    ' 1',
    '1e-401',
    `${'1'.repeat(513)}`,
  ])('refuses %j', (text) => {
    expect(_parseDecimal(text)).toBeUndefined();
  });

  it('reads every double in (0, 1] as the decimal String() spells', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1, noNaN: true }), (value) => {
        const fraction = _fractionOfNumber(value);
        expect(Number(`${fraction.digits}e-${fraction.scale}`)).toBe(value);
        expect(fraction.digits.endsWith('0') && fraction.scale > 0).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('exact products', () => {
  it('splits a product into floor and remainder in doubles and in BigInt alike', () => {
    const fraction = _fractionOfNumber(0.125);
    expect(_productParts(_NUMBERS, 1001, fraction)).toEqual([125, 125]);
    expect(_productParts(_BIGINTS, 1001, fraction)).toEqual([125n, 125n]);
  });

  it('memoizes powers of ten', () => {
    expect(_pow10Big(20)).toBe(10n ** 20n);
    expect(_pow10Big(3)).toBe(1000n);
  });

  it('rounds the product with the mode', () => {
    expect(_roundedProduct(250, _fractionOfNumber(0.01), 'half-even')).toBe(2);
    expect(_roundedProduct(250, _fractionOfNumber(0.01), 'half-up')).toBe(3);
    expect(_roundedProduct(100, _fractionOfNumber(0), 'half-up')).toBe(0);
    // 3 × 0.5000000000000000000000001 is just above 1.5: up in both modes, through BigInt.
    expect(_roundedProduct(3, _parseDecimal('0.5000000000000000000000001') as never, 'half-even')).toBe(2);
    expect(_roundedProduct(5, _parseDecimal('0.1000000000000000000000000') as never, 'half-even')).toBe(0);
    expect(_roundedProduct(5, _parseDecimal('0.3000000000000000000000000001') as never, 'half-even')).toBe(2);
    expect(_roundedProduct(5, _parseDecimal('0.2999999999999999999999999999') as never, 'half-even')).toBe(1);
  });
});

describe('_roundsUp', () => {
  it.each([
    [-1, true, 'half-up', false],
    [1, false, 'half-even', true],
    [0, false, 'half-even', false],
    [0, true, 'half-even', true],
    [0, false, 'half-up', true],
  ] as const)('half %i, odd %s, %s → %s', (half, odd, mode, expected) => {
    expect(_roundsUp(half, odd, mode)).toBe(expected);
  });
});

describe('_awardLeftover', () => {
  it('does nothing when nothing is left over', () => {
    const gross = [1, 2];
    _awardLeftover([5, 7], 0, gross);
    expect(gross).toEqual([1, 2]);
  });

  it('gives one centavo to the largest key, the first of equals', () => {
    const gross = [0, 0, 0];
    _awardLeftover([3n, 7n, 7n], 1, gross);
    expect(gross).toEqual([0, 1, 0]);
  });

  it('gives several centavos to the largest keys, ties to the earlier, never to a zero key', () => {
    const gross = [0, 0, 0, 0, 0, 0];
    _awardLeftover([0, 5, 9, 5, 5, 1], 3, gross);
    expect(gross).toEqual([0, 1, 1, 1, 0, 0]);
  });

  it('gives every positive key one when the leftover matches their number', () => {
    const gross = [0, 0, 0];
    _awardLeftover([4, 0, 4], 2, gross);
    expect(gross).toEqual([1, 0, 1]);
  });

  it('agrees with sorting on random keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (keys, seed) => {
          const positive = keys.filter((key) => key > 0).length;
          const count = positive === 0 ? 0 : seed % (positive + 1);
          const gross = keys.map(() => 0);
          _awardLeftover(keys, count, gross);
          const chosen = keys
            .map((key, index) => ({ key, index }))
            .filter(({ key }) => key > 0)
            .sort((a, b) => b.key - a.key || a.index - b.index)
            .slice(0, count)
            .map(({ index }) => index);
          expect(gross).toEqual(keys.map((_, index) => (chosen.includes(index) ? 1 : 0)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('_kthLargest', () => {
  it('finds the k-th largest of numbers and BigInts', () => {
    expect(_kthLargest([5, 1, 9, 5], 1)).toBe(9);
    expect(_kthLargest([5, 1, 9, 5], 3)).toBe(5);
    expect(_kthLargest([5, 1, 9, 5], 4)).toBe(1);
    expect(_kthLargest([2n, 8n, 4n], 2)).toBe(4n);
  });

  it('agrees with sorting', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 60 }),
        fc.nat(),
        (values, seed) => {
          const rank = (seed % values.length) + 1;
          const sorted = [...values].sort((a, b) => b - a);
          expect(_kthLargest([...values], rank)).toBe(sorted[rank - 1]);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('_splitAmountIssue, the rule shared with the request validation', () => {
  it.each([
    ['fixed', 1, undefined],
    ['fixed', LIMITS.amount.max, undefined],
    ['fixed', 0, 'OUT_OF_RANGE.split_fixed'],
    ['fixed', LIMITS.amount.max + 1, 'OUT_OF_RANGE.money_max'],
    ['fixed', 2 ** 53, 'OUT_OF_RANGE.money_max'],
    ['fixed', 1.5, 'INVALID_TYPE.integer'],
    ['fixed', '1', 'INVALID_TYPE.integer'],
    ['percentage', 1, undefined],
    ['percentage', Number.MIN_VALUE, undefined],
    ['percentage', 10, 'OUT_OF_RANGE.percentage'],
    ['percentage', -0, 'OUT_OF_RANGE.percentage'],
    ['percentage', Number.NaN, 'INVALID_TYPE'],
    ['percentage', '0.1', 'INVALID_TYPE'],
    ['other', 5, undefined],
    ['other', '5', 'INVALID_TYPE'],
  ])('%s %s → %s', (type, amount, key) => {
    expect(_splitAmountIssue(type, amount, LIMITS.amount.max)?.key).toBe(key);
  });

  it('gives a fixed share its own out-of-range message, with no range to fill in', () => {
    expect(_splitAmountIssue('fixed', -1, LIMITS.amount.max)).toEqual({
      code: 'OUT_OF_RANGE',
      key: 'OUT_OF_RANGE.split_fixed',
      params: {},
    });
  });

  it('gives keys only for numbers through _splitRuleAmountKey, since a schema checks the type first', () => {
    expect(_splitRuleAmountKey('percentage', 10, LIMITS.amount.max)).toBe('OUT_OF_RANGE.percentage');
    expect(_splitRuleAmountKey('fixed', 1.5, LIMITS.amount.max)).toBe('INVALID_TYPE.integer');
    expect(_splitRuleAmountKey('fixed', '1.5', LIMITS.amount.max)).toBeUndefined();
    expect(_splitRuleAmountKey('fixed', 10, LIMITS.amount.max)).toBeUndefined();
  });
});

describe('_isUuidShape', () => {
  it('accepts any version and letter case, and nothing but 8-4-4-4-12 hex', () => {
    expect(_isUuidShape('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true);
    expect(_isUuidShape('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(_isUuidShape('3f2504e0-4f89-41d3-9a0c-0305e82c330')).toBe(false);
    expect(_isUuidShape('3f2504e0_4f89-41d3-9a0c-0305e82c3301')).toBe(false);
    expect(_isUuidShape('3f2504e0-4f89-41d3-9a0c-0305e82c330z')).toBe(false);
  });

  it('agrees with the usual UUID pattern on generated ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.string({ minLength: 36, maxLength: 36 })), (value) => {
        expect(_isUuidShape(value)).toBe(/^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i.test(value));
      }),
    );
  });

  it('agrees with the usual UUID pattern on UUIDs with one code unit replaced, any code unit', () => {
    // Near misses: a code unit whose low byte is a hex digit's (U+0130, U+FF41) must not pass.
    const codeUnit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0x2d, 0x30, 0x39, 0x41, 0x46, 0x47, 0x61, 0x66, 0x67, 0x130, 0xff41, 0x1030),
    );
    fc.assert(
      fc.property(fc.uuid(), fc.nat({ max: 35 }), codeUnit, (uuid, index, code) => {
        const value = uuid.slice(0, index) + String.fromCharCode(code) + uuid.slice(index + 1);
        expect(_isUuidShape(value)).toBe(/^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i.test(value));
      }),
      { numRuns: 5000 },
    );
  });
});
