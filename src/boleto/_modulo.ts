// The check digits of FEBRABAN's layouts: module 10 for the fields of a digitable line (and for
// collection boletos whose value identifier is 6 or 7), module 11 for the general check digit of a
// bank boleto's barcode (and for collection boletos whose identifier is 8 or 9). Weights run from
// the rightmost digit leftwards.

/**
 * Module 10: weights 2, 1, 2, 1, …; a product of two digits counts the sum of its digits; the
 * digit is what takes the sum to the next multiple of 10.
 *
 * @example
 * _mod10('001905009')
 * //=> 5
 */
export function _mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    const product = (digits.charCodeAt(index) - 48) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The sum of module 11: weights 2 to 9, cycling. */
function mod11Sum(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += (digits.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return sum;
}

/**
 * The general check digit of a bank boleto's barcode: 11 less the remainder of module 11, and 1
 * where that gives 0, 10 or 11 (a barcode's check digit is never 0).
 *
 * @example
 * _mod11Bank('0019373700000001000500940144816060680935031')
 * //=> 3
 */
export function _mod11Bank(digits: string): number {
  const digit = 11 - (mod11Sum(digits) % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * Module 11 of collection boletos: 11 less the remainder, and 0 where the remainder is 0 or 1.
 *
 * @example
 * _mod11Collection('01230067896')
 * //=> 0
 */
export function _mod11Collection(digits: string): number {
  const remainder = mod11Sum(digits) % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}
