import { _pow10Big } from '../arithmetic/calculator.js';
import { _roundRatio } from '../arithmetic/rounding.js';
import type { _Rate } from './read-terms.js';

/**
 * A term applied `count / per` times, rounded once to the centavo (half-even, ABNT NBR 5891):
 * `units / 10^scale` centavos each time when fixed, that fraction of `original` when a percentage.
 * Exact: the whole product is one BigInt ratio, so no part is rounded twice.
 *
 * @param rate - the term's amount.
 * @param original - the original amount in centavos.
 * @param count - how many days (or 1 for a one-off fee), 0 or more.
 * @param per - the days the rate is stated for (1 per day, 30 per month of calendar days, …).
 * @returns the centavos.
 * @example
 * _rateAmount({ fixed: false, units: 2n, scale: 2 }, 12345, 1, 1) // 2% of R$ 123,45
 * //=> 247
 */
export function _rateAmount(rate: _Rate, original: number, count: number, per: number): number {
  const base = rate.fixed ? 1n : BigInt(original);
  const num = base * rate.units * BigInt(count);
  const den = _pow10Big(rate.scale) * BigInt(per);
  return Number(_roundRatio({ num, den }, 'half-even'));
}
