// Reading the rules: each field of a rule read once, through its own property, a getter that throws
// read as unreadable; a call made from inside a getter is a call of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules/limits.js';
import { _computeSplit, computeSplit } from '../../src/split/compute-split.js';
import type { SplitResult, SplitRule } from '../../src/split/types.js';
import { _computeWalkedSplit, _walkedSplitExceedsAmount } from '../../src/split/walked-split.js';
import { amounts, anyRules, mdrs } from './arbitraries.js';
import { B, fixed, percentage } from './fixtures.js';

describe('reading the rules', () => {
  it('reads a field whose getter throws as unreadable and the fields after it once each', () => {
    const reads: string[] = [];
    const rule: Record<string, unknown> = {};
    for (const key of ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company']) {
      Object.defineProperty(rule, key, {
        enumerable: true,
        get() {
          reads.push(key);
          if (key === 'type') throw new Error('boom');
          return { recipient_id: B, recipient_type: 'merchant', amount: 1, cross_company: false }[key];
        },
      });
    }
    const result = computeSplit(100, [rule as unknown as SplitRule], 0);
    expect(reads).toEqual(['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company']);
    expect(result).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_TYPE', path: 'split.0.type' }],
    });
    expect((result as { issues: unknown[] }).issues).toHaveLength(1);
  });

  it('gives a call made from inside a getter its own arrays, leaving the outer call intact', () => {
    let inner: SplitResult | undefined;
    const rule = { ...percentage(0.3) };
    Object.defineProperty(rule, 'amount', {
      enumerable: true,
      get() {
        inner = computeSplit(1000, [fixed(7), percentage(0.5)], 0);
        return 0.3;
      },
    });
    const outer = computeSplit(1000, [fixed(100), rule, percentage(0.25)], 0);
    expect(outer).toMatchObject({ ok: true, shares: [{ gross: 100 }, { gross: 300 }, { gross: 250 }] });
    expect(inner).toMatchObject({ ok: true, shares: [{ gross: 7 }, { gross: 500 }] });
  });

  it('agrees with the uncaught entry point validation uses', () => {
    expect(_computeSplit(1000, [percentage(0.125)], 0.0299)).toEqual(
      computeSplit(1000, [percentage(0.125)], 0.0299),
    );
  });

  // The walked entries take rules the walk accepted: every generated rule is, but a fixed share above
  // the charge maximum (the walk's OUT_OF_RANGE.money_max).
  const accepted = (rules: readonly SplitRule[], maxAmount: number) =>
    rules.every((rule) => rule.type !== 'fixed' || rule.amount <= maxAmount);

  // What the allocation finds; a bad MDR or amount is reported before the walked entry is reached.
  const allocated = (split: SplitResult) =>
    split.ok || split.code === 'SPLIT_AMOUNT_EXCEEDS_TOTAL' || split.code === 'NEGATIVE_NET_AMOUNT_AFTER_FEES'
      ? split
      : undefined;

  it('answers a walked request exactly as computeSplit answers it, shares and split failures alike', () => {
    fc.assert(
      fc.property(
        amounts,
        anyRules,
        mdrs,
        fc.constantFrom('en' as const, 'pt-BR' as const),
        (amount, rules, mdr, locale) => {
          const maxAmount = LIMITS.amount.max;
          fc.pre(accepted(rules, maxAmount));
          expect(_computeWalkedSplit(amount, rules, mdr, locale, maxAmount)).toEqual(
            allocated(computeSplit(amount, rules, mdr, { locale, maxAmount })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds shares over the amount, without an MDR, exactly when computeSplit does, in its words', () => {
    fc.assert(
      fc.property(
        amounts,
        anyRules,
        fc.constantFrom('en' as const, 'pt-BR' as const, 'es' as const),
        (amount, rules, locale) => {
          const maxAmount = LIMITS.amount.max;
          fc.pre(accepted(rules, maxAmount));
          const split = computeSplit(amount, rules, 0, { locale, maxAmount });
          expect(_walkedSplitExceedsAmount(amount, rules, locale, maxAmount)).toEqual(
            !split.ok && split.code === 'SPLIT_AMOUNT_EXCEEDS_TOTAL' ? split : undefined,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers SPLIT_AMOUNT_EXCEEDS_TOTAL for 60% + 50% without an MDR, and nothing for 60% + 40%', () => {
    const max = LIMITS.amount.max;
    expect(_walkedSplitExceedsAmount(1000, [percentage(0.6), percentage(0.5)], 'en', max)).toMatchObject({
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      total: '1100',
    });
    expect(_walkedSplitExceedsAmount(1000, [percentage(0.6), percentage(0.4)], 'en', max)).toBeUndefined();
  });

  it('allocates nothing for an amount out of range or an MDR that no longer reads, when entered below the readers', () => {
    expect(_computeWalkedSplit(0, [percentage(0.5)], 0, 'en', 1000)).toBeUndefined();
    expect(_computeWalkedSplit(1001, undefined, 0, 'en', 1000)).toBeUndefined();
    expect(_computeWalkedSplit(1000, undefined, 1, 'en', 1000)).toBeUndefined();
    expect(_computeWalkedSplit(1000, undefined, 0, 'en', 1000)).toMatchObject({ ok: true, amount: 1000 });
  });
});
