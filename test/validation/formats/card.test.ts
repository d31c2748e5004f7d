import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  _cvvLength,
  _isCardNumber,
  _passesLuhn,
  detectCardBrand,
} from '../../../src/validation/formats/card.js';

describe('Luhn', () => {
  it('accepts the classic test numbers and rejects a changed digit', () => {
    expect(_passesLuhn('4111111111111111')).toBe(true);
    expect(_passesLuhn('378282246310005')).toBe(true);
    expect(_passesLuhn('4111111111111112')).toBe(false);
  });

  it('rejects every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '4111111111111111';
        const changed =
          valid.slice(0, position) + ((Number(valid[position]) + delta) % 10) + valid.slice(position + 1);
        expect(_passesLuhn(changed)).toBe(false);
      }),
    );
  });
});

describe('card number', () => {
  it('accepts 12 to 19 digits with spaces', () => {
    expect(_isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(_isCardNumber('4111-1111-1111-1111')).toBe(false);
    expect(_isCardNumber('00000000000')).toBe(false);
    expect(_isCardNumber('0000000000000000000')).toBe(true);
    expect(_isCardNumber('00000000000000000000')).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['5078601870000127985', 'aura'],
  ])('reads %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['4011780000000000', 'elo'],
    ['4389350000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6362970000457013', 'elo'],
    ['6504850000000000', 'elo'],
    ['6550210000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233', 'hipercard'],
  ])('does not misread the Brazilian card %s as Visa, Discover or Diners', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('gives unknown for short or non-digit input', () => {
    expect(detectCardBrand('41111')).toBe('unknown');
    expect(detectCardBrand('4111a11111111111')).toBe('unknown');
    expect(detectCardBrand('9999999999999999')).toBe('unknown');
  });

  it('asks a 4-digit CVV of American Express only', () => {
    expect(_cvvLength('amex')).toBe(4);
    expect(_cvvLength('elo')).toBe(3);
    expect(_cvvLength('visa')).toBe(3);
  });
});

describe('card brands at the edges of their ranges', () => {
  it('needs six digits and tells the smaller brands apart', () => {
    expect(
      [
        '41',
        '41111',
        '411111',
        '3841400000000000',
        '3841600000000000',
        '3600000000000000',
        '3800000000000000',
        '6500000000000000',
      ].map(detectCardBrand),
    ).toEqual(['unknown', 'unknown', 'visa', 'hipercard', 'hipercard', 'diners', 'diners', 'discover']);
  });
});
