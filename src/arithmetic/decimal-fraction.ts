import { POW10 } from './calculator.js';
/**
 * An exact non-negative decimal number, `units / 10^scale`, in lowest decimal terms: `0.10` and
 * `1e-1` both become `{ digits: '1', scale: 1 }`, so two equal values always have the same scale.
 */
export interface DecimalFraction {
  /** The integer numerator as decimal digits: no leading zeros, `'0'` for zero. Always exact. */
  readonly digits: string;
  /** The numerator as a JS number; exact only when {@link DecimalFraction.fast} is true. */
  readonly units: number;
  /** Power of ten of the denominator, 0 or more. */
  readonly scale: number;
  /** `scale` and `units` are at most 15 digits, so double arithmetic on them stays exact. */
  readonly fast: boolean;
  /** The numerator as a BigInt when not `fast`, parsed once here rather than on every product. */
  readonly big: bigint | undefined;
}

/**
 * Largest scale whose power of ten and whose numerators stay exact in a double together with the
 * remainders built on them: 10^15 < 2^53, and twice a remainder below 10^15 is still exact.
 */
export const MAX_FAST_SCALE = 15;

// A JS number needs at most 340 (5e-324 has scale 324, 17 digits at most); strings get some room
// beyond that but not enough to make a BigInt power of ten expensive.
const MAX_SCALE = 400;
const MAX_TEXT_LENGTH = 512;
const MAX_EXPONENT_DIGITS = 4;

const ZERO: DecimalFraction = { digits: '0', units: 0, scale: 0, fast: true, big: undefined };

/**
 * Reads a plain decimal string exactly: digits, optionally `.` and digits, optionally an exponent
 * (`e-7`), the grammar `String(n)` produces for a non-negative number. No sign, no spaces.
 *
 * @param text - the decimal text, like `'0.0299'` or `'1.5e-7'`.
 * @returns the exact value, or `undefined` when the text is not such a decimal or its scale exceeds
 *   what the engine accepts.
 * @example
 * _parseDecimal('0.0299')
 * //=> { digits: '299', units: 299, scale: 4, fast: true, big: undefined }
 */
export function _parseDecimal(text: string): DecimalFraction | undefined {
  const length = text.length;
  if (length === 0 || length > MAX_TEXT_LENGTH) return undefined;
  // One pass over the mantissa notes where the significant digits start and end and adds them up,
  // so the common case needs neither a concatenation nor a Number(string).
  let first = -1;
  let last = -1;
  let point = -1;
  let sum = 0;
  let summed = 0;
  let i = 0;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 /* . */) {
      if (point !== -1 || i === 0) return undefined;
      point = i;
      continue;
    }
    if (code < 48 || code > 57) break;
    if (code !== 48) last = i;
    if (first === -1 && code !== 48) first = i;
    if (first !== -1) {
      sum = sum * 10 + code - 48;
      summed++;
    }
  }
  const mantissaEnd = i;
  if (mantissaEnd === 0 || point === mantissaEnd - 1) return undefined;
  let exponent = 0;
  if (i < length) {
    const e = text.charCodeAt(i);
    if (e !== 101 /* e */ && e !== 69 /* E */) return undefined;
    const s = text.charCodeAt(++i);
    const sign = s === 45 /* - */ ? -1 : 1;
    if (s === 43 /* + */ || s === 45) i++;
    const exponentStart = i;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code < 48 || code > 57) return undefined;
      exponent = exponent * 10 + code - 48;
    }
    if (i === exponentStart || i - exponentStart > MAX_EXPONENT_DIGITS) return undefined;
    exponent *= sign;
  }
  if (first === -1) return ZERO;
  const pointAt = point === -1 ? mantissaEnd : point;
  // Digits after the point up to the last significant one; negative when zeros end the integer part.
  let scale = (last > pointAt ? last - pointAt : last - pointAt + 1) - exponent;
  if (scale > MAX_SCALE || scale < -MAX_SCALE) return undefined;
  let digits =
    first < pointAt && last > pointAt
      ? text.slice(first, pointAt) + text.slice(pointAt + 1, last + 1)
      : text.slice(first, last + 1);
  // `sum` also counted the zeros after the last significant digit; it is exact while within 15 digits.
  const trailing = summed - digits.length;
  let units = summed <= MAX_FAST_SCALE ? sum / (POW10[trailing] as number) : Number(digits);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    units = Number(digits);
    scale = 0;
  }
  const fast = scale <= MAX_FAST_SCALE && digits.length <= MAX_FAST_SCALE;
  return { digits, units, scale, fast, big: fast ? undefined : BigInt(digits) };
}

/**
 * The smallest scale `s ≤ 15` at which a number in [0, 1] is an exact decimal `units / 10^s` that
 * reads back as the same double, which is the decimal `String(value)` spells: for a value at most 1
 * two decimals of one scale up to 15 are further apart than the doubles around it, so at most one
 * reads back, and `Math.round(value × 10^s)` finds it.
 *
 * @param value - a number in [0, 1].
 * @returns the scale, or -1 when the value needs more than 15 decimals (then read `String(value)`).
 * @example
 * _shortestScale(0.0299)
 * //=> 4
 */
export function _shortestScale(value: number): number {
  // Scale 4 first, for the percentages most rules have: a decimal of 4 places or fewer is also one of
  // 4 places, so one round trip at scale 4 finds it, and its scale is 4 less the numerator's trailing
  // zeros. A division per scale tried was most of the cost of reading a percentage.
  const units = Math.round(value * 1e4);
  if (units / 1e4 === value) {
    let scale = 4;
    for (let rest = units; scale > 0 && rest % 10 === 0; scale--) rest /= 10;
    return scale;
  }
  // No decimal of 4 places or fewer reads back as this double: the search goes on from 5.
  for (let scale = 5; scale <= MAX_FAST_SCALE; scale++) {
    const power = POW10[scale] as number;
    if (Math.round(value * power) / power === value) return scale;
  }
  return -1;
}

/**
 * Reads a finite non-negative JS number as the decimal it spells: its shortest round-trip string,
 * so `0.1` is exactly 1/10 and `1e-7` exactly 1/10^7, never the binary double behind them.
 *
 * @param value - a finite number, 0 or more.
 * @returns the exact decimal value of `String(value)`.
 * @example
 * _fractionOfNumber(0.1)
 * //=> { digits: '1', units: 1, scale: 1, fast: true, big: undefined }
 */
export function _fractionOfNumber(value: number): DecimalFraction {
  const scale = value <= 1 ? _shortestScale(value) : -1;
  // Every finite non-negative number's String() fits the grammar and the scale limit (at most 340).
  if (scale === -1) return _parseDecimal(String(value)) as DecimalFraction;
  const units = Math.round(value * (POW10[scale] as number));
  return { digits: String(units), units, scale, fast: true, big: undefined };
}
