import { _BIGINTS, _NUMBERS, type Calculator } from './calculator.js';
import type { DecimalFraction } from './decimal-fraction.js';
import { _roundsUp, type RoundingMode } from './rounding.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Whether `amount × fraction` and its parts are exact in double arithmetic.
 *
 * @param amount - centavos, a positive safe integer.
 * @param fraction - the fraction to multiply by.
 * @returns true when {@link _productParts} with `_NUMBERS` is exact for these two.
 * @example
 * _fitsDoubles(2 ** 52, { digits: '3', units: 3, scale: 1, fast: true, big: undefined })
 * //=> false
 */
export function _fitsDoubles(amount: number, fraction: DecimalFraction): boolean {
  // A true product above MAX_SAFE rounds to at least 2^53, so this comparison never lies.
  return fraction.fast && amount * fraction.units <= MAX_SAFE;
}

/**
 * `amount × fraction` split into its whole part and the numerator of its fractional part over
 * `10^fraction.scale`, in either representation: with `_NUMBERS` exact only when
 * {@link _fitsDoubles} says so, with `_BIGINTS` always.
 *
 * @param calc - the representation.
 * @param amount - centavos, a positive safe integer.
 * @param fraction - the fraction.
 * @returns `[floor, remainder]` with `amount × fraction = floor + remainder / 10^scale`.
 * @example
 * _productParts(_NUMBERS, 1001, { digits: '1', units: 1, scale: 1, fast: true, big: undefined })
 * //=> [100, 1]
 */
export function _productParts<T extends number | bigint>(
  calc: Calculator<T>,
  amount: number,
  fraction: DecimalFraction,
): [floor: T, remainder: T] {
  const product = productOf(calc, amount, fraction);
  const divisor = calc.pow10(fraction.scale);
  const floor = calc.floorDivide(product, divisor);
  return [floor, calc.subtract(product, calc.multiply(floor, divisor))];
}

/** `amount × fraction`'s numerator over `10^fraction.scale`, exactly when the representation is. */
function productOf<T extends number | bigint>(
  calc: Calculator<T>,
  amount: number,
  fraction: DecimalFraction,
): T {
  const numerator = (fraction.big as T | undefined) ?? calc.of(fraction.units);
  return calc.multiply(calc.of(amount), numerator);
}

/**
 * `amount × fraction` rounded to a whole centavo with the rounding mode, exactly: in doubles when
 * they are exact, else in BigInts, one computation either way.
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
  return _fitsDoubles(amount, fraction)
    ? rounded(_NUMBERS, amount, fraction, mode)
    : rounded(_BIGINTS, amount, fraction, mode);
}

function rounded<T extends number | bigint>(
  calc: Calculator<T>,
  amount: number,
  fraction: DecimalFraction,
  mode: RoundingMode,
): number {
  // The parts of _productParts without its pair: this runs on every charge, and the pair is an
  // allocation.
  const product = productOf(calc, amount, fraction);
  const divisor = calc.pow10(fraction.scale);
  const floor = calc.floorDivide(product, divisor);
  const remainder = calc.subtract(product, calc.multiply(floor, divisor));
  const twice = calc.add(remainder, remainder);
  const whole = calc.toNumber(floor);
  // The parity only matters for an exact half; floor ≤ amount is a safe integer.
  const up = twice === divisor ? _roundsUp(0, whole % 2 === 1, mode) : twice > divisor;
  return up ? whole + 1 : whole;
}
