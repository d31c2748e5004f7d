import type { Ratio } from '../arithmetic/rounding.js';

/**
 * How interest accrues on the financed part of an installment plan: `price` compounds monthly with
 * equal installments (Tabela Price), `simple` is the linear formula some platforms use.
 *
 * @example
 * INSTALLMENT_METHODS.includes('price')
 * //=> true
 */
export const INSTALLMENT_METHODS = Object.freeze(['price', 'simple'] as const);

/** One of {@link INSTALLMENT_METHODS}. */
export type InstallmentMethod = (typeof INSTALLMENT_METHODS)[number];

/** An exact monthly rate, `num / den` with `den` a power of ten. */
export interface ExactRate {
  readonly num: bigint;
  readonly den: bigint;
}

/** The exact (unrounded) figures of one offer. */
export interface ExactPlan {
  /** What the buyer pays in all. */
  readonly total: Ratio;
  /** One installment: `total / installments`. */
  readonly installment: Ratio;
}

/**
 * The exact total and installment of paying `amount` in `count` installments, as rationals: the
 * rate is a decimal, so powers of `1 + rate` are fractions of integers and BigInt holds them exactly.
 *
 * - interest free: the total is the amount;
 * - `price` (Tabela Price): the financed part `F = amount − interestFree` pays the annuity
 *   `F · i / (1 − (1 + i)^−n)` each month, and the interest-free part is spread evenly;
 * - `simple`: the financed part pays `F · (1 + i · n)` in all, spread evenly.
 *
 * @param amount - the price in centavos.
 * @param interestFree - centavos that bear no interest (shipping), at most `amount`.
 * @param rate - the monthly rate.
 * @param count - the number of installments, 1 or more.
 * @param method - how interest accrues.
 * @param free - whether this offer bears no interest.
 * @returns the exact total and installment.
 * @example
 * _exactPlan(10000n, 0n, { num: 1n, den: 100n }, 2, 'simple', false).total
 * //=> { num: 1020000n, den: 100n }
 */
export function _exactPlan(
  amount: bigint,
  interestFree: bigint,
  rate: ExactRate,
  count: number,
  method: InstallmentMethod,
  free: boolean,
): ExactPlan {
  const n = BigInt(count);
  if (free || rate.num === 0n) {
    return { total: { num: amount, den: 1n }, installment: { num: amount, den: n } };
  }
  const financed = amount - interestFree;
  if (method === 'simple') {
    const num = amount * rate.den + financed * rate.num * n;
    return { total: { num, den: rate.den }, installment: { num, den: rate.den * n } };
  }
  // With q = (den + num) / den: PMT = F · (num / den) · q^n / (q^n − 1), and q^n = a / b.
  const a = (rate.den + rate.num) ** n;
  const b = rate.den ** n;
  const growth = rate.den * (a - b);
  const num = financed * rate.num * a * n + interestFree * growth;
  return { total: { num, den: growth }, installment: { num, den: growth * n } };
}
