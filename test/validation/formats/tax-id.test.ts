import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _isCnpj } from '../../../src/validation/formats/cnpj.js';
import { _isCpf } from '../../../src/validation/formats/cpf.js';
import { _brazilianTaxIdKind } from '../../../src/validation/formats/tax-id.js';

// An independent oracle: the check digit written the textbook way, over an array of digit values.
function mod11(values: number[], weights: number[], cpf: boolean): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  if (cpf) return (sum * 10) % 11 === 10 ? 0 : (sum * 10) % 11;
  return sum % 11 < 2 ? 0 : 11 - (sum % 11);
}
function makeCpf(base: number[]): string {
  const first = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2], true);
  const second = mod11([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2], true);
  return [...base, first, second].join('');
}
function makeCnpj(base: string): string {
  const values = [...base].map((char) => char.charCodeAt(0) - 48);
  const first = mod11(values, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], false);
  const second = mod11([...values, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], false);
  return `${base}${first}${second}`;
}

const cpfBase = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
const cnpjBase = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 12,
  maxLength: 12,
});

describe('CPF', () => {
  it('accepts a CPF whose check digits hold and rejects one wrong check digit', () => {
    expect(_isCpf('52998224725')).toBe(true);
    expect(_isCpf('52998224726')).toBe(false);
    expect(_isCpf('52998224715')).toBe(false);
  });

  it('rejects the ten repeated-digit numbers even though their digits add up', () => {
    for (let digit = 0; digit <= 9; digit++) expect(_isCpf(String(digit).repeat(11))).toBe(false);
  });

  // Mod 11 folds remainders 10 and 0 together, so a changed base digit can keep the same check
  // digits; a changed check digit never can.
  it('accepts every number built with correct check digits and rejects a changed check digit', () => {
    fc.assert(
      fc.property(
        cpfBase,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          fc.pre(new Set(base).size > 1);
          const cpf = makeCpf(base);
          expect(_isCpf(cpf)).toBe(true);
          const changed =
            cpf.slice(0, position) + ((Number(cpf[position]) + delta) % 10) + cpf.slice(position + 1);
          expect(_isCpf(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('CNPJ', () => {
  it('accepts a numeric CNPJ and the alphanumeric example the Receita Federal publishes', () => {
    expect(_isCnpj('11222333000181')).toBe(true);
    expect(_isCnpj('12ABC34501DE35')).toBe(true);
  });

  it('rejects all zeros, letters in the check digits and lower case', () => {
    expect(_isCnpj('00000000000000')).toBe(false);
    expect(_isCnpj('12ABC34501DE3A')).toBe(false);
    expect(_isCnpj('12abc34501de35')).toBe(false);
  });

  it('accepts every alphanumeric base with its computed check digits, and no other pair', () => {
    fc.assert(
      fc.property(cnpjBase, fc.integer({ min: 1, max: 99 }), (base, delta) => {
        fc.pre(base !== '000000000000');
        const cnpj = makeCnpj(base);
        expect(_isCnpj(cnpj)).toBe(true);
        const wrong = String((Number(cnpj.slice(12)) + delta) % 100).padStart(2, '0');
        expect(_isCnpj(base + wrong)).toBe(false);
      }),
    );
  });
});

describe('Brazilian tax id', () => {
  it('tells a CPF from a CNPJ written without its mask, letters in either case', () => {
    expect(_brazilianTaxIdKind('52998224725')).toBe('cpf');
    expect(_brazilianTaxIdKind('11222333000181')).toBe('cnpj');
    expect(_brazilianTaxIdKind('12ABC34501DE35')).toBe('cnpj');
    expect(_brazilianTaxIdKind('12abc34501de35')).toBe('cnpj');
  });

  it('rejects other lengths, and a mask, which the row removes before', () => {
    expect(_brazilianTaxIdKind('5299822472')).toBeUndefined();
    expect(_brazilianTaxIdKind('529.982.247-25')).toBeUndefined();
    expect(_brazilianTaxIdKind('')).toBeUndefined();
  });
});
