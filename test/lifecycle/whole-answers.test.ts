// The lifecycle's answers stated whole where their shape is the contract: the message a buyer reads
// with its figures, the hint that names the field to fix, the `applied` flag of every record, the
// order of two reports of the same instant, and the stored charges a host must not hand back changed.
import { describe, expect, it } from 'vitest';
import {
  applyChargeEvent,
  type ChargeEvent,
  type ChargeState,
  computeSplit,
  MAX_CHARGE_EVENTS,
  openCharge,
} from '../../src/index.js';
import { A, B, fixed, percentage } from '../split/fixtures.js';
import { applied, at, opened, paid, refund, run } from './fixtures.js';

const ending = (type: 'failed' | 'canceled' | 'expired', id: string, minutes: number): ChargeEvent => ({
  id,
  type,
  occurred_at: at(minutes),
});

/** Each record of the charge as `type applied`. */
const records = (charge: ChargeState) => charge.events.map((event) => `${event.type} ${event.applied}`);

describe('a malformed event, answered in full', () => {
  it('names the longest id it takes in the message and in the hint of event.id', () => {
    const result = applyChargeEvent(opened(), { id: 'e'.repeat(256), type: 'paid', occurred_at: at(1) });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(!result.ok && 'issues' in result && result.issues).toEqual([
      {
        code: 'INVALID_VALUE',
        path: 'event.id',
        pointer: '/event/id',
        message: 'Use an event id of 1 to 255 characters.',
        hint: 'event.id: Use an event id of 1 to 255 characters.',
        params: { max: 255, label: 'Event identifier' },
      },
    ]);
  });

  it('lists every event type, comma separated, when the type is unknown', () => {
    const result = applyChargeEvent(opened(), { id: 'e', type: 'settled', occurred_at: at(1) } as never);
    const choices = 'pending, paid, failed, canceled, expired, refunded, charged_back';
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: `The input is not valid: Event type — choose one of: ${choices}.`,
      hint: 'Fields to fix: event.type. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'event.type',
          pointer: '/event/type',
          message: `Choose one of: ${choices}.`,
          hint: `event.type: Choose one of: ${choices}.`,
          params: { values: choices, label: 'Event type' },
        },
      ],
    });
  });

  // RFC 3339 §5.6: `date-time` is a string production; §5.7: "time-second = 2DIGIT ; 00-58, 00-59,
  // 00-60 based on leap second rules". A leap second has no count of milliseconds since the epoch, and
  // a second 60 read by `Date` rolls into the next minute: 12:00:60 would be kept as 12:01:00.
  it.each([
    ['an array holding a date-time (made text, it would read as one)', [at(1)]],
    ['a leap second at noon, which Date would roll into 12:01:00', '2026-03-02T12:00:60Z'],
  ])('refuses as occurred_at %s', (_name, occurredAt) => {
    const result = applyChargeEvent(opened(), { id: 'e', type: 'paid', occurred_at: occurredAt } as never);
    expect(
      !result.ok && 'issues' in result && result.issues?.map((issue) => [issue.code, issue.path]),
    ).toEqual([['INVALID_VALUE', 'event.occurred_at']]);
  });
});

describe('a refused event, answered in full', () => {
  it('tells the buyer the refund asked for and what is left, and the integrator the field', () => {
    const charge = run([paid(), refund('evt_r', 9000)]);
    const message = 'A refund of R$10.01 is more than the R$10.00 of this charge not yet refunded.';
    expect(applyChargeEvent(charge, refund('evt_r2', 1001))).toEqual({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
      message,
      hint: `event.amount: ${message}`,
    });
  });

  it('points a refund before the payment at event.type', () => {
    const message =
      'The payment of this charge is not confirmed yet, so it cannot be refunded or charged back: send the event again once it is paid.';
    expect(applyChargeEvent(opened(), refund('evt_r', 1))).toEqual({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_NOT_ALLOWED',
      message,
      hint: `event.type: ${message}`,
    });
  });

  it('refuses an id that comes back as another type at the same instant, pointing at event.id', () => {
    const message =
      'An event with this id was already applied to this charge with other data: an event id names one event only.';
    const charge = run([paid()]);
    expect(applyChargeEvent(charge, { id: 'evt_paid', type: 'failed', occurred_at: at(1) })).toEqual({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_CONFLICT',
      message,
      hint: `event.id: ${message}`,
    });
  });
});

