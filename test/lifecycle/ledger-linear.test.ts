import { describe, expect, it, vi } from 'vitest';
import { applyChargeEvent, type ChargeEventRecord, MAX_CHARGE_EVENTS } from '../../src/index.js';
import { allocateRefundReads as reads, resetAllocateRefundReads } from '../support/count-previous.js';
import { at, opened, paid, refund } from './fixtures.js';

// allocateRefund reads every entry of `previous`: the work of recomputing a charge's totals is the
// number of earlier allocations handed to it, added up over its calls.
vi.mock('../../src/split/allocate-refund.js', async (importOriginal) =>
  (await import('../support/count-previous.js')).countingAllocateRefund(importOriginal),
);

describe('the totals of a charge with many refunds', () => {
  it('are recomputed with one earlier allocation per refund, not all of them each time', () => {
    const count = MAX_CHARGE_EVENTS - 2;
    const events: ChargeEventRecord[] = [
      { ...paid(), applied: true },
      ...Array.from({ length: count }, (_, index) => ({ ...refund(`evt_${index}`, 1, 3), applied: true })),
    ];
    const charge = { ...opened(), events };
    resetAllocateRefundReads();
    const result = applyChargeEvent(charge, {
      id: 'evt_last',
      type: 'refunded',
      occurred_at: at(4),
      amount: 1,
    });
    expect(result).toMatchObject({ ok: true, charge: { totals: { refunded: count + 1 } } });
    // The charge as stored, then with the event: each refund divided once per recomputation.
    expect(reads.calls).toBe(2 * count + 1);
    expect(reads.previous).toBeLessThanOrEqual(2 * count + 1);
  });
});
