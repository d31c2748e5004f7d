import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/money/format-brl.js';

describe('formatBRL', () => {
  it('writes reais the Brazilian way by default, with a no-break space after R$', () => {
    expect(formatBRL(150000)).toBe('R$\u00a01.500,00');
  });

  it('writes reais the English way with locale en', () => {
    expect(formatBRL(150000, { locale: 'en' })).toBe('R$1,500.00');
  });

  it('keeps both centavo digits of an amount under one real', () => {
    expect(formatBRL(5)).toBe('R$\u00a00,05');
  });

  it('writes a negative amount under one real with its sign', () => {
    expect(formatBRL(-50)).toBe('-R$\u00a00,50');
  });

  it('writes the largest safe integer to the last centavo', () => {
    expect(formatBRL(Number.MAX_SAFE_INTEGER)).toBe('R$\u00a090.071.992.547.409,91');
  });

  it('writes a bigint beyond the safe integers exactly', () => {
    expect(formatBRL(123456789012345678901n, { locale: 'en' })).toBe('R$1,234,567,890,123,456,789.01');
  });

  it.each([
    ['a fraction of a centavo', 1.5],
    ['NaN', Number.NaN],
    ['an unsafe integer', 2 ** 53],
    ['a string', '100'],
  ])('writes nothing for %s, without throwing', (_name, value) => {
    expect(formatBRL(value as number)).toBe('');
  });
});

describe('formatBRL: the other locales and signs', () => {
  it('writes reais with a decimal comma in Spanish, as es-AR prices read', () => {
    expect(formatBRL(150000, { locale: 'es' })).toBe('R$\u00a01.500,00');
  });

  it('writes a negative amount of more than one real with its sign and every digit', () => {
    expect(formatBRL(-150075)).toBe('-R$\u00a01.500,75');
    expect(formatBRL(-123456, { locale: 'en' })).toBe('-R$1,234.56');
  });

  it('writes zero and one real as such', () => {
    expect([formatBRL(0), formatBRL(100), formatBRL(-100)]).toEqual([
      'R$\u00a00,00',
      'R$\u00a01,00',
      '-R$\u00a01,00',
    ]);
  });

  it('falls back to pt-BR for a locale it does not know', () => {
    expect(formatBRL(150000, { locale: 'fr' as never })).toBe('R$\u00a01.500,00');
  });

  it('writes nothing, without throwing, when reading the options throws', () => {
    const options = {
      get locale(): never {
        throw new Error('hostile getter');
      },
    };

    expect(formatBRL(100, options)).toBe('');
  });
});
