// Installment workloads: quoteInstallments (12 offers, 3 interest free, Tabela Price at a random
// monthly rate) against the plain-float quote, and how often, and by how many centavos, the float
// quote's installments and totals differ from the exact ones over many random quotes. Interleaved
// rounds, in a shuffled order; the ratio is the median of the per-round ratios, with min and max.
import { quoteInstallments } from '../dist/index.js';
import { floatQuote } from './baselines/installments-float.mjs';
import { cycling, interleaved } from './lib/interleave.mjs';
import { QUICK } from './lib/measure.mjs';

// A fixed linear congruential generator: the same quotes on every run and machine.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function quoteCases(count, seed, maxAmount = 5_000_000) {
  const random = generator(seed);
  const cases = [];
  for (let index = 0; index < count; index++) {
    const amount = 100 + Math.floor(random() * maxAmount);
    // Rates of 0.50% to 7.99% a month, with four decimals, as acquirers publish them.
    const monthlyRate = (50 + Math.floor(random() * 750)) / 10_000;
    const interestFreeAmount = random() < 0.3 ? Math.floor(random() * Math.min(amount, 5000)) : 0;
    cases.push({
      amount,
      options: {
        maxInstallments: 12,
        interestFreeUpTo: 3,
        monthlyRate: monthlyRate.toFixed(4),
        interestFreeAmount,
        rounding: 'half-up',
      },
    });
  }
  return cases;
}

/** Compares the float quote with the exact one on `count` random quotes. */
export function floatErrors(count, maxAmount) {
  let offers = 0;
  let wrongOffers = 0;
  let wrongQuotes = 0;
  let maxError = 0;
  let wrongTotals = 0;
  for (const { amount, options } of quoteCases(count, 42, maxAmount)) {
    // Amounts up to R$ 1 billion show where floats drift: past the default maximum amount.
    const exact = quoteInstallments(amount, { ...options, maxAmount: Number.MAX_SAFE_INTEGER });
    if (!exact.ok) throw new Error(exact.message);
    const float = floatQuote(amount, options);
    let wrong = false;
    for (const offer of exact.offers) {
      const theirs = float.find((candidate) => candidate.installments === offer.installments);
      offers++;
      const error = Math.max(
        Math.abs(theirs.installment_amount - offer.installment_amount),
        Math.abs(theirs.first_installment_amount - offer.first_installment_amount),
        Math.abs(theirs.total - offer.total),
      );
      if (theirs.total !== offer.total) wrongTotals++;
      if (error > 0) {
        wrongOffers++;
        wrong = true;
        maxError = Math.max(maxError, error);
      }
    }
    if (wrong) wrongQuotes++;
  }
  return {
    quotes: count,
    maxAmount,
    offers,
    wrongOffers,
    wrongTotals,
    wrongQuotes,
    maxErrorCentavos: maxError,
  };
}

export async function installmentWorkloads() {
  // Half the quotes at checkout amounts (up to R$ 50.000), half up to R$ 1 bilhão, where doubles
  // run out of digits; the same rounding (half-up, Math.round's) on both sides.
  const count = QUICK ? 2_000 : 50_000;
  const errors = [floatErrors(count, 5_000_000), floatErrors(count, 100_000_000_000)];
  for (const error of errors) {
    console.log(
      `float quote vs exact, ${error.quotes} random quotes up to ${error.maxAmount} centavos (${error.offers} offers): ` +
        `${error.wrongOffers} offers off (${error.wrongTotals} totals) in ${error.wrongQuotes} quotes; ` +
        `largest error ${error.maxErrorCentavos} centavo(s)`,
    );
  }
  const cases = quoteCases(1000, 7);
  const inputs = cycling(cases);
  const { rows, ratios } = interleaved(
    [
      { name: 'quoteInstallments 12 offers', fn: (c) => quoteInstallments(c.amount, c.options), inputs },
      { name: 'plain-float quote 12 offers', fn: (c) => floatQuote(c.amount, c.options), inputs },
    ],
    [
      {
        name: 'quoteInstallments 12 offers vs plain float (speed ratio)',
        baseline: 'plain-float quote 12 offers',
        candidate: 'quoteInstallments 12 offers',
      },
    ],
  );
  return { rows, ratios, errors };
}
