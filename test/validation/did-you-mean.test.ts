import { describe, expect, it } from 'vitest';
import { _didYouMean, _knownKeys } from '../../src/validation/did-you-mean.js';

// The keys of an object, made ready as the walk makes them once per object of the table.
const suggest = (key: string, known: readonly string[]) => _didYouMean(key, _knownKeys(known));

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
    expect(suggest(typo, DETAILS)).toBe(known);
  });

  it('suggests nothing for keys that are far from every known one', () => {
    expect(suggest('color', DETAILS)).toBeUndefined();
    expect(suggest('id', ['cvv'])).toBeUndefined();
    expect(suggest('cv', ['cvv'])).toBe('cvv');
    expect(suggest('x'.repeat(10_000), DETAILS)).toBeUndefined();
  });
});

describe('"did you mean"', () => {
  const KNOWN = ['amount', 'currency', 'customer', 'installments', 'zip_code', 'type', 'abcd', 'abce'];

  it('matches a key that differs only in letter case or separators', () => {
    expect(['ZIP-CODE', 'zip code', 'ZipCode', 'AMOUNT'].map((key) => suggest(key, KNOWN))).toEqual([
      'zip_code',
      'zip_code',
      'zip_code',
      'amount',
    ]);
  });

  it('allows one edit per three letters of the candidate, at most two', () => {
    expect(
      ['amout', 'amuont', 'instalments', 'instalmens', 'tpye', 'tyep'].map((key) => suggest(key, KNOWN)),
    ).toEqual(['amount', 'amount', 'installments', 'installments', 'type', 'type']);
    expect(
      ['tyyy', 'ammmmount', 'xurxenxy', 'instaaaalments', 'typ'].map((key) => suggest(key, KNOWN)),
    ).toEqual([undefined, undefined, undefined, undefined, 'type']);
  });

  it('prefers the closest candidate, and the earlier one of two as close', () => {
    expect(suggest('abcx', KNOWN)).toBe('abcd');
    expect(suggest('abcex', ['abcd', 'abce'])).toBe('abce');
    expect(suggest('custmer', ['custom', 'customer'])).toBe('customer');
  });

  it('gives no hint for a key longer than 64 characters', () => {
    expect(suggest(`amount${'_'.repeat(58)}`, KNOWN)).toBe('amount');
    expect(suggest(`amount${'_'.repeat(59)}`, KNOWN)).toBeUndefined();
  });
});
