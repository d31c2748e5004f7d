import { describe, expect, it } from 'vitest';
import { _readLocale } from '../../src/messages/locales/read-locale.js';
import { _isCountryCode, COUNTRY_CODES } from '../../src/rules/countries.js';
import { _isUf, BRAZILIAN_UFS } from '../../src/rules/ufs.js';

describe('country codes', () => {
  it('hold the 249 officially assigned ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('recognise codes written in upper case only', () => {
    expect(_isCountryCode('BR')).toBe(true);
    expect(_isCountryCode('br')).toBe(false);
    expect(_isCountryCode('UK')).toBe(false);
  });
});

describe('UFs', () => {
  it('hold the 26 states and the Federal District', () => {
    expect(new Set(BRAZILIAN_UFS).size).toBe(27);
    expect(BRAZILIAN_UFS).toContain('DF');
  });

  it('accept a UF in any letter case and nothing else', () => {
    expect(_isUf('sp')).toBe(true);
    expect(_isUf('Rj')).toBe(true);
    expect(_isUf('XX')).toBe(false);
    expect(_isUf('SPX')).toBe(false);
  });
});

describe('locale option', () => {
  it('falls back to English for anything but pt-BR', () => {
    expect(_readLocale('pt-BR')).toBe('pt-BR');
    expect(_readLocale('pt')).toBe('en');
    expect(_readLocale(undefined)).toBe('en');
  });
});
