import { describe, expect, it } from 'vitest';
import type { SplitRule } from '../../src/split/types.js';
import { computeSplit, prepareSplit } from '../support/wide-amounts.js';
import { B, C, fixed, percentage } from './fixtures.js';

describe('prepareSplit', () => {
  it('returns a split function that gives what computeSplit gives', () => {
    const rules = [percentage(0.3), fixed(500, B)];
    const prepared = prepareSplit(rules, { rate: 0.0299, fixed: 10 }, { rounding: 'half-up' });
    if (!prepared.ok) throw new Error(prepared.message);
    for (const amount of [1000, 5000, 123457, Number.MAX_SAFE_INTEGER]) {
      expect(prepared.split(amount)).toEqual(
        computeSplit(amount, rules, { rate: 0.0299, fixed: 10 }, { rounding: 'half-up' }),
      );
    }
  });

  it('reports a bad amount from split, in the prepared locale', () => {
    const prepared = prepareSplit([fixed(1)], 0, { locale: 'pt-BR' });
    expect(prepared.ok && prepared.split(-1)).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      message: 'Entrada inválida: Valor: informe um valor de pelo menos R$\u00a00,01.',
      issues: [{ code: 'OUT_OF_RANGE', path: 'amount', params: { min: 1 } }],
    });
  });

  it('reports an amount above the maximum it was prepared with', () => {
    const prepared = prepareSplit([fixed(1)], 0, { maxAmount: 1000 });
    expect(prepared.ok && prepared.split(1001)).toMatchObject({
      code: 'INVALID_INPUT',
      issues: [{ path: 'amount', message: 'Enter an amount of at most R$10.00.', params: { max: 1000 } }],
    });
    expect(prepared.ok && prepared.split(1000)).toMatchObject({ ok: true });
  });

  it("refuses a maxAmount that is not a positive safe integer as the host's configuration", () => {
    expect(prepareSplit([fixed(1)], 0, { maxAmount: 0 })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });

  it('names options.maxAmount as an out-of-range value whose upper bound is 2^53 - 1 centavos', () => {
    // 2^53 - 1 is the largest integer a double holds exactly (ECMA-262, Number.MAX_SAFE_INTEGER).
    const upper = 2 ** 53 - 1;
    expect(prepareSplit([fixed(1)], 0, { maxAmount: 0 })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      issues: [{ code: 'INVALID_VALUE', path: 'options.maxAmount', params: { max: upper } }],
    });
  });

  it('reports the domain errors from split', () => {
    const prepared = prepareSplit([fixed(1000)], 0.0299);
    expect(prepared.ok && prepared.split(999)).toMatchObject({
      ok: false,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      total: '1000',
    });
    expect(prepared.ok && prepared.split(1000_000)).toMatchObject({
      ok: false,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
    });
  });

  it('fails at once with 500 INVALID_CONFIGURATION for a bad MDR or options, before the rules', () => {
    expect(
      prepareSplit([percentage(10)], undefined as unknown as number, { rounding: 'x' as 'half-up' }),
    ).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: expect.stringContaining('MDR'),
      hint: 'Fields to fix: mdr, options.rounding. Each issue has a hint of its own.',
      issues: [
        expect.objectContaining({ code: 'REQUIRED', path: 'mdr' }),
        expect.objectContaining({ code: 'INVALID_VALUE', path: 'options.rounding' }),
      ],
    });
  });

  it('fails at once with 422 INVALID_INPUT for bad rules, at the request paths', () => {
    expect(prepareSplit([percentage(10)], 0)).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: expect.stringContaining('Share (recipient 1)'),
      hint: 'Fields to fix: split.0.amount. Each issue has a hint of its own.',
      issues: [expect.objectContaining({ code: 'OUT_OF_RANGE', path: 'split.0.amount' })],
    });
  });

  it('keeps the rules it was given even when the caller changes them afterwards', () => {
    const rules: SplitRule[] = [{ ...percentage(0.5) }];
    const mdr = { rate: 0.01 };
    const prepared = prepareSplit(rules, mdr);
    (rules[0] as { amount: number }).amount = 0.1;
    rules.push(fixed(1, B));
    mdr.rate = 0.5;
    expect(prepared.ok && prepared.split(1000)).toMatchObject({
      ok: true,
      fee: 10,
      shares: [{ gross: 500 }],
    });
  });

  it('returns fresh objects on every call', () => {
    const prepared = prepareSplit([percentage(0.5)], 0);
    if (!prepared.ok) throw new Error('unexpected');
    const first = prepared.split(100);
    const second = prepared.split(100);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second.ok && first.ok && second.shares[0] !== first.shares[0]).toBe(true);
  });

  it('gives what computeSplit gives on every call after one that left its percentage loop midway', () => {
    // 0.123456789012345 has 15 decimals: its product with these amounts passes 2^53, so that charge
    // takes the general path after the first percentage was already written for it.
    const rules = [percentage(0.5), fixed(7, B), percentage(0.123456789012345, C), percentage(0.25)];
    const prepared = prepareSplit(rules, 0.0299);
    if (!prepared.ok) throw new Error(prepared.message);
    for (const amount of [1001, 99, 1003, 7, 100_000, 1001]) {
      expect(prepared.split(amount)).toEqual(computeSplit(amount, rules, 0.0299));
    }
  });

  it('never gives a leftover centavo to a fixed share between percentages', () => {
    const rules = [percentage(1 / 3), fixed(5, B), percentage(1 / 3, C), fixed(1, B)];
    const prepared = prepareSplit(rules, 0);
    if (!prepared.ok) throw new Error(prepared.message);
    for (const amount of [100, 101, 102, 1000]) {
      const result = prepared.split(amount);
      expect(result.ok && [result.shares[1]?.gross, result.shares[3]?.gross]).toEqual([5, 1]);
      expect(result).toEqual(computeSplit(amount, rules, 0));
    }
  });

  it('can be called unbound', () => {
    const prepared = prepareSplit([percentage(0.5)], 0);
    if (!prepared.ok) throw new Error('unexpected');
    const { split } = prepared;
    expect(split(100)).toMatchObject({ ok: true, unallocated: 50 });
  });
});
