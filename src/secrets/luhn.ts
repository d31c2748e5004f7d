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
  let sums = 0;
  for (let index = 0; index < digits.length; index++)
    sums = _addLuhnDigit(sums, index, digits.charCodeAt(index) - 48);
  return _luhnPasses(sums, digits.length);
}

// The check doubles every second digit counted from the last, so which digits double depends on how
// many there are. A number read from its first digit (as free text is) keeps both sums: the one
// where the digits at even positions double, for a number of even length, and the other, in one
// number (each sum is at most 19 × 9 = 171).
const ODD_LENGTH = 256;

/**
 * Adds one digit to the Luhn sums of a number read from its first digit, so a reader can ask at any
 * length whether the digits so far pass ({@link _luhnPasses}) without reading them again.
 *
 * @param sums - the sums so far (0 before the first digit).
 * @param position - the digit's position, 0 for the first.
 * @param digit - its value, 0 to 9.
 * @returns the sums with the digit added.
 * @example
 * _luhnPasses([4, 2].reduce((sums, digit, position) => _addLuhnDigit(sums, position, digit), 0), 2)
 * //=> true
 */
export function _addLuhnDigit(sums: number, position: number, digit: number): number {
  const doubled = digit > 4 ? digit * 2 - 9 : digit * 2;
  return position % 2 === 0 ? sums + doubled + digit * ODD_LENGTH : sums + digit + doubled * ODD_LENGTH;
}

/**
 * Whether the first `count` digits added to `sums` pass the Luhn check.
 *
 * @param sums - the sums of {@link _addLuhnDigit}.
 * @param count - how many digits were added.
 * @returns `true` when the check digit is right.
 * @example
 * _luhnPasses(_addLuhnDigit(0, 0, 0), 1)
 * //=> true
 */
export function _luhnPasses(sums: number, count: number): boolean {
  const sum = count % 2 === 0 ? sums % ODD_LENGTH : Math.floor(sums / ODD_LENGTH);
  return sum % 10 === 0;
}
