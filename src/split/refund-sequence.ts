import type { Locale } from '../messages/locales/index.js';
import type { Failure } from '../result/failure.js';
import {
  type AllocateRefundCode,
  allocateRefund,
  type RefundAllocation,
  type RefundMode,
} from './allocate-refund.js';
import type { SplitSuccess } from './types.js';

/** One refund (or chargeback) of a sequence: its amount, and how it is taken back. */
export interface RefundStep {
  readonly amount: number;
  /** @defaultValue `'proportional'` */
  readonly mode?: RefundMode;
}

/** A sequence divided: each step's allocation in order, and all of them added up as one. */
export interface RefundSequence {
  readonly allocations: RefundAllocation[];
  /** The sum of `allocations`, party by party; `undefined` for an empty sequence. */
  readonly total: RefundAllocation | undefined;
}

/**
 * Divides refunds one after the other with `allocateRefund`, each with the ones before it as
 * `previous`. `allocateRefund` reads every entry of `previous`, so the earlier ones are passed
 * added up as one allocation (which it reads as it reads them one by one: it only sums them):
 * each step costs the same, and a sequence costs its length, not its length squared.
 *
 * @returns the allocations, or the failure of the first step that does not fit.
 */
export function _allocateRefundSequence(
  split: SplitSuccess,
  steps: readonly RefundStep[],
  options: { readonly fee?: 'keep' | 'refund'; readonly locale: Locale },
): RefundSequence | Failure<AllocateRefundCode> {
  const allocations: RefundAllocation[] = [];
  let total: RefundAllocation | undefined;
  for (const step of steps) {
    const allocation = allocateRefund(split, step.amount, {
      ...options,
      ...(step.mode === undefined ? {} : { mode: step.mode }),
      previous: total === undefined ? [] : [total],
    });
    if (!allocation.ok) return allocation;
    allocations.push(allocation);
    total = total === undefined ? allocation : _addRefundAllocations(total, allocation);
  }
  return { allocations, total };
}

/**
 * Two allocations of the same split added up, party by party: a valid `previous` entry that stands
 * for both.
 *
 */
export function _addRefundAllocations(left: RefundAllocation, right: RefundAllocation): RefundAllocation {
  return {
    ok: true,
    amount: left.amount + right.amount,
    shares: left.shares.map((share, index) => {
      const other = right.shares[index] as (typeof right.shares)[number];
      return {
        recipient_id: share.recipient_id,
        amount: share.amount + other.amount,
        fee_returned: share.fee_returned + other.fee_returned,
      };
    }),
    master: {
      amount: left.master.amount + right.master.amount,
      fee_returned: left.master.fee_returned + right.master.fee_returned,
    },
  };
}
