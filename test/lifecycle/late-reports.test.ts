// A late or repeated report never moves a charge back: after `paid` (and after money went back),
// every ending without payment, another `paid` and a `pending` are recorded as not applied and
// change neither the status, the totals nor the money. Before payment, of two endings the later in
// time wins, and the earlier one is recorded as not applied, whatever order they arrive in.
import { describe, expect, it } from 'vitest';
import { applyChargeEvent, type ChargeEvent, type ChargeState } from '../../src/index.js';
import { applied, at, opened, paid, refund, run } from './fixtures.js';

function ending(type: ChargeEvent['type'], minutes: number, id = `evt_${type}_${minutes}`): ChargeEvent {
  return { id, type, occurred_at: at(minutes) };
}

describe('a report after the payment', () => {
  it.each([['failed'], ['canceled'], ['expired'], ['pending'], ['paid']] as const)(
    'records a %s after paid as not applied, and changes nothing else',
    (type) => {
      const before = run([paid()]);
      const event = ending(type, 30, 'evt_late');

      const result = applied(applyChargeEvent(before, event));

      expect(result).toEqual({
        ok: true,
        charge: { ...before, events: [...before.events, { ...event, applied: false }] },
        effects: [],
      });
    },
  );

  it('records a failed that happened before the payment but arrived after it as not applied', () => {
    const before = run([paid('evt_paid', 10)]);
    const event = ending('failed', 5);

    const result = applied(applyChargeEvent(before, event));

    expect([result.charge.status, result.charge.events.at(-1)?.applied, result.effects]).toEqual([
      'paid',
      false,
      [],
    ]);
  });

  it('records a failed after a partial refund as not applied: the charge stays partially refunded', () => {
    const before = run([paid(), refund('evt_r', 500)]);
    const event = ending('failed', 40);

    const result = applied(applyChargeEvent(before, event));

    expect(result).toEqual({
      ok: true,
      charge: { ...before, events: [...before.events, { ...event, applied: false }] },
      effects: [],
    });
    expect(before.status).toBe('partially_refunded');
  });
});

describe('endings without payment', () => {
  it('applies the first ending of a pending charge', () => {
    const result = applied(applyChargeEvent(opened(), ending('expired', 3)));

    expect([result.charge.status, result.charge.events]).toEqual([
      'expired',
      [{ ...ending('expired', 3), applied: true }],
    ]);
  });

  it.each([
    [
      'applies a later ending that arrives after an earlier one',
      [ending('expired', 3), ending('canceled', 4)],
      'canceled',
      [true, true],
    ],
    [
      'records an earlier ending that arrives after a later one as not applied',
      [ending('canceled', 4), ending('expired', 3)],
      'canceled',
      [true, false],
    ],
    [
      'applies a later failure report to an expired charge',
      [ending('expired', 3), ending('failed', 4)],
      'failed',
      [true, true],
    ],
    [
      'applies a later failure report to a canceled charge',
      [ending('canceled', 3), ending('failed', 4)],
      'failed',
      [true, true],
    ],
    [
      'applies a later expiry to a failed charge',
      [ending('failed', 3), ending('expired', 4)],
      'expired',
      [true, true],
    ],
    [
      'applies a later expiry to a canceled charge',
      [ending('canceled', 3), ending('expired', 4)],
      'expired',
      [true, true],
    ],
    [
      'records a pending after an ending as not applied',
      [ending('failed', 4), ending('pending', 5)],
      'failed',
      [true, false],
    ],
  ])('%s', (_name, arrivals, status, appliedFlags) => {
    const charge: ChargeState = run(arrivals);

    expect([charge.status, charge.events.map((event) => event.applied)]).toEqual([status, appliedFlags]);
  });

  it('applies a payment after an ending, with its settlement', () => {
    const result = applied(applyChargeEvent(run([ending('failed', 4)]), paid('evt_paid', 2)));

    expect([
      result.charge.status,
      result.charge.events.at(-1)?.applied,
      result.effects.map((e) => e.type),
    ]).toEqual(['paid', true, ['settle']]);
  });
});
