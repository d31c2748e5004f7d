import { describe, expectTypeOf, it } from 'vitest';
import {
  type AllocateRefundResult,
  allocateRefund,
  computeSplit,
  type PlanReceivablesResult,
  planReceivables,
  type SplitSuccess,
} from '../../src/index.js';

declare const split: SplitSuccess;

describe('allocateRefund and planReceivables types', () => {
  it('narrow the result on ok', () => {
    const refund = allocateRefund(split, 100);
    expectTypeOf(refund).toEqualTypeOf<AllocateRefundResult>();
    if (refund.ok)
      expectTypeOf(refund.master).toEqualTypeOf<{ readonly amount: number; readonly fee_returned: number }>();
    else
      expectTypeOf(refund.code).toEqualTypeOf<
        'INVALID_INPUT' | 'INVALID_CONFIGURATION' | 'REFUND_EXCEEDS_REMAINING' | 'INVALID_REFUND_ALLOCATION'
      >();
    const plan = planReceivables(split, { payment_method: 'pix', confirmedAt: new Date(0) });
    expectTypeOf(plan).toEqualTypeOf<PlanReceivablesResult>();
    if (plan.ok) expectTypeOf(plan.receivables[0]?.recipient_id).toEqualTypeOf<string | null | undefined>();
  });

  it('refuse misuse at compile time', () => {
    // @ts-expect-error an unknown refund mode does not compile
    allocateRefund(split, 100, { mode: 'everyone' });
    // @ts-expect-error planReceivables needs confirmedAt
    planReceivables(split, { payment_method: 'pix' });
    // @ts-expect-error an unknown fee bearer does not compile
    computeSplit(100, [], 0, { feeBearer: 'platform' });
  });
});
