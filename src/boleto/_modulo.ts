// The check digits of FEBRABAN's layouts: module 10 for the fields of a digitable line (and for
// collection boletos whose value identifier is 6 or 7), module 11 for the general check digit of a
// bank boleto's barcode (and for collection boletos whose identifier is 8 or 9). Weights run from
// the rightmost digit leftwards. Each rule is written once, per digit and per sum, so that the boleto
// reader works out every check digit of a code in one pass over it (_read-boleto.ts).

/**
 * What a digit adds to a module-10 sum, `rank` places from the right: weights 2, 1, 2, 1, …; a
 * product of two digits counts the sum of its digits.
 *
 * @example
 * _mod10Term(7, 0)
 * //=> 5
 */
export function _mod10Term(digit: number, rank: number): number {
  const product = digit * (2 - (rank & 1));
  return product > 9 ? product - 9 : product;
}

/**
 * What a digit adds to a module-11 sum, `rank` places from the right: weights 2 to 9, cycling.
 *
 * @example
 * _mod11Term(7, 8)
 * //=> 14
 */
export function _mod11Term(digit: number, rank: number): number {
  return digit * (2 + (rank & 7));
}

/**
 * The module-10 digit of a sum: what takes it to the next multiple of 10.
 *
 * @example
 * _mod10Digit(25)
 * //=> 5
 */
export function _mod10Digit(sum: number): number {
  return (10 - (sum % 10)) % 10;
}

/**
 * The general check digit of a bank boleto's barcode from its module-11 sum: 11 less the remainder,
 * and 1 where that gives 10 or 11 (a barcode's check digit is never 0).
 *
 * @example
 * _mod11BankDigit(19)
 * //=> 3
 */
export function _mod11BankDigit(sum: number): number {
  const digit = 11 - (sum % 11);
  return digit > 9 ? 1 : digit;
}

/**
 * Module 11 of collection boletos from its sum: 11 less the remainder, and 0 where the remainder is
 * 0 or 1.
 *
 * @example
 * _mod11CollectionDigit(23)
 * //=> 0
 */
export function _mod11CollectionDigit(sum: number): number {
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

// The sum of a string of digits, each term given its digit and rank.
function sum(digits: string, term: (digit: number, rank: number) => number): number {
  let total = 0;
  for (let rank = 0; rank < digits.length; rank++)
    total += term(digits.charCodeAt(digits.length - 1 - rank) - 48, rank);
  return total;
}

/**
 * Module 10 of a string of digits.
 *
 * @example
 * _mod10('001905009')
 * //=> 5
 */
export function _mod10(digits: string): number {
  return _mod10Digit(sum(digits, _mod10Term));
}

/**
 * The general check digit of a bank boleto's barcode, from its 43 other digits.
 *
 * @example
 * _mod11Bank('0019373700000001000500940144816060680935031')
 * //=> 3
 */
export function _mod11Bank(digits: string): number {
  return _mod11BankDigit(sum(digits, _mod11Term));
}

/**
 * Module 11 of collection boletos, of a string of digits.
 *
 * @example
 * _mod11Collection('01230067896')
 * //=> 0
 */
export function _mod11Collection(digits: string): number {
  return _mod11CollectionDigit(sum(digits, _mod11Term));
}
