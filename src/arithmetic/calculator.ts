import { _floorDivide, _pow10Big, POW10 } from './exact-product.js';

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
