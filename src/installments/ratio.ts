import { _roundsUp, type RoundingMode } from '../split/rounding.js';

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

/**
 * Writes `units / 10^digits` in plain decimal, without trailing zeros: the text form of a rate.
 *
 * @param units - a non-negative whole number.
 * @param digits - the number of decimal places `units` counts in.
 * @returns the decimal text, `'0'` for zero.
 * @example
 * _decimalText(199000000n, 10)
 * //=> '0.0199'
 */
export function _decimalText(units: bigint, digits: number): string {
  const text = units.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  let end = text.length;
  while (end > text.length - digits && text.charCodeAt(end - 1) === 48) end--;
  const fraction = text.slice(text.length - digits, end);
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * Whether `quotient + fraction` rounds up, given the sign of `2 · fraction − 1`: the BigInt form of
 * the split engine's rounding policy.
 *
 * @param half - negative below the half, 0 on it, positive above.
 * @param quotient - the whole part.
 * @param mode - how an exact half rounds.
 * @returns true when the value rounds to `quotient + 1`.
 * @example
 * _roundsUpAt(0, 3n, 'half-even')
 * //=> true
 */
export function _roundsUpAt(half: number, quotient: bigint, mode: RoundingMode): boolean {
  return _roundsUp(half, quotient % 2n === 1n, mode);
}
