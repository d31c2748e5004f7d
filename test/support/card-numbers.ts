// Card numbers as people and systems write them, for the suites that check they never leak: every
// length from 12 digits (one short of a card number) to 19 (ISO/IEC 7812's longest) and 20 (one
// over), every separator a human types or a copy and paste brings, and the Luhn check digit computed
// by an oracle written apart from src/secrets/luhn.ts (digit by digit from the left of the body, not
// from the right of the number), itself checked against published test card numbers in
// test/secrets/card-number-limits.test.ts.
import fc from 'fast-check';

/** The fewest and the most digits of a card number (ISO/IEC 7812-1: up to 19). */
export const CARD_NUMBER_DIGITS = { min: 13, max: 19 } as const;

/**
 * Completes a body of digits with its Luhn check digit: from the right of the body, every other
 * digit starting with the last is doubled (the check digit will sit after it), and the check digit
 * brings the sum to a multiple of 10.
 */
export function withLuhnDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = body.charCodeAt(body.length - 1 - index) - 48;
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A Luhn-valid Visa or Mastercard PAN of 16 digits with random middle digits. */
export const pan: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('4', '51', '52', '53', '54', '55'), fc.stringMatching(/^\d{13}$/))
  .map(([prefix, digits]) => withLuhnDigit((prefix + digits).slice(0, 15)));

/** Luhn-valid digits of exactly `length` digits, the first never 0 (no card number starts with 0). */
export const luhnDigits = (length: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length - 2, maxLength: length - 2 }),
    )
    .map(([first, rest]) => withLuhnDigit(`${first}${rest}`));

/** Luhn-valid digits of every card-number length, 13 to 19, each length as likely as another. */
export const cardNumberDigits: fc.Arbitrary<string> = fc
  .integer(CARD_NUMBER_DIGITS)
  .chain((length) => luhnDigits(length));

/**
 * The separators a human types between groups of digits (space, hyphen, dot, underscore, slash)
 * and those a copy and paste brings (tab, no-break space).
 */
export const CARD_NUMBER_SEPARATORS: readonly string[] = [' ', '-', '.', '_', '/', '\t', '\u00A0'];

/**
 * Digits written as a human writes them: in groups of 1 to 6, each pair of groups joined by one
 * separator of {@link CARD_NUMBER_SEPARATORS}, the same one throughout or a mix.
 */
export const spelledDigits = (digits: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 6 }), { minLength: digits.length, maxLength: digits.length }),
      fc.constantFrom(...CARD_NUMBER_SEPARATORS),
      fc.array(fc.constantFrom(...CARD_NUMBER_SEPARATORS), {
        minLength: digits.length,
        maxLength: digits.length,
      }),
      fc.boolean(),
    )
    .map(([sizes, one, mixed, mix]) => {
      let text = '';
      let at = 0;
      for (const [group, size] of sizes.entries()) {
        if (at >= digits.length) break;
        if (at > 0) text += mix ? mixed[group] : one;
        text += digits.slice(at, at + size);
        at += size;
      }
      return text;
    });

/** How a log may show a card number: its first 6 and last 4 digits, one mark for each digit hidden. */
export function panMaskOf(digits: string): string {
  return digits.slice(0, 6) + '•'.repeat(digits.length - 10) + digits.slice(digits.length - 4);
}
