import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  applyChargeEvent,
  type ChargeEvent,
  type ChargeState,
  computeSplit,
  MAX_CHARGE_EVENTS,
  openCharge,
  planReceivables,
  toHttpResponse,
} from '../../src/index.js';
import { A, B } from '../split/fixtures.js';
import { applied, at, chargeback, marketplaceSplit, opened, paid, refund, run } from './fixtures.js';

describe('openCharge', () => {
  it('starts a charge pending, with no events and every total 0', () => {
    const charge = opened();
    expect(charge).toMatchObject({
      status: 'pending',
      amount: 10000,
      payment_method: 'pix',
      installments: 1,
      events: [],
    });
    expect(charge.totals).toEqual({
      paid: 0,
      refunded: 0,
      charged_back: 0,
      already_returned: 0,
      recipients: [
        { recipient_id: A, settled: 0, refunded: 0, charged_back: 0, kept: 0 },
        { recipient_id: B, settled: 0, refunded: 0, charged_back: 0, kept: 0 },
        { recipient_id: null, settled: 0, refunded: 0, charged_back: 0, kept: 0 },
      ],
    });
  });

  it('checks the method and installments as planReceivables does', () => {
    expect(openCharge(marketplaceSplit(), { payment_method: 'pix', installments: 2 })).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
    });
    expect(openCharge(marketplaceSplit(), { payment_method: 'cash' as never })).toMatchObject({
      status: 422,
    });
  });

  it('refuses a split that is not a computeSplit success as the caller’s configuration', () => {
    expect(openCharge({ ok: true } as never, { payment_method: 'pix' })).toMatchObject({
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });
});

