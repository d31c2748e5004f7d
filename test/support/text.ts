// Text that reaches the limits: lengths at, just under and just over a limit, words in scripts
// beyond ASCII (accents, CJK, Arabic, emoji of two UTF-16 units), and words in any letter case.
import fc from 'fast-check';

/** The lengths around a limit that a boundary bug gets wrong: one under, at, one over. */
export function lengthsAround(limit: number): [under: number, at: number, over: number] {
  return [limit - 1, limit, limit + 1];
}

/**
 * Words of buyers and hosts beyond ASCII: Portuguese and Spanish accents, decomposed accents
 * (a letter then U+0301), CJK, Arabic, Devanagari, and emoji outside the Basic Multilingual Plane.
 */
export const nonAsciiWord: fc.Arbitrary<string> = fc.constantFrom(
  'João',
  'ação',
  'Peña',
  'Jo\u0061\u0301o',
  'カード',
  '支付',
  'مرحبا',
  'नमस्ते',
  '💳',
  '🇧🇷',
  'Ωμέγα',
);

/** Free text around a secret: 1 to 4 words in any script, never a digit (which could join it). */
export const wordsAround: fc.Arbitrary<string> = fc
  .array(fc.oneof(nonAsciiWord, fc.stringMatching(/^[a-zA-Z]{1,8}$/)), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

/** A text in any letter case: each letter of it upper or lower, independently. */
export const anyCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(''),
    );
