import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPixKey } from '../../src/pix/classify-pix-key.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';
import { refusalOf, refused } from './codes.js';

describe('classifyPixKey', () => {
  it.each([
    ['123.456.789-09', 'cpf', '12345678909'],
    ['12345678909', 'cpf', '12345678909'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['fulano@example.com', 'email', 'fulano@example.com'],
    ['+55 (61) 91234-5678', 'phone', '+5561912345678'],
    ['+556132345678', 'phone', '+556132345678'],
    ['123E4567-E12B-12D1-A456-426655440000', 'random', '123e4567-e12b-12d1-a456-426655440000'],
  ])('classifies %s as a %s key, stored as %s', (key, type, stored) => {
    expect(classifyPixKey(key)).toEqual({ ok: true, type, key: stored });
  });

  it.each([
    ['a CPF with a wrong check digit', '123.456.789-00'],
    ['a phone without +55', '61912345678'],
    ['a foreign phone', '+14155552671'],
    ['a phone with an area code starting with 0', '+550912345678'],
    ['an e-mail address without a domain', 'fulano@'],
    ['an empty key', ''],
    ['a key over 77 characters', `${'a'.repeat(70)}@example.com`],
  ])('refuses %s', (_name, key) => {
    expect(classifyPixKey(key)).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_VALUE' }],
    });
  });

  it('refuses what is not text, in the locale asked for, without throwing', () => {
    expect(classifyPixKey(42 as unknown as string, { locale: 'es' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('clave PIX'),
    });
  });

  it('classifies every valid CPF and CNPJ, masked or not, as itself', () => {
    fc.assert(
      fc.property(fc.oneof(cpf, cnpj), (document) => {
        const result = classifyPixKey(document);
        expect(result).toEqual({ ok: true, type: document.length === 11 ? 'cpf' : 'cnpj', key: document });
      }),
    );
  });
});

// The directory's rules for each kind of key (DICT API, `Key`: PHONE `^\+[1-9]\d{1,14}$`, EMAIL at
// most 77 characters, in lower case, EVP a lower-case UUID; BR phone numbers: +55, a two-digit area
// code 11 to 99, 8 digits for a landline or 9 for a mobile), at and just past each limit.
describe('classifyPixKey at the limits of each kind of key', () => {
  const refusedKey = refused(['INVALID_VALUE', '', 'PIX.key']);

  it('reads an e-mail address of exactly 77 characters, and refuses one of 78', () => {
    const at = `${'a'.repeat(40)}@${'b'.repeat(32)}.com`;
    expect(at).toHaveLength(77);
    expect(classifyPixKey(at)).toEqual({ ok: true, type: 'email', key: at });
    expect(refusalOf(classifyPixKey(`a${at}`))).toEqual(refusedKey);
  });

  it('counts the limit after the spaces around a key are dropped', () => {
    const at = `${'a'.repeat(40)}@${'b'.repeat(32)}.com`;
    expect(classifyPixKey(`  ${at}  `)).toEqual({ ok: true, type: 'email', key: at });
  });

  it.each([
    ['nothing but spaces', '   '],
    ['a phone of 9 digits after +55', '+55613234567'],
    ['a phone of 12 digits after +55', '+55619123456789'],
    ['a phone whose digits are separated by dots', '+55.61.91234.5678'],
    ['a plus sign alone', '+'],
    ['eleven digits that are no CPF', '12345678900'],
    ['fourteen digits that are no CNPJ', '11222333000180'],
    ['twelve digits, neither a CPF nor a CNPJ', '123456789091'],
    ['a UUID one character short', '123e4567-e12b-12d1-a456-42665544000'],
  ])('refuses %s', (_, key) => {
    expect(refusalOf(classifyPixKey(key))).toEqual(refusedKey);
  });

  it.each([
    ['spaces', '+55 61 91234 5678'],
    ['parentheses', '+55(61)912345678'],
    ['hyphens', '+55-61-91234-5678'],
  ])('reads a phone typed with %s as its bare digits', (_, key) => {
    expect(classifyPixKey(key)).toEqual({ ok: true, type: 'phone', key: '+5561912345678' });
  });

  it.each([
    ['spaces', '123 456 789 09', 'cpf', '12345678909'],
    ['dots and a hyphen', '123.456.789-09', 'cpf', '12345678909'],
    ['a slash', '11222333/000181', 'cnpj', '11222333000181'],
  ])('reads a document typed with %s as its bare characters', (_, key, type, stored) => {
    expect(classifyPixKey(key)).toEqual({ ok: true, type, key: stored });
  });

  it('answers an e-mail address and a random key in lower case, a CNPJ in capitals', () => {
    expect(classifyPixKey('FULANO@EXAMPLE.COM')).toEqual({
      ok: true,
      type: 'email',
      key: 'fulano@example.com',
    });
    expect(classifyPixKey('ABCDEF01-2345-6789-ABCD-EF0123456789')).toEqual({
      ok: true,
      type: 'random',
      key: 'abcdef01-2345-6789-abcd-ef0123456789',
    });
    expect(classifyPixKey('12abc34501de35')).toEqual({ ok: true, type: 'cnpj', key: '12ABC34501DE35' });
  });
});
