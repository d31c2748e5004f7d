// The allocation-free helpers of the table path against the general helpers they stand in for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _shortestScale } from '../../src/split/decimal-fraction.js';
import { _awardLeftover, _awardLeftoverKeys } from '../../src/split/largest-remainder.js';

/** Keys as a table holds them: integers below 10^15, many ties, some zeros, and a leftover that fits. */
const tableKeys = fc
  .array(
    fc.oneof(
      fc.constantFrom(0, 5e14, 1, 999_999_999_999_999),
      fc.integer({ min: 0, max: 20 }).map((n) => n * 1e13),
    ),
    {
      minLength: 1,
      maxLength: 100,
    },
  )
  .chain((keys) =>
    fc.record({
      keys: fc.constant(keys),
      count: fc.integer({ min: 0, max: keys.filter((key) => key > 0).length }),
    }),
  );

describe('_awardLeftoverKeys', () => {
  it('gives the same centavos to the same shares as _awardLeftover', () => {
    fc.assert(
      fc.property(tableKeys, ({ keys, count }) => {
        const expected = keys.map(() => 10);
        _awardLeftover(keys, count, expected);
        const gross = new Float64Array(keys.length).fill(10);
        _awardLeftoverKeys(Float64Array.from(keys), count, gross, keys.length);
        expect(Array.from(gross)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('looks only at the first `length` shares of a reused table', () => {
    const gross = new Float64Array([1, 1, 1, 1]);
    _awardLeftoverKeys(new Float64Array([3, 7, 5, 9]), 2, gross, 3);
    expect(Array.from(gross)).toEqual([1, 2, 2, 1]);
  });
});

/** The scale search as it was: every scale from 0, one round trip each. */
function shortestScaleByLoop(value: number): number {
  for (let scale = 0; scale <= 15; scale++) {
    const power = 10 ** scale;
    if (Math.round(value * power) / power === value) return scale;
  }
  return -1;
}

describe('_shortestScale', () => {
  it('finds the scale the plain search finds, on short decimals, ties, and any double in [0, 1]', () => {
    const shortDecimals = fc
      .tuple(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => Math.min(1, units / 10 ** scale));
    const values = fc.oneof(
      shortDecimals,
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(0, -0, 1, 0.1 + 0.2, 1e-4, 0.00005, 0.99995, 5e-324, Number.NaN, 1.0001, 2, -0.5),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(_shortestScale(value)).toBe(shortestScaleByLoop(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('finds the scale of the plain search for every fraction of at most 5 decimals', () => {
    for (let units = 0; units <= 100_000; units++) {
      const value = units / 100_000;
      expect(_shortestScale(value)).toBe(shortestScaleByLoop(value));
    }
  });
});
