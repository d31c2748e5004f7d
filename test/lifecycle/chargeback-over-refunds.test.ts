import { describe, expect, it } from 'vitest';
import { applyChargeEvent } from '../../src/index.js';
import { A, B } from '../split/fixtures.js';
import { applied, chargeback, paid, refund, run } from './fixtures.js';

// The marketplace split of the fixtures: R$ 100,00, gross A 7 000, B 1 000, master account 2 000
// (70%, 10%, 20%), so every amount below that is a multiple of 10 divides exactly.

describe('a chargeback over what refunds left', () => {
  it('is recorded, and its effect says how much of it the refunds had already given back', () => {
    const charge = run([paid(), refund('evt_r', 9000)]);
    const result = applied(applyChargeEvent(charge, chargeback('evt_cb', 1001)));
    expect(result.effects).toEqual([
      {
        type: 'chargeback',
        event_id: 'evt_cb',
        amount: 1001,
        // The 1 000 left divided 70/10/20; the centavo taken twice is the master account's.
        recipients: [
          { recipient_id: A, amount: 700 },
          { recipient_id: B, amount: 100 },
          { recipient_id: null, amount: 201 },
        ],
        already_returned: 1,
      },
    ]);
    expect(result.charge.status).toBe('charged_back');
    expect(result.charge.totals).toMatchObject({
      paid: 10000,
      refunded: 9000,
      charged_back: 1001,
      already_returned: 1,
    });
  });

  it('is recorded whole after a full refund: the master account bears it all, to contest', () => {
    const charge = run([paid(), refund('evt_r', 10000)]);
    const result = applied(applyChargeEvent(charge, chargeback('evt_cb', 10000)));
    expect(result.effects).toEqual([
      {
        type: 'chargeback',
        event_id: 'evt_cb',
        amount: 10000,
        recipients: [
          { recipient_id: A, amount: 0 },
          { recipient_id: B, amount: 0 },
          { recipient_id: null, amount: 10000 },
        ],
        already_returned: 10000,
      },
    ]);
    expect(result.charge.totals.recipients.map((row) => [row.refunded, row.charged_back])).toEqual([
      [7000, 0],
      [1000, 0],
      [2000, 10000],
    ]);
  });

  it('says already_returned 0 when it fits in what is left', () => {
    const result = applied(
      applyChargeEvent(run([paid(), refund('evt_r', 5000)]), chargeback('evt_cb', 5000)),
    );
    expect(result.effects[0]).toMatchObject({ type: 'chargeback', amount: 5000, already_returned: 0 });
  });

  it('is refused only when it is more than the whole charge, which no issuer takes', () => {
    expect(applyChargeEvent(run([paid()]), chargeback('evt_cb', 10001))).toMatchObject({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
    });
  });
});

describe('a refund after chargebacks', () => {
  it('is refused with 422 REFUND_EXCEEDS_REMAINING once chargebacks took what was left', () => {
    const charge = run([paid(), chargeback('evt_cb', 10000, 5)]);
    expect(applyChargeEvent(charge, refund('evt_r', 1, 10))).toMatchObject({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
    });
  });

  it('fits in what a partial chargeback left, whichever came first', () => {
    const inTime = run([paid(), chargeback('evt_cb', 3000, 5), refund('evt_r', 7000, 10)]);
    const reversed = run([paid(), refund('evt_r', 7000, 10), chargeback('evt_cb', 3000, 5)]);
    expect(reversed.totals).toEqual(inTime.totals);
    expect(inTime.totals).toMatchObject({ refunded: 7000, charged_back: 3000, already_returned: 0 });
  });

  it('is judged at arrival: one that happened before a full chargeback but arrives after it is refused', () => {
    // Arriving first, the same refund is recorded, and the chargeback overlaps it.
    const refundFirst = run([paid(), refund('evt_r', 6000, 10), chargeback('evt_cb', 10000, 20)]);
    expect(refundFirst.totals).toMatchObject({ refunded: 6000, charged_back: 10000, already_returned: 6000 });
    const chargebackFirst = run([paid(), chargeback('evt_cb', 10000, 20)]);
    expect(applyChargeEvent(chargebackFirst, refund('evt_r', 6000, 10))).toMatchObject({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
    });
  });
});
