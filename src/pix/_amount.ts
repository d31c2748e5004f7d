// The amount of a BR Code (ID 54), as EMV's Merchant-Presented Mode writes it: digits, with at
// most one point as the decimal mark, which "may be present even if there are no decimals" (`98.`);
// at most two decimals (the real's exponent) and 13 characters. Read from its digits into
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
  if (text.length > _AMOUNT_MAX_LENGTH) return undefined;
  // Read over the char codes (a field of every code): the reais, then the decimals after a point.
  let reais = 0;
  let at = 0;
  for (; at < text.length; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (!(digit >= 0 && digit <= 9)) break;
    reais = reais * 10 + digit;
  }
  // The point separates the decimals "from the integer value": there is always one before it.
  if (at === 0) return undefined;
  if (at === text.length) return reais * 100;
  const decimals = text.length - at - 1;
  if (text.charCodeAt(at) !== 46 || decimals > 2) return undefined;
  let cents = 0;
  for (let place = 0; place < 2; place++) {
    const digit = place < decimals ? text.charCodeAt(at + 1 + place) - 48 : 0;
    if (!(digit >= 0 && digit <= 9)) return undefined;
    cents = cents * 10 + digit;
  }
  // At most 13 digits in all, so the centavos stay below 10^15: a safe integer.
  return reais * 100 + cents;
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
