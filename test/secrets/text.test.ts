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
