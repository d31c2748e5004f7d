import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _digitValue, _isIgnorable, _readDigits, _TextReader } from '../../src/secrets/digits.js';

// The zero of every script whose decimal digits the tests spell numbers in.
const ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0x1d7ce, 0x1d7f6];

describe('reading a digit in any script', () => {
  it('reads each script’s ten decimal digits as 0 to 9', () => {
    for (const zero of ZEROS)
      for (let digit = 0; digit <= 9; digit++)
        expect(_digitValue(zero + digit), zero.toString(16)).toBe(digit);
  });

  it('reads a code point that is not a decimal digit as -1', () => {
    for (const character of ['a', '٫', 'Ⅳ', '²', '½', '\u200B', ' '])
      expect(_digitValue(character.codePointAt(0) as number), character).toBe(-1);
  });

  it('agrees with the Unicode digit property on every code point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
        const isDigit = /^\p{Nd}$/u.test(String.fromCodePoint(codePoint));
        expect(_digitValue(codePoint) !== -1).toBe(isDigit);
      }),
      { numRuns: 20_000 },
    );
  });
});

// Every code point's digit value, found by a walk over the whole code space that counts each run
// of decimal digits from its start: an oracle that shares neither the ranges nor the step back of
// `_digitValue`, so a code point read by a shortcut range must land on the same value.
function digitValuesOfEveryCodePoint(): Map<number, number> {
  const values = new Map<number, number>();
  let run = 0;
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    run = /^\p{Nd}$/u.test(String.fromCodePoint(codePoint)) ? run + 1 : 0;
    if (run > 0) values.set(codePoint, (run - 1) % 10);
  }
  return values;
}

describe('every code point, read by the shortcut ranges and by the lookup alike', () => {
  it('gives every code point the value its place in its run of decimal digits gives it, or -1', () => {
    const values = digitValuesOfEveryCodePoint();
    const wrong: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
      if (_digitValue(codePoint) !== (values.get(codePoint) ?? -1)) wrong.push(codePoint.toString(16));
    expect(wrong).toEqual([]);
  });

  it('skips exactly the format characters and the default-ignorable code points', () => {
    const ignorable = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
    const wrong: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
      if (_isIgnorable(codePoint) !== ignorable.test(String.fromCodePoint(codePoint)))
        wrong.push(codePoint.toString(16));
    expect(wrong).toEqual([]);
  });
});

describe('characters that render as nothing', () => {
  it('skips zero-width characters, joiners, the word joiner, the soft hyphen and the BOM', () => {
    for (const character of ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF', '\uFE0F'])
      expect(_isIgnorable(character.codePointAt(0) as number), escape(character)).toBe(true);
  });

  it('keeps visible characters and spaces', () => {
    for (const character of [' ', '-', 'a', '\u00A0', '٤'])
      expect(_isIgnorable(character.codePointAt(0) as number), character).toBe(false);
  });
});

describe('reading past characters', () => {
  it('reads past a zero-width space between two digits, and not past a control character (U+0001), which is no format character', () => {
    // Unicode 15.1, DerivedCoreProperties.txt: Default_Ignorable_Code_Point covers Cf and a few
    // other ranges, no control (Cc) character; U+0001 is Cc.
    const reader = new _TextReader('4\u200B1\u00012');
    expect([reader.seen(1), reader.position, reader.seen(3), reader.position]).toEqual([0x31, 2, 0x01, 3]);
  });
});

describe('_readDigits', () => {
  it('writes digits of any script in ASCII and drops invisible characters', () => {
    expect(_readDigits('４５３９\u200B٥٧٨٧ ६३६२-1486')).toBe('45395787 6362-1486');
  });

  it('returns ASCII text as it is', () => {
    expect(_readDigits('card 4111 1111, sk_live_abc')).toBe('card 4111 1111, sk_live_abc');
  });

  it('keeps letters of any script and characters outside the basic plane', () => {
    expect(_readDigits('João 😀 ação')).toBe('João 😀 ação');
  });

  it('reads any ASCII digit string back from any spelling of it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,20}$/),
        fc.constantFrom(...ZEROS),
        fc.constantFrom('', '\u200B', '\u00AD', '\u2060'),
        (digits, zero, between) => {
          const spelled = [...digits]
            .map((digit) => String.fromCodePoint(zero + Number(digit)))
            .join(between);
          expect(_readDigits(spelled)).toBe(digits);
        },
      ),
    );
  });
});
