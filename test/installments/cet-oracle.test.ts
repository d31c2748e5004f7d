// The effective cost (CET) of an offer against a reference that shares nothing with the solver:
// decimal.js at 120 significant digits, the root of Σ cₖ / (1 + r)^k = amount found by plain
// bisection to 10^-60, then rounded to 10 places with decimal.js's own rounding modes. The CET is
// the rate that discounts the installments to the amount financed (Banco Central do Brasil,
// Resolução CMN nº 3.517, de 6 de dezembro de 2007, art. 1º §1º; its yearly figure is the monthly one
// compounded over 12 months, as the resolution's annex writes it).
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoundingMode } from '../../src/arithmetic/rounding.js';
import { _effectiveCost, type Flows } from '../../src/installments/cet.js';

const D = Decimal.clone({ precision: 120 });
const WIDTH = new D('1e-60');
const ROUNDING = { 'half-even': Decimal.ROUND_HALF_EVEN, 'half-up': Decimal.ROUND_HALF_UP } as const;

/** Σ cₖ (1 + r)^-k − amount: falls as the rate rises. */
function discounted(flows: Flows, rate: Decimal): Decimal {
  const discount = new D(1).div(new D(1).plus(rate));
  let factor = new D(1);
  let sum = new D(String(-flows.amount));
  for (let k = 1; k <= flows.count; k++) {
    factor = factor.times(discount);
    sum = sum.plus(factor.times(String(k === 1 ? flows.first : flows.rest)));
  }
  return sum;
}

/** The monthly rate, to 10^-60, by bisection from [0, 1], the upper end doubled until it is past the root. */
function rootOf(flows: Flows): Decimal {
  let low = new D(0);
  let high = new D(1);
  while (discounted(flows, high).gte(0)) high = high.times(2);
  while (high.minus(low).gt(WIDTH)) {
    const middle = low.plus(high).div(2);
    if (discounted(flows, middle).gte(0)) low = middle;
    else high = middle;
  }
  return low;
}

function rounded(value: Decimal, mode: RoundingMode): Decimal {
  return value.toDecimalPlaces(10, ROUNDING[mode]);
}

// Offers as a lender writes them: an amount, a count of 1 to 24, a Price installment at a monthly
// rate up to 20% rounded up to the centavo, and a first installment that may carry a few centavos more.
const flows = fc
  .record({
    amount: fc.oneof(fc.bigInt({ min: 100n, max: 10n ** 7n }), fc.bigInt({ min: 100n, max: 10n ** 12n })),
    count: fc.integer({ min: 1, max: 24 }),
    rate: fc.integer({ min: 1, max: 2000 }).map((units) => new D(units).div(10_000)),
    extra: fc.bigInt({ min: 0n, max: 30n }),
  })
  .map(({ amount, count, rate, extra }): Flows => {
    const factor = new D(1).minus(new D(1).plus(rate).pow(-count));
    const rest = BigInt(new D(String(amount)).times(rate).div(factor).ceil().toFixed(0));
    return { amount, first: rest + extra, rest, count };
  })
  .filter((offer) => offer.first + offer.rest * BigInt(offer.count - 1) > offer.amount);

