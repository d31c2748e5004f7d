// The amount of a BR Code (ID 54), as EMV's Merchant-Presented Mode writes it: digits, with at
// most one point as the decimal mark, which "may be present even if there are no decimals" (`98.`);
// at most two decimals (the real's exponent) and 13 characters. Read digit by digit into
// centavos: a float would turn 0.29 into 28.999… centavos.

/** The most characters field 54 holds. */
export const _AMOUNT_MAX_LENGTH = 13;

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
  if (text.length === 0 || text.length > _AMOUNT_MAX_LENGTH) return undefined;
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  const fraction = point === -1 ? '' : text.slice(point + 1);
  // The point separates the decimals "from the integer value": there is always one before it.
  if (!isDigits(whole) || fraction.length > 2 || (fraction !== '' && !isDigits(fraction))) return undefined;
  // At most 13 digits in all, so the centavos stay below 10^15: a safe integer.
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
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

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
