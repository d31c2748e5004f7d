// The CLI's exact decimals: the sums and differences it prints next to the engine's rounded figures.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  _exactMinus,
  _exactOfNumber,
  _exactOfText,
  _exactPercent,
  _exactPlus,
  _exactText,
  _exactTimes,
  EXACT_ZERO,
} from '../../src/arithmetic/exact-decimal.js';

const D = Decimal.clone({ precision: 1000, toExpNeg: -9e15, toExpPos: 9e15 });

const text = (value: string) => {
  const exact = _exactOfText(value);
  if (exact === undefined) throw new Error(`not a decimal: ${value}`);
  return exact;
};

describe('exact decimals', () => {
  it('reads a rate as the decimal it spells, 0.1 as one tenth', () => {
    expect(_exactText(text('0.0299'))).toBe('0.0299');
    expect(_exactText(_exactOfNumber(0.1))).toBe('0.1');
    expect(_exactText(text('1e-7'))).toBe('0.0000001');
  });

  it('refuses text that is not a non-negative decimal', () => {
    expect([_exactOfText('abc'), _exactOfText('-1'), _exactOfText('')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('adds 0.1 and 0.2 to exactly 0.3, where binary floating point gives 0.30000000000000004', () => {
    expect(_exactText(_exactPlus(_exactOfNumber(0.1), _exactOfNumber(0.2)))).toBe('0.3');
  });

  it('writes a negative difference with its sign', () => {
    expect(_exactText(_exactMinus(text('1.5'), text('2.25')))).toBe('-0.75');
  });

  it('multiplies exactly and writes a fraction as a percentage', () => {
    expect(_exactText(_exactTimes(text('9999'), text('0.0299')))).toBe('298.9701');
    expect(_exactPercent(text('0.0299'))).toBe('2.99%');
    expect(_exactPercent(EXACT_ZERO)).toBe('0%');
  });

  it('reads NaN and infinities as zero', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY].map((value) => _exactText(_exactOfNumber(value)))).toEqual([
      '0',
      '0',
    ]);
  });

  it('gets back a after adding b then taking b away, for any decimals', () => {
    const decimal = fc.record({
      units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
      scale: fc.nat(20),
    });
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(_exactText(_exactMinus(_exactPlus(a, b), b))).toBe(_exactText(a));
      }),
    );
  });

  it('adds, subtracts and multiplies signed decimals of different scales as decimal.js does', () => {
    const decimal = fc.record({
      units: fc.oneof(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: -99n, max: 99n })),
      scale: fc.nat(20),
    });
    const decimalOf = (value: { units: bigint; scale: number }) =>
      new D(value.units.toString()).div(new D(10).pow(value.scale));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const [x, y] = [decimalOf(a), decimalOf(b)];
        expect([_exactPlus(a, b), _exactMinus(a, b), _exactTimes(a, b)].map(_exactText)).toEqual([
          x.plus(y).toFixed(),
          x.minus(y).toFixed(),
          x.times(y).toFixed(),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a negative number with its sign, as the decimal its shortest string spells', () => {
    // String(-1e-7) is '-1e-7'; String(-12.5) is '-12.5'; -Infinity reads as zero like NaN.
    expect(
      [-0.25, -12.5, -1e-7, -123456789012345680000, -0, Number.NEGATIVE_INFINITY].map((value) =>
        _exactText(_exactOfNumber(value)),
      ),
    ).toEqual(['-0.25', '-12.5', '-0.0000001', '-123456789012345680000', '0', '0']);
  });
});
