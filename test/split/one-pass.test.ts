// The one-pass engine (rules read into a typed-array table, shares computed while reading) against
// the reading it replaced, which stays as the BigInt engine's own path: the same result, issue for
// issue, on valid, boundary, wrong, hostile and re-entrant input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _invalidInput } from '../../src/issues/invalid-input.js';
import type { Issue } from '../../src/issues/issue.js';
import { _allocate } from '../../src/split/allocate.js';
import { _computeSplit, type ComputeSplitOptions, computeSplit } from '../../src/split/compute-split.js';
import { prepareSplit } from '../../src/split/prepare-split.js';
import { _readAmount } from '../../src/split/read-amount.js';
import { _optionsLocale } from '../../src/split/read-options.js';
import { _readSplitConfig } from '../../src/split/split-config.js';
import { _invalidSplitConfiguration } from '../../src/split/split-errors.js';
import type { SplitResult, SplitRule } from '../../src/split/types.js';
import { amounts, anyRules, fittingSplits, fractions, mdrs, roundings } from './arbitraries.js';
import { B, fixed, percentage } from './fixtures.js';

/** The engine as it was composed before the one-pass table: read everything, then allocate. */
function reference(amount: unknown, rules: unknown, mdr: unknown, options?: unknown): SplitResult {
  const locale = _optionsLocale(options);
  const issues: Issue[] = [];
  const configIssues: Issue[] = [];
  const amountOk = _readAmount(amount, locale, issues);
  const config = _readSplitConfig(rules, mdr, options, locale, issues, configIssues);
  if (configIssues.length > 0) return _invalidSplitConfiguration(locale, configIssues);
  if (!amountOk || config === undefined) return _invalidInput(locale, issues);
  return _allocate(amount as number, config);
}

const ids = fc.constantFrom(
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  '3F2504E0-4F89-41D3-9A0C-0305E82C3302',
  '3f2504e0-4f89-41d3-9a0c-0305e82c330',
  '3f2504e0_4f89-41d3-9a0c-0305e82c3301',
  '3f2504e0-4f89-41d3-9a0c-0305e82c33é1',
);
const fieldValues = fc.oneof(
  fc.anything(),
  fc.constantFrom(0, -0, 1, 1.5, 2 ** 53, 2 ** 53 - 1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 0.1 + 0.2),
  fractions,
);
const looseRule = fc.record(
  {
    recipient_id: fc.oneof(ids, fieldValues),
    recipient_type: fc.oneof(fc.constantFrom('merchant', 'submerchant', 'Merchant'), fieldValues),
    type: fc.oneof(fc.constantFrom('fixed', 'percentage'), fieldValues),
    amount: fc.oneof(fractions, fc.integer({ min: 1, max: 10_000 }), fieldValues),
    cross_company: fc.oneof(fc.boolean(), fieldValues),
  },
  { requiredKeys: [] },
);
const options = fc.record(
  {
    rounding: roundings,
    feeBearer: fc.oneof(
      fc.constantFrom('first', 'proportional', 'master', 'other'),
      fc.record({ recipient_id: ids }),
    ),
    locale: fc.constantFrom('en', 'pt-BR'),
  },
  { requiredKeys: [] },
  // 'other' and ids no rule has are wrong on purpose: the configuration issues must agree too.
) as fc.Arbitrary<ComputeSplitOptions>;

describe('the one-pass engine', () => {
  it('returns what the reading it replaced returns, on valid and near-valid rules', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, fc.anything()), anyRules, mdrs, options, (amount, rules, mdr, given) => {
        expect(computeSplit(amount as number, rules, mdr, given)).toEqual(
          reference(amount, rules, mdr, given),
        );
      }),
      { numRuns: 4000 },
    );
  });

  it('returns what the reading it replaced returns, on splits that fit', () => {
    fc.assert(
      fc.property(fittingSplits, mdrs, options, ({ amount, rules }, mdr, given) => {
        expect(computeSplit(amount, rules, mdr, given)).toEqual(reference(amount, rules, mdr, given));
      }),
      { numRuns: 3000 },
    );
  });

  it('reports the same issues in the same order on rules with wrong fields', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.array(looseRule, { maxLength: 6 }),
        mdrs,
        options,
        (amount, rules, mdr, given) => {
          expect(computeSplit(amount, rules as SplitRule[], mdr, given)).toEqual(
            reference(amount, rules, mdr, given),
          );
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('gives a prepared split the same answers for every amount', () => {
    fc.assert(
      fc.property(anyRules, mdrs, options, fc.array(amounts, { maxLength: 4 }), (rules, mdr, given, list) => {
        const prepared = prepareSplit(rules, mdr, given);
        if (!prepared.ok) return;
        for (const amount of list)
          expect(prepared.split(amount)).toEqual(reference(amount, rules, mdr, given));
      }),
      { numRuns: 2000 },
    );
  });

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
    expect(result).toEqual(reference(100, [rule], 0));
  });

  it('gives a call made from inside a getter its own table, leaving the outer call intact', () => {
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
});
