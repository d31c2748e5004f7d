import { _deepFreeze } from '../shared/freeze.js';
/**
 * How a value exactly halfway between two centavos is rounded: `half-even` sends it to the even
 * neighbour (ABNT NBR 5891, banker's rounding), `half-up` away from zero. Anything else is nearest.
 */
export const ROUNDING_MODES = /* @__PURE__ */ _deepFreeze(['half-even', 'half-up'] as const);

/** One of {@link ROUNDING_MODES}. */
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** The rounding mode used when none is asked for. */
export const DEFAULT_ROUNDING: RoundingMode = 'half-even';

/**
 * Decides whether `q + r / d` (with `0 <= r < d`) rounds up to `q + 1` rather than down to `q`.
 * The caller compares `2r` with `d` in whatever arithmetic is exact for it (number or BigInt) and
 * passes only the sign, so this one function holds the policy for both.
 *
 * @param half - the sign of `2r − d`: negative below the half, 0 exactly on it, positive above.
 * @param quotientIsOdd - whether `q` is odd; only consulted on an exact half under `half-even`.
 * @param mode - the rounding mode.
 * @returns true when the value rounds to `q + 1`.
 * @example
 * _roundsUp(0, false, 'half-even')
 * //=> false
 */
export function _roundsUp(half: number, quotientIsOdd: boolean, mode: RoundingMode): boolean {
  if (half !== 0) return half > 0;
  return mode === 'half-up' || quotientIsOdd;
}

/** An exact non-negative rational number: a numerator over a positive denominator. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * Rounds a non-negative ratio to a whole number with the rounding mode, exactly.
 *
 * @param value - the ratio, numerator 0 or more, denominator above 0.
 * @param mode - how an exact half rounds.
 * @returns the nearest whole number (an exact half by the mode).
 * @example
 * _roundRatio({ num: 5n, den: 2n }, 'half-even')
 * //=> 2n
 */
export function _roundRatio(value: Ratio, mode: RoundingMode): bigint {
  const quotient = value.num / value.den;
  const twice = 2n * (value.num % value.den);
  const half = twice === value.den ? 0 : twice > value.den ? 1 : -1;
  return _roundsUp(half, quotient % 2n === 1n, mode) ? quotient + 1n : quotient;
}
