import { describe, expect, it } from 'vitest';
import { _looksLikePan } from '../../src/secrets/pan.js';
import { _maskSecretsIn } from '../../src/secrets/text.js';

// What a reader sees next to a card number or a key, at the edges of UTF-16: a character outside the
// first plane is a surrogate pair read as one character, a lone surrogate is a character of its own
// (neither a digit nor invisible), and invisible characters are skipped in both directions.
// 4111 1111 1111 1111 is the Visa test number (Stripe, "Testing": https://docs.stripe.com/testing);
// a digit put before it makes 17 digits that fail Luhn.
const VISA = '4111111111111111';

describe('a card number next to characters at the edges of UTF-16', () => {
  it('masks a card number right after U+FFFF, the last character of the first plane, which is one unit wide', () => {
    expect(_maskSecretsIn(`\uFFFF${VISA}`)).toBe('\uFFFF411111••••••1111');
  });

  it('masks a card number after a lone low surrogate that follows a digit: the surrogate stands between them', () => {
    expect(_maskSecretsIn(`9\uDC00${VISA}`)).toBe('9\uDC00411111••••••1111');
  });

  it('masks a card number after a lone low surrogate that follows a fullwidth digit, written in ASCII', () => {
    expect(_maskSecretsIn(`９\uDC00${VISA}`)).toBe('9\uDC00411111••••••1111');
  });

  it('reads a digit after a lone high surrogate as a digit: the digits after it, across an invisible character, are 17 and no card number', () => {
    const text = `\uD8359\u200B${VISA}`;
    expect(_maskSecretsIn(text)).toBe(text);
  });

  it('reads a fullwidth digit after a lone high surrogate as a digit: the digits after it are 17 and no card number', () => {
    const text = `\uD835９\u200B${VISA}`;
    expect(_maskSecretsIn(text)).toBe(text);
  });

  it('skips an invisible character outside the first plane (U+E0000, whose second half is U+DC00) between two digits', () => {
    const text = `9\u{E0000}${VISA}`;
    expect(_maskSecretsIn(text)).toBe(text);
  });

  it('reads a run of 20 digits as no card number when an invisible character stands before its last digit', () => {
    // 6759 5600 4500 5727 054: a 19-digit Maestro number passing Luhn (test/secrets/card-number-limits.test.ts).
    const text = '6759560045005727054\u200B5';
    expect(_maskSecretsIn(text)).toBe(text);
  });
});

describe('a whole value that is a card number', () => {
  it('masks a whole value of card digits whatever the separators between its groups, even more than free text allows', () => {
    expect(_maskSecretsIn('4111____1111____1111____1111')).toBe('411111••••••1111');
    expect(_maskSecretsIn(' 4111 1111 1111 1111 ')).toBe('411111••••••1111');
  });

  it('takes a whole value with invisible characters between its digits for a card number', () => {
    expect(_looksLikePan('4111\u200B1111\u200B1111\u200B1111')).toBe(true);
    expect(_looksLikePan('\u200B4111 1111 1111 1111\uFEFF')).toBe(true);
  });
});

describe('a key next to invisible characters and the characters around the letters', () => {
  it('masks a key that follows a space and an invisible character', () => {
    expect(_maskSecretsIn('key: \u200Bsk_live_1234567890')).toBe('key: ••••••••7890');
  });

  it('leaves a key prefix with nothing after it as it is', () => {
    expect(_maskSecretsIn('the sk_ prefix')).toBe('the sk_ prefix');
  });

  it('reads dashes as part of a key', () => {
    expect(_maskSecretsIn('token tok_abc-def-ghij.')).toBe('token ••••••••ghij.');
  });

  it.each([
    ['A', 'use ••••••••567A now'],
    ['Z', 'use ••••••••567Z now'],
    ['a', 'use ••••••••567a now'],
    ['z', 'use ••••••••567z now'],
    ['0', 'use ••••••••5670 now'],
    ['9', 'use ••••••••5679 now'],
  ])('reads %s as part of a key', (letter, masked) => {
    expect(_maskSecretsIn(`use sk_live_1234567${letter} now`)).toBe(masked);
  });

  it.each(['@', '[', '`', '{', '/', ':'])('ends a key at %s, next to the letters and digits', (character) => {
    expect(_maskSecretsIn(`use sk_live_1234567${character} now`)).toBe(`use ••••••••4567${character} now`);
  });
});
