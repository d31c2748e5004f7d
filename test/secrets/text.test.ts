import { describe, expect, it } from 'vitest';
import { _maskSecretsAndCvvsIn, _maskSecretsIn } from '../../src/secrets/text.js';

describe('masking what a text may hide', () => {
  it('masks a whole value that is a card number, keeping its first 6 and last 4 digits', () => {
    expect(_maskSecretsIn('4111 1111 1111 1111')).toBe('411111••••••1111');
  });

  it('masks a whole value that starts like a key, whatever follows the prefix', () => {
    expect(_maskSecretsIn('tok_abc$%^defghijk')).toBe('••••••••hijk');
  });

  it('masks a key before looking for card numbers, so digits inside a key are not shown', () => {
    expect(_maskSecretsIn('use sk_live_4111111111111111 now')).toBe('use ••••••••1111 now');
  });

  it('returns a text holding neither as it is', () => {
    expect(_maskSecretsIn('gift for Ana, order 42')).toBe('gift for Ana, order 42');
  });
});

describe('masking what a text may hide, in any spelling of its digits', () => {
  it('masks a card number written in fullwidth or Arabic-Indic digits', () => {
    expect(_maskSecretsIn('４１１１１１１１１１１１１１１１')).toBe('411111••••••1111');
    expect(_maskSecretsIn('paid with ٤١١١ ١١١١ ١١١١ ١١١١')).toBe('paid with 411111••••••1111');
  });

  it('masks a card number with zero-width characters between its digits', () => {
    expect(_maskSecretsIn('4111\u200B1111\u200D1111\u00AD1111')).toBe('411111••••••1111');
  });

  it('masks a key with an invisible character inside it', () => {
    expect(_maskSecretsIn('key sk_live_\u200Babcdef123456')).toBe('key ••••••••3456');
  });

  it('leaves a text in other scripts as it is when it hides nothing', () => {
    expect(_maskSecretsIn('pedido ٤٢ de João')).toBe('pedido ٤٢ de João');
  });
});

describe('hiding a security code written after its name', () => {
  it.each([
    ['cvv: 123', 'cvv: ••••••••'],
    ['CVC2=1234', 'CVC2=••••••••'],
    ['{"security_code":"987"}', '{"security_code":"••••••••"}'],
    ['card cvv ١٢٣ ok', 'card cvv •••••••• ok'],
    ['CÓD. SEGURANÇA 123', 'CÓD. SEGURANÇA ••••••••'],
    ['código de seguridad: 1234', 'código de seguridad: ••••••••'],
    ['カードのcvv:123です', 'カードのcvv:••••••••です'],
  ])('hides the code in %j', (text, masked) => {
    expect(_maskSecretsAndCvvsIn(text)).toBe(masked);
  });

  // Every name the pass knows, as buyers and hosts write it: each one lost from the list would
  // leave the code after it in a log.
  it.each([
    'código de segurança',
    'código de seguridad',
    'cód. segurança',
    'cód. seguridad',
    'cod segurança',
    'cod seguridad',
    'security_code',
    'security-code',
    'security code',
    'securitycode',
    'cvv2',
    'cvc2',
    'cvv',
    'cvc',
    'cvn',
    'csc',
  ])('hides the code written after %j', (name) => {
    expect(_maskSecretsAndCvvsIn(`pedido 42, ${name}: 123.`)).toBe(`pedido 42, ${name}: ••••••••.`);
  });

  it("leaves no trace of the code in the engine's record of the last regular-expression match", () => {
    /x/.test('x');
    _maskSecretsAndCvvsIn('Olá, segue o cvv 123 do cartão');
    const legacy = RegExp as unknown as { input: string; lastMatch: string };
    expect(`${legacy.input} ${legacy.lastMatch}`).not.toContain('123');
  });

  it('leaves a longer number after the name, and the name inside another word, alone', () => {
    expect(_maskSecretsAndCvvsIn('cvv 123456')).toBe('cvv 123456');
    expect(_maskSecretsAndCvvsIn('xcvv 123')).toBe('xcvv 123');
    expect(_maskSecretsAndCvvsIn('no code here')).toBe('no code here');
  });
});

// The text is read once, as written: each detector sees what is before a place through the digit
// reader, so characters a reader skips or joins (a surrogate pair, an invisible character) weigh
// as they would in the text rewritten.
describe('what stands just before a card number or a key, read as a reader sees it', () => {
  it('reads a digit written as a surrogate pair, glued before a card number, as part of one longer number', () => {
    // 𝟷 (U+1D7F7, MATHEMATICAL MONOSPACE DIGIT ONE) then 4111 1111 1111 1111 run together: 17
    // digits that fail Luhn, so nothing is masked and the text comes back as it is.
    expect(_maskSecretsIn('ref 𝟷4111111111111111')).toBe('ref 𝟷4111111111111111');
  });

  it('masks a card number after a letter written as a surrogate pair, which is no digit', () => {
    expect(_maskSecretsIn('𝐀4111111111111111')).toBe('𝐀411111••••••1111');
  });

  it('reads a letter before an invisible character as right before the key prefix after it', () => {
    expect(_maskSecretsIn('x\u200Bsk_live_abcdef123456 y')).toBe('x\u200Bsk_live_abcdef123456 y');
  });

  it('finds a key inside a text whose prefix an invisible character splits', () => {
    expect(_maskSecretsIn('use s\u200Bk_live_abcdef123456 now')).toBe('use ••••••••3456 now');
  });

  it('reads a digit before an invisible character as glued to the digits after it', () => {
    // 9 and then 4111… with a zero-width space between: one run of 17 digits, not a card number.
    expect(_maskSecretsIn('ref 9\u200B4111111111111111')).toBe('ref 9\u200B4111111111111111');
  });

  it('hides a security code whose name an invisible character splits', () => {
    expect(_maskSecretsAndCvvsIn('c\u200Bvv: 123')).toBe('cvv: ••••••••');
  });

  it('hides a security code after its name written in any case, or with an accent after its first letter', () => {
    expect(_maskSecretsAndCvvsIn('CVV 123, cVv 456')).toBe('CVV ••••••••, cVv ••••••••');
    expect(_maskSecretsAndCvvsIn('SECURITY CODE 1234 / Security code 5678')).toBe(
      'SECURITY CODE •••••••• / Security code ••••••••',
    );
    expect(_maskSecretsAndCvvsIn('CÓD. SEGURANÇA 321')).toBe('CÓD. SEGURANÇA ••••••••');
  });

  it('leaves words that start like a key or a name but go on otherwise', () => {
    const words = 'cliente presente torta sala rua whisky pkg 123';
    expect(_maskSecretsAndCvvsIn(words)).toBe(words);
  });
});

describe('a text with thousands of card numbers', () => {
  // The masked copy is gathered in pieces and joined every few thousand of them: a text with more
  // than twice that many comes back whole, every number masked, whatever character follows one
  // (U+0000 included, which reads as a code below every other).
  it('masks 5,000 card numbers separated by a NUL and a space, and keeps every character between them', () => {
    const cards = Array.from({ length: 5000 }, (_, index) =>
      index % 2 === 0 ? '4111111111111111' : '4222222222222',
    );
    const masked = cards.map((card) => (card.length === 16 ? '411111••••••1111' : '422222•••2222'));
    expect(_maskSecretsIn(cards.join('\u0000 '))).toBe(masked.join('\u0000 '));
  });
});
