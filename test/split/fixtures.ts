import type { RefundAllocation } from '../../src/split/allocate-refund.js';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule, SplitSuccess } from '../../src/split/types.js';

export const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
export const B = '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';
export const C = 'c0ffee00-1234-4abc-9def-0123456789ab';

export function percentage(amount: number, recipient_id = A): SplitRule {
  return { recipient_id, recipient_type: 'merchant', type: 'percentage', amount };
}

export function fixed(amount: number, recipient_id = A): SplitRule {
  return { recipient_id, recipient_type: 'submerchant', type: 'fixed', amount };
}

/** A split the test needs as given: `computeSplit`'s success, or the test stops with its message. */
export function split(...args: Parameters<typeof computeSplit>): SplitSuccess {
  const result = computeSplit(...args);
  if (!result.ok) throw new Error(result.message);
  return result;
}

/**
 * The whole answer of a successful refund, written compactly: each share as
 * `[recipient_id, amount, fee_returned]`, the master account as `[amount, fee_returned]`.
 */
export function refunded(
  amount: number,
  shares: readonly (readonly [string, number, number])[],
  master: readonly [number, number],
): RefundAllocation {
  return {
    ok: true,
    amount,
    shares: shares.map(([recipient_id, share, fee_returned]) => ({
      recipient_id,
      amount: share,
      fee_returned,
    })),
    master: { amount: master[0], fee_returned: master[1] },
  };
}
