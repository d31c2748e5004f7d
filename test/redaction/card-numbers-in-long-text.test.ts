import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

// The expected output is written by the generator itself, which knows where it put each number and
// whether it is a card: no function of the library is called to compute it.

const noteOf = (text: string) =>
  (redactChargeRequest({ metadata: { note: text } }) as { metadata: { note: string } }).metadata.note;

// Luhn from the left, by a table of doubled digits (the library walks from the right and subtracts 9).
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
function luhnValid(digits: readonly number[]): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const fromRight = digits.length - 1 - index;
    sum += fromRight % 2 === 1 ? (DOUBLED[digits[index] as number] as number) : (digits[index] as number);
  }
  return sum % 10 === 0;
}

// Zeros of the scripts a buyer may type digits in: ASCII, fullwidth, Arabic-Indic, Devanagari,
// Thai, mathematical monospace (outside the basic plane).
const ZEROS = [0x30, 0xff10, 0x660, 0x966, 0xe50, 0x1d7f6];
// Between groups: what people type, and characters that render as nothing (read as no separator).
const SEPARATORS = [' ', '-', '.', '_', '', '\u200B', '\u2060', '\u00AD', '\uFEFF'];
const WORDS = ['pedido', 'entrega', 'obrigado', 'João', 'ação', 'presente', 'loja'];

interface Piece {
  readonly spelled: string;
  // What a reader of the redacted text sees: the number masked, or its digits in ASCII.
  readonly read: string;
  readonly masked: boolean;
}

// A number of 12 to 19 digits in groups of 4, half of them made to pass Luhn. The oracle reads it
// as a person reading the rule would: the groups from a start, up to 19 digits, are one number; it is
// a card number when its digits up to the end of one of its groups (13 or more) pass Luhn, and then
// all of it is masked, so no digit of a 19-digit card whose first 16 digits pass Luhn is left out;
// the search goes on after it. Invisible separators make one group of the whole number.
const numberPiece = fc
  .record({
    digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 19 }),
    zeros: fc.array(fc.constantFrom(...ZEROS), { minLength: 19, maxLength: 19 }),
    separator: fc.constantFrom(...SEPARATORS),
    makeCard: fc.boolean(),
  })
  .map(({ digits, zeros, separator, makeCard }): Piece => {
    const fixed = [...digits];
    if (makeCard) {
      // The check digit that makes the whole number pass.
      for (let check = 0; check <= 9; check++) {
        fixed[fixed.length - 1] = check;
        if (luhnValid(fixed)) break;
      }
    }
    let spelled = '';
    fixed.forEach((digit, index) => {
      if (index > 0 && index % 4 === 0) spelled += separator;
      spelled += String.fromCodePoint((zeros[index] as number) + digit);
    });
    const visible = SEPARATORS.indexOf(separator) < 5 && separator !== '';
    const groups: number[][] = [];
    for (let index = 0; index < fixed.length; index += visible ? 4 : fixed.length)
      groups.push(fixed.slice(index, visible ? index + 4 : fixed.length));
    const shown: string[] = [];
    let masked = false;
    for (let first = 0; first < groups.length; first++) {
      let number: number[] = [];
      let last = first - 1;
      let passes = false;
      for (let next = first; next < groups.length; next++) {
        const longer = [...number, ...(groups[next] as number[])];
        if (longer.length > 19) break;
        number = longer;
        last = next;
        if (number.length >= 13 && luhnValid(number)) passes = true;
      }
      const card = passes ? number : undefined;
      if (card === undefined) {
        shown.push((groups[first] as number[]).join(''));
        continue;
      }
      shown.push(`${card.slice(0, 6).join('')}${'•'.repeat(card.length - 10)}${card.slice(-4).join('')}`);
      masked = true;
      first = last;
    }
    return { spelled, read: shown.join(visible ? separator : ''), masked };
  });

const wordPiece = fc
  .constantFrom(...WORDS)
  .map((word): Piece => ({ spelled: word, read: word, masked: false }));

// Words and numbers by turns, so two numbers never touch.
const text = fc
  .array(fc.tuple(wordPiece, numberPiece), { minLength: 1, maxLength: 40 })
  .map((pairs) => pairs.flat());

describe('card numbers in a long free text', () => {
  it('masks every card number of 13 to 19 digits to its first 6 and last 4, whatever its separators and script', () => {
    fc.assert(
      fc.property(text, (pieces) => {
        const original = pieces.map((piece) => piece.spelled).join(' ');
        const anyMasked = pieces.some((piece) => piece.masked);
        // A text where nothing is masked comes back as it is; otherwise as read (digits in ASCII).
        const expected = anyMasked ? pieces.map((piece) => piece.read).join(' ') : original;
        expect(noteOf(original)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('masks each card number of a text of thousands of them, not only the first ones', () => {
    const card = '4539 1488 0343 6467';
    const note = noteOf(Array.from({ length: 5000 }, () => `pedido ${card}`).join('; '));
    expect(note.split('453914••••••6467').length - 1).toBe(5000);
    expect(note).not.toContain('1488');
  });
});

// Work is counted, not timed: every character the scanners look at goes through charCodeAt, so the
// number of calls per character of the text must stay the same when the text grows eightfold.
describe('redaction work grows with the length of the text, not faster', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const shapes: Record<string, string> = {
    'digits one separator apart': '1 ',
    'card numbers glued by dashes': '4111-1111-1111-1111-',
    'security-code names': 'cvv cvc2 security code ',
    'key prefixes': 'sk_ tok_ whsec_',
    'digits of other scripts and invisible characters': '٤\u200B４५ ',
    'accented words': 'cód. segurança ação ',
  };

  for (const [name, unit] of Object.entries(shapes)) {
    it(`reads ${name} a bounded number of times per character`, () => {
      const calls = (length: number) => {
        const source = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        const spy = vi.spyOn(String.prototype, 'charCodeAt');
        noteOf(source);
        const count = spy.mock.calls.length;
        spy.mockRestore();
        return count;
      };
      const small = calls(2_000);
      const large = calls(16_000);
      // At most 19 digits (and the separators between them) are read from each place a number may
      // start, whatever follows: a constant, however long the text.
      expect(large / 16_000).toBeLessThan(160);
      expect(large / small).toBeLessThan(8.5);
    });
  }
});
