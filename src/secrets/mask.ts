import { _readDigits } from './digits.js';

// How a secret is shown once masked. One mark for every masked character, so a reader sees at a
// glance that a value was hidden rather than empty.
const MASK = '•';
const HIDDEN = MASK.repeat(8);

/**
 * Masks a card number the way a log may show it: its first 6 and last 4 digits (PCI DSS 3.4), every
 * other digit hidden, whatever the separators. Fewer than 13 digits cannot be a card number that
 * still identifies its brand, so they are all hidden.
 *
 * @param value - a card number in any spelling.
 * @returns the masked digits, without separators.
 * @example
 * _maskPan('4111 1111 1111 1111')
 * //=> '411111••••••1111'
 */
export function _maskPan(value: string): string {
  return _maskPanDigits(asciiDigitsOf(_readDigits(value)));
}

/**
 * {@link _maskPan} for a card number's digits already read, in ASCII and without separators.
 *
 * @param digits - the digits.
 * @returns the masked digits.
 * @example
 * _maskPanDigits('5555555555554444')
 * //=> '555555••••••4444'
 */
export function _maskPanDigits(digits: string): string {
  if (digits.length < 13) return MASK.repeat(digits.length || 4);
  return _maskPanParts(Number(digits.slice(0, 6)), digits.length - 10, Number(digits.slice(-4)));
}

/**
 * A masked card number from the parts a log may show: its first 6 digits, how many are hidden,
 * its last 4 (PCI DSS 3.4). What {@link _maskPanDigits} writes, for a reader that kept only those,
 * as numbers: the free-text pass reads a card number digit by digit and keeps no string of it.
 *
 * @param first - the first 6 digits, as a number (`000123` is 123).
 * @param hidden - how many digits are hidden (the number's length less 10).
 * @param last - the last 4 digits, as a number.
 * @returns the masked digits.
 * @example
 * _maskPanParts(555555, 6, 4444)
 * //=> '555555••••••4444'
 */
export function _maskPanParts(first: number, hidden: number, last: number): string {
  // Each digit written from its code, leading zeros included: a number converted to a string and
  // padded costs several times more, over a note with a card number every hundred characters.
  return (
    String.fromCharCode(
      digitCode(first, 100_000),
      digitCode(first, 10_000),
      digitCode(first, 1000),
      digitCode(first, 100),
      digitCode(first, 10),
      digitCode(first, 1),
    ) +
    (HIDDEN_RUNS[hidden] ?? MASK.repeat(hidden)) +
    String.fromCharCode(digitCode(last, 1000), digitCode(last, 100), digitCode(last, 10), digitCode(last, 1))
  );
}

// The code of the digit of `value` at `place` (1, 10, 100…).
function digitCode(value: number, place: number): number {
  return 0x30 + (Math.floor(value / place) % 10);
}

// The marks in place of the hidden digits of every card number length (13 to 19 digits hide 3 to 9).
// Stryker disable next-line ObjectLiteral,ArrowFunction: an empty or undefined run is made by MASK.repeat instead: the same marks
const HIDDEN_RUNS: readonly string[] = /* @__PURE__ */ Array.from({ length: 10 }, (_, count) =>
  MASK.repeat(count),
);

// The ASCII digits of a read text (no regular expression: the engine's record of the last match
// would hold the card number).
function asciiDigitsOf(read: string): string {
  let digits = '';
  for (const character of read) if (character >= '0' && character <= '9') digits += character;
  return digits;
}

/**
 * Masks a token or an API key: its last 4 characters stay when it is long enough (12 or more) that
 * they cannot give it away, which is what lets support tell two keys apart.
 *
 * @param value - a token or key.
 * @returns eight mask marks, then the last 4 characters of a long value.
 * @example
 * _maskToken('tok_2f8a9c1d4e5b6a7c')
 * //=> '••••••••6a7c'
 */
export function _maskToken(value: string): string {
  return value.length >= 12 ? `${HIDDEN}${value.slice(-4)}` : HIDDEN;
}

/**
 * Hides a value entirely: a password, a CVV, whatever sits under a key named like a secret.
 *
 * @returns eight mask marks, whatever the value's length, so not even its length shows.
 * @example
 * _maskFully()
 * //=> '••••••••'
 */
export function _maskFully(): string {
  return HIDDEN;
}
