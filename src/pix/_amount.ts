// The amount of a BR Code (ID 54), as EMV's Merchant-Presented Mode writes it: digits, with at
// most one point as the decimal mark, which "may be present even if there are no decimals" (`98.`);
// at most two decimals (the real's exponent) and 13 characters. Read from its digits into
// centavos: a float would turn 0.29 into 28.999… centavos.

/** The most characters field 54 holds. */
export const _AMOUNT_MAX_LENGTH = 13;

// Digits, then optionally a point and up to two digits (the decimals, which may be none: `98.`).
const AMOUNT = /^([0-9]+)(?:\.([0-9]{0,2}))?$/;

/** The largest amount a code can hold with its two decimals written: `9999999999.99`. */
export const _PIX_AMOUNT_MAX = 999_999_999_999;

/**
 * The centavos of an amount written as field 54 writes it, or `undefined` when it is not one:
 * digits, then optionally a point and up to two digits. Zero reads as 0: whether a code may say
 * zero is the code's rule, not the amount's.
 *
 * @example
 * _readAmount('98.')
 * //=> 9800
 */
export function _readAmount(text: string): number | undefined {
  // The point separates the decimals "from the integer value": there is always one before it.
  const parts = text.length > _AMOUNT_MAX_LENGTH ? null : AMOUNT.exec(text);
  // At most 13 digits in all, so the centavos stay below 10^15: a safe integer.
  return parts === null ? undefined : Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

/**
 * Writes centavos as field 54: the reais, a point, two decimals.
 *
 * @example
 * _writeAmount(1050)
 * //=> '10.50'
 */
export function _writeAmount(centavos: number): string {
  const cents = centavos % 100;
  // An exact division: the remainder is taken off first.
  return `${(centavos - cents) / 100}.${String(cents).padStart(2, '0')}`;
}
