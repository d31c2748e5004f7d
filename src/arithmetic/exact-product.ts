import type { DecimalFraction } from './decimal-fraction.js';
import { _roundsUp, type RoundingMode } from './rounding.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** 10^0 … 10^15 as doubles: all exact. */
export const POW10: readonly number[] = [
  1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

// Powers of ten asked for so far: keyed on library-made values (the scales of fractions, at most
// 400, the decimal reader's limit), so the list is bounded and holds no request data.
const POW10_BIG: bigint[] = [1n];

/**
 * 10^exponent as a BigInt, remembered: the engine asks for the same few powers on every call.
 *
 * @param exponent - a non-negative integer (at most a few hundred).
 * @returns 10 to that power.
 * @example
 * _pow10Big(3)
 * //=> 1000n
 */
export function _pow10Big(exponent: number): bigint {
  for (let next = POW10_BIG.length; next <= exponent; next++)
    POW10_BIG[next] = (POW10_BIG[next - 1] as bigint) * 10n;
  return POW10_BIG[exponent] as bigint;
}

/**
 * `amount × fraction` split into its whole part and the numerator of its fractional part over
 * `10^fraction.scale`, in doubles. Exact only when the caller checked {@link _fitsDoubles}.
 *
 * @param amount - centavos, a positive safe integer.
 * @param fraction - a fast fraction.
 * @returns `[floor, remainder]` with `amount × fraction = floor + remainder / 10^scale`.
 * @example
 * _productSmall(1001, { digits: '1', units: 1, scale: 1, fast: true, big: undefined })
 * //=> [100, 1]
 */
export function _productSmall(amount: number, fraction: DecimalFraction): [floor: number, remainder: number] {
  const product = amount * fraction.units;
  const divisor = POW10[fraction.scale] as number;
  const floor = _floorDivide(product, divisor);
  return [floor, product - floor * divisor];
}

/**
 * `⌊product / divisor⌋` for a safe integer product and a whole divisor up to 10^15, exactly and
 * without `%`, which on doubles is a call into the C library: the quotient in doubles is at most
 * one above the floor (it can round up across an integer, never down), which the remainder's sign
 * tells.
 *
 * @param product - a non-negative safe integer.
 * @param divisor - a whole number from 1 to 10^15 (a power of ten in the split engine).
 * @returns the exact floor of the quotient.
 * @example
 * _floorDivide(12345, 100)
 * //=> 123
 */
export function _floorDivide(product: number, divisor: number): number {
  // `floor × divisor` is exact while it stays within 2^53, which this bound guarantees.
  if (product > FLOOR_LIMIT) return (product - (product % divisor)) / divisor;
  const floor = Math.floor(product / divisor);
  return product - floor * divisor < 0 ? floor - 1 : floor;
}

const FLOOR_LIMIT = MAX_SAFE - 1e15;

/**
 * Whether `amount × fraction` and its parts are exact in double arithmetic.
 *
 * @param amount - centavos, a positive safe integer.
 * @param fraction - the fraction to multiply by.
 * @returns true when {@link _productSmall} is exact for these two.
 * @example
 * _fitsDoubles(2 ** 52, { digits: '3', units: 3, scale: 1, fast: true, big: undefined })
 * //=> false
 */
export function _fitsDoubles(amount: number, fraction: DecimalFraction): boolean {
  // A true product above MAX_SAFE rounds to at least 2^53, so this comparison never lies.
  return fraction.fast && amount * fraction.units <= MAX_SAFE;
}

/**
 * `amount × fraction` as whole part and remainder numerator over `10^fraction.scale`, in BigInt:
 * exact for every amount and fraction.
 *
 * @param amount - centavos, a positive safe integer.
 * @param fraction - any fraction.
 * @returns `[floor, remainder]`; `floor` fits a number whenever `fraction <= 1`.
 * @example
 * _productBig(2 ** 53 - 1, { digits: '5', units: 5, scale: 1, fast: true, big: undefined })
 * //=> [4503599627370495n, 5n]
 */
export function _productBig(amount: number, fraction: DecimalFraction): [floor: bigint, remainder: bigint] {
  const product = BigInt(amount) * (fraction.big ?? BigInt(fraction.units));
  const divisor = _pow10Big(fraction.scale);
  return [product / divisor, product % divisor];
}

/**
 * `amount × fraction` rounded to a whole centavo with the rounding mode, exactly.
 *
 * @param amount - centavos, a positive safe integer.
 * @param fraction - a fraction below 1 (the MDR rate), so the result is at most `amount`.
 * @param mode - the rounding mode for an exact half.
 * @returns the rounded product.
 * @example
 * _roundedProduct(150, { digits: '1', units: 1, scale: 2, fast: true, big: undefined }, 'half-even')
 * //=> 2
 */
export function _roundedProduct(amount: number, fraction: DecimalFraction, mode: RoundingMode): number {
  if (fraction.units === 0) return 0;
  if (_fitsDoubles(amount, fraction)) {
    // `_productSmall` inlined by hand: this runs on every charge, and its pair is an allocation.
    const product = amount * fraction.units;
    const divisor = POW10[fraction.scale] as number;
    const floor = _floorDivide(product, divisor);
    const half = 2 * (product - floor * divisor) - divisor;
    // The parity only matters for an exact half.
    const up = half !== 0 ? half > 0 : _roundsUp(0, floor % 2 === 1, mode);
    return up ? floor + 1 : floor;
  }
  const parts = _productBig(amount, fraction);
  const floor = parts[0];
  const remainder = parts[1];
  const twice = 2n * remainder;
  const divisor = _pow10Big(fraction.scale);
  const half = twice === divisor ? 0 : twice > divisor ? 1 : -1;
  const whole = Number(floor);
  return _roundsUp(half, floor % 2n === 1n, mode) ? whole + 1 : whole;
}
