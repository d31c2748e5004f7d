/**
 * Exact decimals for what the CLI shows next to the library's figures: the exact share of a
 * percentage (amount × fraction), the exact fee before rounding, their sums. BigInt units and a
 * power-of-ten scale, read from a number's shortest decimal string, so `0.1` is one tenth and
 * nothing ever goes through a binary double (the rounding itself is left to the library).
 */

/** The value `units / 10^scale`, with `scale >= 0`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

// What String(n) prints for a finite number, and what a user types: 12, 0.0299, 1e-7, 1.5e+21.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal string exactly.
 *
 * @param text - digits with an optional sign, fraction and exponent (`-0.5`, `1e-7`).
 * @returns the exact value, or `undefined` when `text` is not such a decimal.
 * @example
 * parseDecimal('0.0299')
 * //=> { units: 299n, scale: 4 }
 */
export function parseDecimal(text: string): ExactDecimal | undefined {
  const match = DECIMAL.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(sign + whole + fraction);
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Reads a JS number as the decimal its shortest round-trip string spells, so that
 * `0.1` is exactly one tenth, as the split engine reads it.
 *
 * @param value - a finite number.
 * @returns its exact decimal value.
 * @example
 * decimalOfNumber(0.1)
 * //=> { units: 1n, scale: 1 }
 */
export function decimalOfNumber(value: number): ExactDecimal {
  // String(-0) is '0'; String of a finite number always parses, the fallback is for NaN/Infinity.
  return parseDecimal(String(value)) ?? { units: 0n, scale: 0 };
}

const aligned = (a: ExactDecimal, b: ExactDecimal): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
};

/** The exact product `a × b`. */
export function times(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** The exact sum `a + b`. */
export function plus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

/** The exact difference `a − b`. */
export function minus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

/**
 * Prints an exact decimal in plain notation (never an exponent), without trailing zeros.
 *
 * @param value - the decimal.
 * @returns e.g. `'1249.875'`, `'9086'`, `'0.0000001'`.
 * @example
 * formatDecimal({ units: 12498750n, scale: 4 })
 * //=> '1249.875'
 */
export function formatDecimal(value: ExactDecimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  // A loop from the end, not /0+$/: the regex retries from every zero (quadratic on 0.000…0001).
  const tail = digits.slice(digits.length - value.scale);
  let end = tail.length;
  while (end > 0 && tail.charCodeAt(end - 1) === 48) end--;
  const fraction = tail.slice(0, end);
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/**
 * Prints a fraction as a percentage, exactly: `0.0299` → `'2.99%'`, `1/3` → `'33.33333333333333%'`.
 *
 * @param fraction - the fraction as an exact decimal.
 * @returns the percentage with a `%` sign.
 */
export function formatPercent(fraction: ExactDecimal): string {
  return `${formatDecimal(times(fraction, { units: 100n, scale: 0 }))}%`;
}
