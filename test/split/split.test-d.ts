import { describe, expectTypeOf, it } from 'vitest';
import type { Locale } from '../../src/index.js';
import { type ComputeSplitOptions, computeSplit } from '../../src/split/compute-split.js';
import { planSettlement, type SettlementPlan } from '../../src/split/plan-settlement.js';
import { type PrepareSplitResult, prepareSplit } from '../../src/split/prepare-split.js';
import type { SplitFailure, SplitResult, SplitRule, SplitShare } from '../../src/split/types.js';

const rule: SplitRule = {
  recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  recipient_type: 'merchant',
  type: 'percentage',
  amount: 0.1,
};

describe('split engine types', () => {
  it('computeSplit returns a result discriminated on ok', () => {
    const result = computeSplit(1000, [rule], 0.0299);
    expectTypeOf(result).toEqualTypeOf<SplitResult>();
    if (result.ok) expectTypeOf(result.shares).toEqualTypeOf<SplitShare[]>();
    else expectTypeOf(result).toEqualTypeOf<SplitFailure>();
  });

  it('narrows the error fields by code', () => {
    const result = computeSplit(1000, [rule], { rate: '0.0299', fixed: 50 });
    if (result.ok) return;
    if (result.code === 'SPLIT_AMOUNT_EXCEEDS_TOTAL') expectTypeOf(result.total).toEqualTypeOf<string>();
    if (result.code === 'NEGATIVE_NET_AMOUNT_AFTER_FEES') expectTypeOf(result.gross).toEqualTypeOf<number>();
    if (result.code === 'INVALID_INPUT') expectTypeOf(result.issues).items.toHaveProperty('path');
  });

  it('accepts only the documented options', () => {
    expectTypeOf<ComputeSplitOptions>().toEqualTypeOf<{
      readonly rounding?: 'half-even' | 'half-up';
      readonly locale?: Locale;
      readonly feeBearer?: 'first' | 'proportional' | 'master' | { readonly recipient_id: string };
      readonly maxAmount?: number;
    }>();
    // @ts-expect-error an unknown rounding mode does not compile
    computeSplit(1000, [rule], 0, { rounding: 'bankers' });
    // @ts-expect-error a percentage rule needs an amount
    computeSplit(1000, [{ recipient_id: 'x', recipient_type: 'merchant', type: 'percentage' }], 0);
    // @ts-expect-error the MDR is required
    computeSplit(1000, [rule]);
  });

  it('prepareSplit and planSettlement have their documented shapes', () => {
    const prepared = prepareSplit([rule], 0);
    expectTypeOf(prepared).toEqualTypeOf<PrepareSplitResult>();
    if (prepared.ok) expectTypeOf(prepared.split).returns.toEqualTypeOf<SplitResult>();
    const result = computeSplit(1000, [rule], 0);
    if (result.ok) {
      const plan = planSettlement(result, { supportsSubaccounts: true, hasActiveSubaccount: () => true });
      expectTypeOf(plan).toEqualTypeOf<SettlementPlan>();
      expectTypeOf(plan.entries[0]?.mode).toEqualTypeOf<'acquirer' | 'virtual' | undefined>();
      // @ts-expect-error a failure is not a split to settle
      planSettlement(computeSplit(1, [], 0), {
        supportsSubaccounts: false,
        hasActiveSubaccount: () => false,
      });
    }
  });
});
