import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  InstallmentOffer,
  QuoteInstallmentsOptions,
  QuoteInstallmentsResult,
} from '../../src/installments/quote-installments.js';
import { quoteInstallments } from '../support/wide-amounts.js';

const RUNS = { numRuns: 400 };

// An independent reference: decimal.js at 80 significant digits, far beyond what the centavo needs.
const D = Decimal.clone({ precision: 80 });
// Wide enough to hold (1 + rate)^24 exactly for every rate generated (at most 26 decimals each).
const EXACT = Decimal.clone({ precision: 1000 });

function offersOf(result: QuoteInstallmentsResult): InstallmentOffer[] {
  if (!result.ok) throw new Error(`expected offers, got ${result.code}: ${result.message}`);
  return result.offers;
}

const rates = fc.oneof(
  fc.integer({ min: 0, max: 2000 }).map((units) => (units / 10000).toString()),
  fc.integer({ min: 1, max: 99999999 }).map((units) => `0.${units.toString().padStart(8, '0')}`),
  // Doubles down to 10^-9: below that, an 80-digit reference can no longer tell (1 + r)^-n from 1.
  fc.double({ min: 1e-9, max: 0.3, noNaN: true }),
);

const quotes = fc
  .record({
    // The least amount, amounts around the default maximum, and the widest a host may set.
    amount: fc.oneof(
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 1, max: 2 ** 40 }),
      fc.constantFrom(1, 2, 23, 9_999_999_999, 10_000_000_000, Number.MAX_SAFE_INTEGER),
    ),
    maxInstallments: fc.integer({ min: 1, max: 24 }),
    interestFreeUpTo: fc.integer({ min: 0, max: 24 }),
    monthlyRate: rates,
    method: fc.constantFrom('price' as const, 'simple' as const),
    rounding: fc.constantFrom('half-even' as const, 'half-up' as const),
    minInstallmentAmount: fc.integer({ min: 0, max: 20_000 }),
    shippingShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ amount, shippingShare, ...options }) => ({
    amount,
    options: {
      ...options,
      interestFreeAmount: Math.floor(amount * shippingShare),
    } as QuoteInstallmentsOptions,
  }));

function roundingOf(options: QuoteInstallmentsOptions): Decimal.Rounding {
  return options.rounding === 'half-up' ? Decimal.ROUND_HALF_UP : Decimal.ROUND_HALF_EVEN;
}

/** Σ cₖ / (1 + r)^k − amount, in decimal.js. */
function discounted(offer: InstallmentOffer, amount: number, rate: Decimal): Decimal {
  let sum = new D(-amount);
  const factor = new D(1).plus(rate);
  for (let k = 1; k <= offer.installments; k++) {
    const payment = k === 1 ? offer.first_installment_amount : offer.installment_amount;
    sum = sum.plus(new D(payment).div(factor.pow(k)));
  }
  return sum;
}

