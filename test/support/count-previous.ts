import type * as AllocateRefundModule from '../../src/split/allocate-refund.js';

/**
 * What `allocateRefund` was handed since the last reset: its calls, and the earlier allocations
 * of their `previous` added up. allocateRefund reads each of those once, so `previous` measures
 * the work of a run without a clock.
 */
export const allocateRefundReads = { calls: 0, previous: 0 };

/** Resets {@link allocateRefundReads}. */
export function resetAllocateRefundReads(): void {
  allocateRefundReads.calls = 0;
  allocateRefundReads.previous = 0;
}

/**
 * The factory of `vi.mock('…/src/split/allocate-refund.js', …)`: the module, with an
 * `allocateRefund` that counts into {@link allocateRefundReads} and answers as the original.
 */
export async function countingAllocateRefund(
  importOriginal: () => Promise<typeof AllocateRefundModule>,
): Promise<typeof AllocateRefundModule> {
  const original = await importOriginal();
  return {
    ...original,
    allocateRefund: (...args: Parameters<typeof original.allocateRefund>) => {
      allocateRefundReads.calls++;
      allocateRefundReads.previous += args[2]?.previous?.length ?? 0;
      return original.allocateRefund(...args);
    },
  };
}
