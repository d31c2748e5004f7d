import { _roundRatio } from '../arithmetic/rounding.js';
import { _exactPlan } from './exact-plan.js';
import type { QuoteConfig } from './read-quote-options.js';

/** One offer in whole centavos, before its effective cost is solved. */
export interface PlannedOffer {
  readonly installments: number;
  readonly installment: bigint;
  readonly first: bigint;
  readonly total: bigint;
  readonly free: boolean;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The offers of a quote in whole centavos: each exact installment and total rounded by the mode,
 * the first installment taking the difference, offers below the minimum installment (other than
 * 1×) or past the safe integers left out. Kept apart from the effective cost so that validation,
 * which needs only which counts are offered, does not ship the CET solver.
 *
 * @param amount - the price in centavos, a positive safe integer.
 * @param config - the options, read and checked.
 * @returns the offers, from 1× upwards.
 * @example
 * _planOffers(10000, { maxInstallments: 2, interestFreeUpTo: 2, rate: { num: 0n, den: 1n }, method: 'price', minInstallmentAmount: 0, interestFreeAmount: 0, rounding: 'half-even' })[1]?.installment
 * //=> 5000n
 */
export function _planOffers(amount: number, config: QuoteConfig): PlannedOffer[] {
  const price = BigInt(amount);
  const interestFree = BigInt(config.interestFreeAmount);
  const minimum = BigInt(Math.max(1, config.minInstallmentAmount));
  const offers: PlannedOffer[] = [];
  for (let count = 1; count <= config.maxInstallments; count++) {
    const free = count <= config.interestFreeUpTo || config.rate.num === 0n;
    const plan = _exactPlan(price, interestFree, config.rate, count, config.method, free);
    const installment = _roundRatio(plan.installment, config.rounding);
    const total = _roundRatio(plan.total, config.rounding);
    const first = total - installment * BigInt(count - 1);
    // 1× is the amount itself: a minimum installment limits how a charge is divided, not the charge.
    if (count > 1 && (installment < minimum || first < minimum)) continue;
    if (total > MAX_SAFE) continue;
    offers.push({ installments: count, installment, first, total, free });
  }
  return offers;
}