describe('quoteInstallments invariants', () => {
  it('makes the installments of every offer add up to its total exactly', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        for (const offer of offersOf(quoteInstallments(amount, options))) {
          expect(offer.first_installment_amount + offer.installment_amount * (offer.installments - 1)).toBe(
            offer.total,
          );
        }
      }),
      RUNS,
    );
  });

  it('never asks less than the amount, and exactly the amount when interest free', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        for (const offer of offersOf(quoteInstallments(amount, options))) {
          expect(offer.total).toBeGreaterThanOrEqual(amount);
          expect(offer.interest).toBe(offer.total - amount);
          if (offer.interest_free) expect(offer.total).toBe(amount);
        }
      }),
      RUNS,
    );
  });

  it('never lowers the total as the number of installments grows', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        const totals = offersOf(quoteInstallments(amount, options)).map((offer) => offer.total);
        for (let index = 1; index < totals.length; index++) {
          expect(totals[index]).toBeGreaterThanOrEqual(totals[index - 1] as number);
        }
      }),
      RUNS,
    );
  });

  it('offers 1× unless its total passes 2^53 − 1, and 2× or more only at or above the minimum installment', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        const offers = offersOf(quoteInstallments(amount, options));
        // 1× bears interest only when interestFreeUpTo is 0: then it is amount + financed · rate.
        const financed = new EXACT(amount).minus(options.interestFreeAmount ?? 0);
        const oneTotal =
          options.interestFreeUpTo === 0
            ? financed.times(String(options.monthlyRate)).plus(amount).toDecimalPlaces(0, roundingOf(options))
            : new EXACT(amount);
        if (oneTotal.gt(Number.MAX_SAFE_INTEGER)) expect(offers).toEqual([]);
        else expect(offers[0]?.installments).toBe(1);
        for (const offer of offers.slice(1)) {
          const minimum = Math.max(1, options.minInstallmentAmount ?? 0);
          expect(Math.min(offer.installment_amount, offer.first_installment_amount)).toBeGreaterThanOrEqual(
            minimum,
          );
        }
      }),
      RUNS,
    );
  });

  it('matches a decimal.js Tabela Price installment and total to the centavo, exact halves included', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        const rate = new EXACT(String(options.monthlyRate));
        const shipping = new EXACT(options.interestFreeAmount ?? 0);
        const financed = new EXACT(amount).minus(shipping);
        for (const offer of offersOf(quoteInstallments(amount, { ...options, method: 'price' }))) {
          if (offer.interest_free) continue;
          const n = offer.installments;
          // PMT = F · i / (1 − (1 + i)^−n) = F · i · qⁿ / (qⁿ − 1) with q = 1 + i, plus the shipping
          // spread evenly. qⁿ is exact at this precision, so each figure is one correctly rounded
          // division, exact whenever it is an exact half: the rounding mode is then what decides.
          const growth = new EXACT(1).plus(rate).pow(n);
          const total = financed
            .times(rate)
            .times(growth)
            .times(n)
            .plus(shipping.times(growth.minus(1)))
            .div(growth.minus(1));
          const installment = total.div(n);
          expect(offer.installment_amount).toBe(
            installment.toDecimalPlaces(0, roundingOf(options)).toNumber(),
          );
          expect(offer.total).toBe(total.toDecimalPlaces(0, roundingOf(options)).toNumber());
        }
      }),
      RUNS,
    );
  });

  it('rounds an exact half centavo of a Tabela Price total by the mode', () => {
    // 8058750 × 1.1756 = 9473866.5 exactly: half-even keeps the even 9473866, half-up takes 9473867.
    const options = { maxInstallments: 1, interestFreeUpTo: 0, monthlyRate: '0.1756' } as const;

    expect(offersOf(quoteInstallments(8_058_750, options))[0]?.total).toBe(9_473_866);
    expect(offersOf(quoteInstallments(8_058_750, { ...options, rounding: 'half-up' }))[0]?.total).toBe(
      9_473_867,
    );
  });

  it('reports a monthly CET within half a unit of its last place of the true root', () => {
    const half = new D('0.00000000005');
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        for (const offer of offersOf(quoteInstallments(amount, options))) {
          if (offer.interest_free) continue;
          const cet = new D(offer.cet_monthly);
          // The discounted sum falls as the rate rises: the root lies where it crosses zero.
          expect(discounted(offer, amount, cet.minus(half)).gte(0)).toBe(true);
          expect(discounted(offer, amount, cet.plus(half)).lte(0)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('reports the yearly CET as the monthly one compounded over 12 months', () => {
    fc.assert(
      fc.property(quotes, ({ amount, options }) => {
        for (const offer of offersOf(quoteInstallments(amount, options))) {
          const monthly = new D(offer.cet_monthly);
          const yearly = new D(1).plus(monthly).pow(12).minus(1);
          // The monthly figure is itself rounded: 12 (1 + r)^11 bounds how far that moves the yearly one.
          const slack = new D(12)
            .times(new D(1).plus(monthly).pow(11))
            .times('0.00000000005')
            .plus('0.00000000005');
          expect(yearly.minus(offer.cet_yearly).abs().lte(slack)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never throws, whatever the arguments', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (amount, options) => {
        const result = quoteInstallments(amount as number, options as QuoteInstallmentsOptions);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
