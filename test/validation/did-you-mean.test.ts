import { describe, expect, it } from 'vitest';
import { _didYouMean } from '../../src/validation/did-you-mean.js';

const DETAILS = ['number', 'holder_name', 'installments', 'expires_in_seconds', 'due_date', 'cvv'];

describe('_didYouMean', () => {
  it.each([
    ['instalments', 'installments'],
    ['installment', 'installments'],
    ['holderName', 'holder_name'],
    ['HOLDER_NAME', 'holder_name'],
    ['due-date', 'due_date'],
    ['expires_in_second', 'expires_in_seconds'],
    ['nubmer', 'number'],
  ])('suggests %s → %s', (typo, known) => {
    expect(_didYouMean(typo, DETAILS)).toBe(known);
  });

  it('suggests nothing for keys that are far from every known one', () => {
    expect(_didYouMean('color', DETAILS)).toBeUndefined();
    expect(_didYouMean('id', ['cvv'])).toBeUndefined();
    expect(_didYouMean('cv', ['cvv'])).toBe('cvv');
    expect(_didYouMean('x'.repeat(10_000), DETAILS)).toBeUndefined();
  });
});