describe('which reports take effect', () => {
  it('answers an ending of a pending charge with no effect at all', () => {
    const result = applied(applyChargeEvent(opened(), ending('failed', 'evt_f', 5)));
    expect(result.charge.status).toBe('failed');
    expect(result.effects).toEqual([]);
  });

  it.each([
    ['failed', 'canceled'],
    ['expired', 'failed'],
    ['canceled', 'expired'],
  ] as const)('keeps a %s applied over a %s that happened earlier but arrived later', (first, second) => {
    // A late report of no effect comes first, so "every record allows it" and "some record does" differ.
    const late = applied(applyChargeEvent(opened(), { id: 'evt_p', type: 'pending', occurred_at: at(0) }));
    const charge = run([ending(first, 'evt_1', 5), ending(second, 'evt_2', 3)], late.charge);
    expect(charge.status).toBe(first);
    expect(records(charge)).toEqual(['pending false', `${first} true`, `${second} false`]);
  });

  it('lets a late pending report that happened after an ending hold back no later ending', () => {
    // Only applied endings decide whether an ending is the latest: a pending report is never one.
    const pending = { id: 'evt_p', type: 'pending', occurred_at: at(10) } as const;
    const charge = run([ending('failed', 'evt_1', 5), pending, ending('canceled', 'evt_2', 7)]);
    expect(charge.status).toBe('canceled');
    expect(records(charge)).toEqual(['failed true', 'pending false', 'canceled true']);
  });

  it('orders two endings of the same instant by their ids, whatever order they arrive in', () => {
    const failed = ending('failed', 'evt_a', 5);
    const canceled = ending('canceled', 'evt_b', 5);
    const inOrder = run([failed, canceled]);
    const reversed = run([canceled, failed]);
    expect([inOrder.status, reversed.status]).toEqual(['canceled', 'canceled']);
    expect(records(inOrder)).toEqual(['failed true', 'canceled true']);
    expect(records(reversed)).toEqual(['canceled true', 'failed false']);
  });
});

describe('a recipient named by two rules', () => {
  it('has one row of totals, its shares added up, in the order of its first rule', () => {
    const split = computeSplit(10000, [percentage(0.5, A), fixed(1000, B), fixed(500, A)], 0.0299);
    if (!split.ok) throw new Error(split.message);
    expect(split.shares.map((share) => share.net)).toEqual([4701, 1000, 500]);
    const opening = openCharge(split, { payment_method: 'pix' });
    if (!opening.ok) throw new Error(opening.message);
    const { recipients } = run([paid()], opening.charge).totals;
    expect(recipients).toEqual([
      { recipient_id: A, settled: 5201, refunded: 0, charged_back: 0, kept: 5201 },
      { recipient_id: B, settled: 1000, refunded: 0, charged_back: 0, kept: 1000 },
      { recipient_id: null, settled: 3500, refunded: 0, charged_back: 0, kept: 3500 },
    ]);
  });
});

describe('a stored charge handed back', () => {
  const invalid = {
    ok: false,
    status: 500,
    code: 'INVALID_CONFIGURATION',
  };
  const changedCharge = {
    ...invalid,
    message: 'Pass a charge made by openCharge or answered by applyChargeEvent, unchanged.',
    hint: 'Pass a charge made by openCharge or answered by applyChargeEvent, unchanged.',
  };
  const stored = (count: number) => ({
    ...opened(),
    events: Array.from({ length: count }, (_, index) => ({
      id: `evt_${index}`,
      type: 'pending' as const,
      occurred_at: at(0),
      applied: false,
    })),
  });

  it('is refused when its events are an object shaped like a list rather than a list', () => {
    const charge = { ...opened(), events: { length: 0 } };
    expect(applyChargeEvent(charge as never, paid())).toMatchObject(invalid);
  });

  it('is refused in full, before the event is read: a changed charge with a malformed event is 500, not 422', () => {
    const charge = run([paid(), refund('evt_r', 100)]);
    const malformed = { id: '', type: 'paid', occurred_at: at(1) } as const;
    // A split that no longer reads as computeSplit's, and a method this library does not know.
    for (const changed of [
      { ...charge, split: { ...charge.split, amount: 1 } },
      { ...charge, payment_method: 'cash' },
    ]) {
      expect(applyChargeEvent(changed as never, malformed)).toEqual(changedCharge);
    }
  });

  it('is refused even for a redelivery of one of its events when its refunds exceed its amount', () => {
    const charge = run([paid(), refund('evt_r', 100)]);
    const changed = { ...charge, events: [...charge.events, { ...refund('evt_x', 99_999), applied: true }] };
    expect(applyChargeEvent(changed, paid())).toEqual(changedCharge);
    expect(applyChargeEvent(changed, { ...paid(), occurred_at: at(2) })).toEqual(changedCharge);
  });

  it('is refused, not read as having no events, when its list of events answers a length that is no number', () => {
    const charge = run([paid(), refund('evt_r', 100)]);
    const events = new Proxy(charge.events, {
      get: (target, key) => (key === 'length' ? 'all of them' : Reflect.get(target, key)),
    });
    expect(applyChargeEvent({ ...charge, events }, paid())).toEqual(changedCharge);
  });

  it('is read with MAX_CHARGE_EVENTS events, and refused with one more', () => {
    // With exactly the limit the charge is read, and only the new event finds no room.
    const full = applyChargeEvent(stored(MAX_CHARGE_EVENTS), paid());
    expect(!full.ok && full.message).toBe(
      'This charge already holds 1,000 events, the most one charge can hold.',
    );
    const over = applyChargeEvent(stored(MAX_CHARGE_EVENTS + 1), paid());
    expect(over).toMatchObject(invalid);
    expect(!over.ok && over.message).not.toBe(!full.ok && full.message);
  });
});

describe('two refunds of the same instant', () => {
  it('are divided in the order of their ids, so either arrival order gives the same totals', () => {
    const first = refund('evt_b', 333, 10);
    const second = refund('evt_a', 777, 10);
    const inOrder = run([paid(), first, second]);
    const reversed = run([paid(), second, first]);
    expect(reversed.totals).toEqual(inOrder.totals);
    expect(inOrder.totals.refunded).toBe(1110);
  });
});