describe('applyChargeEvent', () => {
  it('settles the split when the payment is confirmed, as planSettlement and planReceivables say', () => {
    const split = marketplaceSplit();
    const result = applied(applyChargeEvent(opened(split), paid()));
    const receivables = planReceivables(split, { payment_method: 'pix', confirmedAt: new Date(at(1)) });
    expect(result.charge.status).toBe('paid');
    expect(result.effects).toEqual([
      {
        type: 'settle',
        event_id: 'evt_paid',
        settlement: [
          { recipient_id: A, net: split.shares[0]?.net, mode: 'virtual' },
          { recipient_id: B, net: 1000, mode: 'virtual' },
        ],
        receivables: receivables.ok ? receivables.receivables : [],
      },
    ]);
  });

  it('credits each recipient its net and the master account what no rule claims, less its fee', () => {
    const split = marketplaceSplit();
    const { totals } = run([paid()], opened(split));
    expect(totals.paid).toBe(10000);
    expect(totals.recipients.map((row) => row.settled)).toEqual([
      split.shares[0]?.net,
      1000,
      split.unallocated,
    ]);
    expect(totals.recipients.reduce((sum, row) => sum + row.kept, 0)).toBe(10000 - split.fee);
  });

  it('changes nothing when the same event arrives twice', () => {
    const once = run([paid()]);
    const again = applied(applyChargeEvent(once, paid()));
    expect(again.charge).toEqual(once);
    expect(again.effects).toEqual([]);
  });

  it('refuses an event id that comes back with other data, with 409 CHARGE_EVENT_CONFLICT', () => {
    const charge = run([paid(), refund('evt_r', 500)]);
    expect(applyChargeEvent(charge, refund('evt_r', 600))).toMatchObject({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_CONFLICT',
    });
  });

  it('records a late pending after paid and ignores it', () => {
    const result = applied(
      applyChargeEvent(run([paid()]), { id: 'evt_late', type: 'pending', occurred_at: at(0) }),
    );
    expect(result.charge.status).toBe('paid');
    expect(result.charge.events.at(-1)).toEqual({
      id: 'evt_late',
      type: 'pending',
      occurred_at: at(0),
      applied: false,
    });
    expect(result.effects).toEqual([]);
  });

  it('never moves a paid charge back to an ending without payment', () => {
    for (const type of ['failed', 'canceled', 'expired'] as const) {
      const charge = run([paid(), { id: `evt_${type}`, type, occurred_at: at(5) }]);
      expect(charge.status, type).toBe('paid');
    }
  });

  it('takes a payment confirmed after the charge expired: the money did come in', () => {
    const charge = run([{ id: 'evt_exp', type: 'expired', occurred_at: at(1) }, paid('evt_paid', 2)]);
    expect(charge.status).toBe('paid');
  });

  it('keeps the later of two endings without payment, whatever order they arrive in', () => {
    const failed: ChargeEvent = { id: 'evt_f', type: 'failed', occurred_at: at(1) };
    const canceled: ChargeEvent = { id: 'evt_c', type: 'canceled', occurred_at: at(2) };
    expect(run([failed, canceled]).status).toBe('canceled');
    expect(run([canceled, failed]).status).toBe('canceled');
  });

  it('refuses a refund before the payment is confirmed, with 409 CHARGE_EVENT_NOT_ALLOWED', () => {
    const result = applyChargeEvent(opened(), refund('evt_r', 100));
    expect(result).toMatchObject({ ok: false, status: 409, code: 'CHARGE_EVENT_NOT_ALLOWED' });
    if (!result.ok) expect(toHttpResponse(result).status).toBe(409);
  });

  it('divides a partial refund as allocateRefund does, and marks the charge partially refunded', () => {
    const split = marketplaceSplit();
    const result = applied(applyChargeEvent(run([paid()], opened(split)), refund('evt_r', 3000)));
    const allocation = allocateRefund(split, 3000);
    if (!allocation.ok) throw new Error('expected an allocation');
    expect(result.charge.status).toBe('partially_refunded');
    expect(result.effects).toEqual([
      {
        type: 'refund',
        event_id: 'evt_r',
        amount: 3000,
        recipients: [
          { recipient_id: A, amount: allocation.shares[0]?.amount },
          { recipient_id: B, amount: allocation.shares[1]?.amount },
          { recipient_id: null, amount: allocation.master.amount },
        ],
      },
    ]);
  });

  it('passes the earlier refunds and chargebacks to allocateRefund as previous', () => {
    const split = marketplaceSplit();
    const charge = run([paid(), refund('evt_r1', 3333)], opened(split));
    const result = applied(applyChargeEvent(charge, chargeback('evt_cb', 1111)));
    const first = allocateRefund(split, 3333);
    if (!first.ok) throw new Error('expected an allocation');
    const second = allocateRefund(split, 1111, { previous: [first] });
    if (!second.ok) throw new Error('expected an allocation');
    expect(result.effects[0]).toMatchObject({
      type: 'chargeback',
      amount: 1111,
      recipients: [
        { recipient_id: A, amount: second.shares[0]?.amount },
        { recipient_id: B, amount: second.shares[1]?.amount },
        { recipient_id: null, amount: second.master.amount },
      ],
    });
  });

  it('marks a charge refunded once all of it is refunded', () => {
    expect(run([paid(), refund('evt_r1', 4000), refund('evt_r2', 6000)]).status).toBe('refunded');
  });

  it('marks a charge charged back after a partial refund, and keeps both totals', () => {
    const charge = run([paid(), refund('evt_r', 2500), chargeback('evt_cb', 7500)]);
    expect(charge.status).toBe('charged_back');
    expect(charge.totals).toMatchObject({ paid: 10000, refunded: 2500, charged_back: 7500 });
    expect(
      charge.totals.recipients.every((row) => row.kept === row.settled - row.refunded - row.charged_back),
    ).toBe(true);
  });

  it('refuses a refund over what is left, with 422 REFUND_EXCEEDS_REMAINING', () => {
    const charge = run([paid(), refund('evt_r', 9000)]);
    expect(applyChargeEvent(charge, refund('evt_r2', 1001))).toMatchObject({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
    });
  });

  it('divides events that arrived out of order as if in order, and says what to correct', () => {
    const split = marketplaceSplit();
    const late = refund('evt_r1', 3333, 5);
    const early = refund('evt_r2', 3333, 30);
    const inOrder = run([paid(), late, early], opened(split));
    const outOfOrder = run([paid(), early], opened(split));
    const result = applied(applyChargeEvent(outOfOrder, late));
    expect(result.charge.totals).toEqual(inOrder.totals);
    const effect = result.effects[0];
    expect(effect?.type).toBe('refund');
    if (effect?.type !== 'refund') return;
    expect(effect.recipients.reduce((sum, row) => sum + row.amount, 0)).toBe(3333);
  });

  it('answers 422 INVALID_INPUT with an issue per malformed field of the event', () => {
    const result = applyChargeEvent(opened(), {
      id: '',
      type: 'paid',
      occurred_at: '2026-03-02',
      amount: 5,
    } as never);
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    if (result.ok || !('issues' in result)) throw new Error('expected issues');
    expect(result.issues?.map((issue) => issue.path)).toEqual([
      'event.id',
      'event.occurred_at',
      'event.amount',
    ]);
  });

  it.each([
    ['not an object', 'paid'],
    ['an unknown type', { id: 'e', type: 'settled', occurred_at: at(1) }],
    ['a refund without an amount', { id: 'e', type: 'refunded', occurred_at: at(1) }],
    ['a refund of 0', { id: 'e', type: 'refunded', occurred_at: at(1), amount: 0 }],
    ['a fractional refund', { id: 'e', type: 'refunded', occurred_at: at(1), amount: 1.5 }],
    ['an instant that does not exist', { id: 'e', type: 'paid', occurred_at: '2026-02-30T12:00:00Z' }],
    ['an id too long', { id: 'e'.repeat(256), type: 'paid', occurred_at: at(1) }],
    ['an inherited id', Object.assign(Object.create({ id: 'e' }), { type: 'paid', occurred_at: at(1) })],
  ])('refuses an event that is %s as 422 INVALID_INPUT', (_name, event) => {
    expect(applyChargeEvent(run([paid()]), event as never)).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
    });
  });

  it('accepts instants with milliseconds', () => {
    const result = applyChargeEvent(opened(), {
      id: 'e',
      type: 'paid',
      occurred_at: '2026-03-02T12:00:00.250Z',
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('keeps working on a charge stored as JSON and read back', () => {
    const stored = JSON.parse(JSON.stringify(run([paid(), refund('evt_r', 100)]))) as ChargeState;
    expect(run([refund('evt_r2', 200)], stored).totals.refunded).toBe(300);
  });

  it('answers 500 INVALID_CONFIGURATION for a charge this library did not make, or changed', () => {
    const charge = run([paid(), refund('evt_r', 100)]);
    const cases: unknown[] = [
      undefined,
      { ...charge, split: { ...charge.split, amount: 1 } },
      { ...charge, payment_method: 'cash' },
      { ...charge, installments: 1.5 },
      { ...charge, events: 'none' },
      { ...charge, events: [...charge.events, { ...charge.events[0] }] },
      { ...charge, events: [{ ...charge.events[0], applied: 'yes' }] },
      { ...charge, events: [...charge.events, { ...refund('evt_x', 99_999), applied: true }] },
      {
        ...charge,
        get events(): never {
          throw new Error('boom');
        },
      },
    ];
    for (const bad of cases) {
      expect(applyChargeEvent(bad as never, paid('evt_p2'))).toMatchObject({
        status: 500,
        code: 'INVALID_CONFIGURATION',
      });
    }
  });

  it('answers 500 INVALID_CONFIGURATION when the settlement options are not valid', () => {
    const result = applyChargeEvent(opened(), paid(), { settlementDays: { pix: -1 } });
    expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('marks settlements at the acquirer as the options say', () => {
    const result = applied(
      applyChargeEvent(opened(), paid(), {
        acquirer: { supportsSubaccounts: true, hasActiveSubaccount: (id) => id === A },
      }),
    );
    const effect = result.effects[0];
    expect(effect?.type === 'settle' && effect.settlement.map((entry) => entry.mode)).toEqual([
      'acquirer',
      'virtual',
    ]);
  });

  it('holds at most MAX_CHARGE_EVENTS events', () => {
    const full = {
      ...opened(),
      events: Array.from({ length: MAX_CHARGE_EVENTS }, (_, index) => ({
        id: `evt_${index}`,
        type: 'pending' as const,
        occurred_at: at(0),
        applied: false,
      })),
    };
    expect(applyChargeEvent(full, paid())).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('does not change the charge or the event it is given', () => {
    const charge = run([paid()]);
    const snapshot = structuredClone(charge);
    const event = refund('evt_r', 100);
    applyChargeEvent(charge, event);
    expect(charge).toEqual(snapshot);
    expect(event).toEqual(refund('evt_r', 100));
  });

  it('writes its messages in the locale asked for', () => {
    const result = applyChargeEvent(opened(), refund('evt_r', 100), { locale: 'pt-BR' });
    expect((result as { message: string }).message).toContain('confirmado');
  });

  it('tracks a charge without split rules: all of it is the master account’s', () => {
    const split = computeSplit(5000, [], 0);
    if (!split.ok) throw new Error('expected a split');
    const charge = run([paid(), refund('evt_r', 1000)], opened(split));
    expect(charge.totals.recipients).toEqual([
      { recipient_id: null, settled: 5000, refunded: 1000, charged_back: 0, kept: 4000 },
    ]);
  });
});
