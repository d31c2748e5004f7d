// The shortcuts of the hot path against the plain computations they stand in for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _shortestScale } from '../../src/arithmetic/decimal-fraction.js';
import { _awardLeftover } from '../../src/arithmetic/largest-remainder.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { _readMdr } from '../../src/split/read-mdr.js';
import { A, B, fixed, percentage } from './fixtures.js';

describe('_awardLeftover', () => {
  it('looks only at the first `length` shares', () => {
    const gross = [1, 1, 1, 1];
    _awardLeftover([3, 7, 5, 9], 2, gross, 3);
    expect(gross).toEqual([1, 2, 2, 1]);
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

describe('the values remembered between calls', () => {
  it('reads a number MDR the same on a repeat call, and refuses -0 right after 0', () => {
    expect(_readMdr(0.0299)).toEqual(_readMdr(0.0299));
    expect(_readMdr(0)?.fixed).toBe(0);
    expect(_readMdr(-0)).toBeUndefined();
    expect(_readMdr(Number.NaN)).toBeUndefined();
    expect(_readMdr(Number.NaN)).toBeUndefined();
    expect(_readMdr(0.5)?.rate.digits).toBe('5');
  });

  it('applies each call its own rounding and fee bearer, the same MDR in between', () => {
    const rules = [percentage(0.5, A), percentage(0.5, B)];
    const halfEven = computeSplit(1, rules, 0.5);
    const halfUp = computeSplit(1, rules, 0.5, { rounding: 'half-up' });
    const partial = [percentage(0.4, A), percentage(0.4, B)];
    const master = computeSplit(1000, partial, 0.01, { feeBearer: 'master' });
    const first = computeSplit(1000, partial, 0.01);
    expect(halfEven.ok && halfEven.fee).toBe(0);
    expect(halfUp.ok && halfUp.fee).toBe(1);
    expect(master.ok && master.shares.map((share) => share.fee)).toEqual([0, 0]);
    expect(first.ok && first.shares.map((share) => share.fee)).toEqual([10, 0]);
  });

  it('keeps the issues of a failure when later calls fail differently', () => {
    const first = computeSplit(-1, [fixed(1.5)], 0);
    const issuesBefore = first.ok ? [] : first.issues?.map((issue) => issue.path);
    computeSplit(1, [percentage(2)], 'x' as never);
    computeSplit(1.5, undefined, 0);
    expect(first.ok ? [] : first.issues?.map((issue) => issue.path)).toEqual(issuesBefore);
    expect(issuesBefore).toEqual(['amount', 'split.0.amount']);
  });

  it('keeps the issues of a call made from inside a getter apart from the outer call', () => {
    let inner: unknown;
    const rule = {
      recipient_id: A,
      recipient_type: 'merchant',
      type: 'percentage',
      get amount() {
        inner = computeSplit(0, [fixed(-1)], 0);
        return 2;
      },
    };
    const outer = computeSplit(100, [rule as never], 0);
    expect(outer.ok ? [] : outer.issues?.map((issue) => issue.path)).toEqual(['split.0.amount']);
    const innerResult = inner as { issues?: { path: string }[] };
    expect(innerResult.issues?.map((issue) => issue.path)).toEqual(['amount', 'split.0.amount']);
  });
});
