import { describe, expect, it } from 'vitest';
import { _maskSecretsAndCvvsIn } from '../../src/secrets/text.js';

// A security code written after its name in free text, at the edges of what counts: what may stand
// before the name, what may follow its last letter, how many characters may stand between.
describe('a security code after its name, at the edges', () => {
  it('leaves a name glued to the word before it by an underscore as part of that word', () => {
    expect(_maskSecretsAndCvvsIn('order_cvv 123')).toBe('order_cvv 123');
  });

  it('leaves a name glued to the word before it across an invisible character as part of that word', () => {
    expect(_maskSecretsAndCvvsIn('x\u200Bcvv 123')).toBe('x\u200Bcvv 123');
  });

  it('masks a code with 6 spaces, quotes, colons or equals signs between it and its name, and not with 7', () => {
    expect(_maskSecretsAndCvvsIn(`cvv${' '.repeat(6)}123`)).toBe(`cvv${' '.repeat(6)}••••••••`);
    expect(_maskSecretsAndCvvsIn('"cvv": = "123"')).toBe('"cvv": = "••••••••"');
    expect(_maskSecretsAndCvvsIn(`cvv${' '.repeat(7)}123`)).toBe(`cvv${' '.repeat(7)}123`);
    expect(_maskSecretsAndCvvsIn('"cvv":  = "123"')).toBe('"cvv":  = "123"');
  });

  it('leaves a name that ends the text, with no code after it, as it is', () => {
    expect(_maskSecretsAndCvvsIn('pedido sem cvv')).toBe('pedido sem cvv');
    expect(_maskSecretsAndCvvsIn('falta o c')).toBe('falta o c');
  });

  it('reads the combining accents U+0300 to U+036F after the last letter of a name as part of it', () => {
    expect(_maskSecretsAndCvvsIn('security code\u0301 123')).toBe('security code\u0301 ••••••••');
    expect(_maskSecretsAndCvvsIn('CVC\u0300: 123')).toBe('CVC\u0300: ••••••••');
    expect(_maskSecretsAndCvvsIn('CVC\u036F: 123')).toBe('CVC\u036F: ••••••••');
  });

  it('reads a letter of another script after a name as a longer word, not as an accent', () => {
    expect(_maskSecretsAndCvvsIn('CVCы: 123')).toBe('CVCы: 123');
    expect(_maskSecretsAndCvvsIn('CVC\u0370: 123')).toBe('CVC\u0370: 123');
  });
});