describe('the effective cost against a decimal reference', () => {
  it('rounds the monthly rate of any offer as the reference does, in both modes', () => {
    fc.assert(
      fc.property(flows, fc.constantFrom<RoundingMode>('half-even', 'half-up'), (offer, mode) => {
        const root = rootOf(offer);

        expect(new D(_effectiveCost(offer, mode).monthly).eq(rounded(root, mode))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('rounds the yearly rate from the true monthly root, not from its rounded figure', () => {
    fc.assert(
      fc.property(flows, fc.constantFrom<RoundingMode>('half-even', 'half-up'), (offer, mode) => {
        const yearly = new D(1).plus(rootOf(offer)).pow(12).minus(1);

        expect(new D(_effectiveCost(offer, mode).yearly).eq(rounded(yearly, mode))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('finds the yearly figure that a bracket of 10^-12 leaves undecided', () => {
    // 10^14 financed, repaid by one payment at r = 0.00400000299973 a month: r lies between
    // 0.004000002999 and 0.004000003, and (1 + r)^12 − 1 rounds to different tenth places at those
    // two ends, so only the finer search (10^-20) decides the yearly figure.
    const offer: Flows = { amount: 10n ** 14n, first: 10n ** 14n + 400_000_299_973n, rest: 0n, count: 1 };
    const ends = ['0.004000002999', '0.004000003'].map((rate) =>
      rounded(new D(1).plus(rate).pow(12).minus(1), 'half-even').toFixed(),
    );
    const yearly = new D(1).plus(rootOf(offer)).pow(12).minus(1);

    expect(ends[0]).not.toBe(ends[1]);
    expect(_effectiveCost(offer, 'half-even')).toEqual({
      monthly: '0.004000003',
      yearly: rounded(yearly, 'half-even').toFixed(),
    });
  });
});

describe('the effective cost on an exact half of its last place', () => {
  // One payment of amount (1 + r): the root is r exactly, a rational the reference need not guess.
  const oneInstallment = (amount: bigint, interest: bigint): Flows => ({
    amount,
    first: amount + interest,
    rest: 0n,
    count: 1,
  });

  it('keeps an even last place under half-even and rounds up under half-up', () => {
    // r = 10 / (2·10^11) = 0.00000000005: exactly half of the tenth place, after an even 0.
    const offer = oneInstallment(2n * 10n ** 11n, 10n);

    expect(_effectiveCost(offer, 'half-even')).toEqual({ monthly: '0', yearly: '0.0000000006' });
    expect(_effectiveCost(offer, 'half-up')).toEqual({ monthly: '0.0000000001', yearly: '0.0000000006' });
  });

  it('rounds an exact half after an odd last place up in both modes', () => {
    // r = 30 / (2·10^11) = 0.00000000015: half-even goes to the even 0.0000000002.
    const offer = oneInstallment(2n * 10n ** 11n, 30n);

    expect(_effectiveCost(offer, 'half-even').monthly).toBe('0.0000000002');
    expect(_effectiveCost(offer, 'half-up').monthly).toBe('0.0000000002');
  });

  it('rounds a rate just past the half up in both modes', () => {
    // r = 501 / 10^13 = 0.0000000000501: one grid step of 10^-12 above the half of 10^-10.
    const offer = oneInstallment(10n ** 13n, 501n);

    expect(_effectiveCost(offer, 'half-even').monthly).toBe('0.0000000001');
    expect(_effectiveCost(offer, 'half-up').monthly).toBe('0.0000000001');
  });
});

describe('the effective cost from any starting guess', () => {
  // The floating-point guess only says where the exact search starts: the bracket it finds is the
  // same from anywhere, so a wrong guess costs steps, never a centavo of CET.
  const guesses = fc.oneof(
    fc.double(), // NaN, ±Infinity, -0, subnormals and huge values among them
    fc.double({ min: 0, max: 2, noNaN: true }),
    fc.constantFrom(0, 1e-12, 999.999, 1e3, -1e-12),
  );

  it('gives the same effective cost from any starting guess', () => {
    fc.assert(
      fc.property(
        flows,
        guesses,
        fc.constantFrom<RoundingMode>('half-even', 'half-up'),
        (offer, guess, mode) => {
          expect(_effectiveCost(offer, mode, guess)).toEqual(_effectiveCost(offer, mode));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same effective cost from a guess on either side of the root, one grid step away', () => {
    const offer: Flows = { amount: 10n ** 14n, first: 10n ** 14n + 400_000_299_973n, rest: 0n, count: 1 };
    const root = 0.00400000299973;

    for (const guess of [root - 1e-12, root, root + 1e-12, root * 2, root / 2])
      expect(_effectiveCost(offer, 'half-even', guess)).toEqual(_effectiveCost(offer, 'half-even'));
  });

  it('finds a root that lies on the search grid itself from any guess, on it or away from it', () => {
    // r = 10 / (2·10^11) = 0.00000000005, exactly 50 steps of the first grid (10^-12) and exactly
    // half of the tenth place: the search must stop on the root, where the sum is 0, whether it
    // starts there (the guess 5e-11), lands on it galloping up (19 + 1 + 2 + 4 + 8 + 16 = 50, and
    // 49 + 1), or comes to it halving a bracket (from 0, or from far above).
    const offer: Flows = { amount: 2n * 10n ** 11n, first: 2n * 10n ** 11n + 10n, rest: 0n, count: 1 };

    for (const guess of [5e-11, 1.9e-11, 4.9e-11, 0, 1e-12, 0.01, 0.5]) {
      expect(_effectiveCost(offer, 'half-up', guess)).toEqual({
        monthly: '0.0000000001',
        yearly: '0.0000000006',
      });
      expect(_effectiveCost(offer, 'half-even', guess)).toEqual({ monthly: '0', yearly: '0.0000000006' });
    }
  });
});
