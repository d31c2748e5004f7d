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
 * `⌊product / divisor⌋` for a safe integer product and a whole divisor up to 10^15, exactly, by one
 * division in doubles: with `product = q × divisor + r` (0 < r < divisor), the quotient lies at
 * least `1 / divisor` below `q + 1`, and rounding could only carry it up to `q + 1` if that gap were
 * under half a unit in the last place of `q + 1`, that is if `(q + 1) × divisor` passed 2^53; it is
 * `product + divisor − r`, at most 2^53 for a safe product once `divisor − r` is 1, the only gap
 * small enough. So the quotient never rounds across an integer, and its floor is exact (and `%`,
 * a call into the C library on doubles, is not needed).
 *
 * @param product - a non-negative safe integer.
 * @param divisor - a whole number from 1 to 10^15 (a power of ten in the split engine).
 * @returns the exact floor of the quotient.
 * @example
 * _floorDivide(12345, 100)
 * //=> 123
 */
export function _floorDivide(product: number, divisor: number): number {
  return Math.floor(product / divisor);
}

/**
 * Whole-number arithmetic in one of two representations, so an algorithm is written once: numbers,
 * the fast path, exact while every value it makes stays a safe integer (the caller checks that
 * before choosing it); BigInts, exact for any size. Comparisons need no method: `<` and `>` work on
 * both.
 */
export interface Calculator<T extends number | bigint> {
  readonly zero: T;
  /** A safe integer in this representation. */
  of(value: number): T;
  /** Back to a number; exact for a safe integer. */
  toNumber(value: T): number;
  add(a: T, b: T): T;
  subtract(a: T, b: T): T;
  multiply(a: T, b: T): T;
  /** `⌊a / b⌋` for `a >= 0` and `b > 0`. */
  floorDivide(a: T, b: T): T;
  /** 10^exponent; with numbers, up to 10^15. */
  pow10(exponent: number): T;
}

/**
 * Numbers: exact only while every operand and result is a safe integer.
 *
 * @example
 * _NUMBERS.floorDivide(12345, _NUMBERS.pow10(2))
 * //=> 123
 */
export const _NUMBERS: Calculator<number> = {
  zero: 0,
  of: (value) => value,
  toNumber: (value) => value,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  floorDivide: _floorDivide,
  pow10: (exponent) => POW10[exponent] as number,
};

/**
 * BigInts: exact for every size.
 *
 * @example
 * _BIGINTS.floorDivide(2n ** 60n, 10n)
 * //=> 115292150460684697n
 */
export const _BIGINTS: Calculator<bigint> = {
  zero: 0n,
  of: (value) => BigInt(value),
  toNumber: (value) => Number(value),
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  floorDivide: (a, b) => a / b,
  pow10: _pow10Big,
};
