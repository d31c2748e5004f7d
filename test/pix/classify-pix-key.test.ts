import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPixKey } from '../../src/pix/classify-pix-key.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';

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
