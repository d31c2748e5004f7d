import { _fractionOfNumber, _parseDecimal } from './decimal-fraction.js';
import { _decimalText } from './decimal-text.js';

/**
 * An exact signed decimal `units / 10^scale` (`scale >= 0`), for sums and differences of exact
 * shares and fees, which may be negative or exceed 2^53: what the CLI shows next to the library's
 * rounded figures. Read with the engine's own decimal reader, so `0.1` is one tenth.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Zero. */
export const EXACT_ZERO: ExactDecimal = { units: 0n, scale: 0 };

/**
 * Reads a non-negative decimal string exactly (`'0.0299'`, `'1e-7'`), as the engine reads an MDR rate.
 *
 * @param text - the decimal text.
 * @returns the exact value, or `undefined` when `text` is not such a decimal.
 * @example
 * _exactOfText('0.0299')
 * //=> { units: 299n, scale: 4 }
 */
export function _exactOfText(text: string): ExactDecimal | undefined {
  const fraction = _parseDecimal(text);
  return fraction === undefined ? undefined : { units: BigInt(fraction.digits), scale: fraction.scale };
}

/**
 * Reads a JS number as the decimal its shortest round-trip string spells, as the engine does.
 *
 * @param value - any number; NaN and ±Infinity read as 0.
 * @returns its exact decimal value.
 * @example
 * _exactOfNumber(0.1)
 * //=> { units: 1n, scale: 1 }
 */
export function _exactOfNumber(value: number): ExactDecimal {
  if (!Number.isFinite(value)) return EXACT_ZERO;
  const fraction = _fractionOfNumber(Math.abs(value));
  const units = BigInt(fraction.digits);
  return { units: value < 0 ? -units : units, scale: fraction.scale };
}

function aligned(a: ExactDecimal, b: ExactDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/**
 * The exact product `a × b`.
 *
 * @param a - a decimal.
 * @param b - a decimal.
 * @returns the product.
 * @example
 * _exactTimes({ units: 3n, scale: 1 }, { units: 5n, scale: 0 })
 * //=> { units: 15n, scale: 1 }
 */
export function _exactTimes(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/**
 * The exact sum `a + b`.
 *
 * @param a - a decimal.
 * @param b - a decimal.
 * @returns the sum.
 * @example
 * _exactPlus({ units: 3n, scale: 1 }, { units: 5n, scale: 0 })
 * //=> { units: 53n, scale: 1 }
 */
export function _exactPlus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

/**
 * The exact difference `a − b`.
 *
 * @param a - a decimal.
 * @param b - a decimal.
 * @returns the difference.
 * @example
 * _exactMinus({ units: 3n, scale: 1 }, { units: 5n, scale: 0 })
 * //=> { units: -47n, scale: 1 }
 */
export function _exactMinus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

/**
 * Prints an exact decimal in plain notation, without trailing zeros.
 *
 * @param value - the decimal.
 * @returns e.g. `'1249.875'`, `'9086'`, `'0.0000001'`.
 * @example
 * _exactText({ units: 12498750n, scale: 4 })
 * //=> '1249.875'
 */
export function _exactText(value: ExactDecimal): string {
  return _decimalText(value.units, value.scale);
}

/**
 * Prints a fraction as a percentage, exactly: `0.0299` → `'2.99%'`, `1/3` → `'33.33333333333333%'`.
 *
 * @param fraction - the fraction as an exact decimal.
 * @returns the percentage with a `%` sign.
 * @example
 * _exactPercent({ units: 299n, scale: 4 })
 * //=> '2.99%'
 */
export function _exactPercent(fraction: ExactDecimal): string {
  return `${_exactText(_exactTimes(fraction, { units: 100n, scale: 0 }))}%`;
}
