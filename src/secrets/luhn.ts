/**
 * Whether a string of ASCII digits passes the Luhn (mod 10) check that every card number passes.
 *
 * @param digits - the digits only, no spaces or dashes.
 * @returns `true` when the check digit is right.
 * @example
 * _passesLuhn('4111111111111111')
 * //=> true
 */
export function _passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
