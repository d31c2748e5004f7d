// An event at the limits the lifecycle states: ids of 1 to 255 characters, amounts of 1 centavo to
// 2^53 − 1, instants from 0000-01-01 to 9999-12-31 in UTC with hours, minutes, seconds and offsets
// in range (RFC 3339 §5.6, §5.7: "time-hour = 2DIGIT ; 00-23", "time-minute = 2DIGIT ; 00-59",
// "time-second = 2DIGIT ; 00-58, 00-59, 00-60 based on leap second rules"); each exactly at the
// limit and one past it, with the code and path of the issue each refusal carries.
import { describe, expect, it } from 'vitest';
import { applyChargeEvent } from '../../src/index.js';
import { _normalizeInstant } from '../../src/lifecycle/_instant.js';
import { at, opened, paid, run } from './fixtures.js';

/** `'ok'`, or the status, code and `code path` of each issue. */
function outcomeOf(result: ReturnType<typeof applyChargeEvent>): unknown {
  if (result.ok) return 'ok';
  return [result.status, result.code, (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`)];
}

describe('the instant an event happened, at its limits', () => {
  it.each([
    ['the first instant of year 0000', '0000-01-01T00:00:00Z', '0000-01-01T00:00:00.000Z'],
    ['the last nanosecond of 9999', '9999-12-31T23:59:59.999999999Z', '9999-12-31T23:59:59.999999999Z'],
    ['minute and second 59', '2026-03-02T12:59:59Z', '2026-03-02T12:59:59.000Z'],
    ['an offset of 23:59', '2026-03-02T23:59:00+23:59', '2026-03-02T00:00:00.000Z'],
    ['an offset of −23:59', '2026-03-02T00:00:00-23:59', '2026-03-02T23:59:00.000Z'],
    ['hour 00 on 31 December', '2026-12-31T00:00:00Z', '2026-12-31T00:00:00.000Z'],
  ])('reads %s', (_name, written, normalized) => {
    expect(_normalizeInstant(written)).toBe(normalized);
  });

  it.each([
    ['minute 60', '2026-03-02T12:60:00Z'],
    ['an offset of 60 minutes', '2026-03-02T12:00:00+00:60'],
    ['a year past 9999 once in UTC', '9999-12-31T23:59:59-00:01'],
    ['a year before 0000 once in UTC', '0000-01-01T00:00:00+00:01'],
    ['month 13', '2026-13-01T12:00:00Z'],
    ['day 0', '2026-03-00T12:00:00Z'],
    ['31 April', '2026-04-31T12:00:00Z'],
    ['a fraction without digits', '2026-03-02T12:00:00.Z'],
    ['digits beyond ASCII', '2026-03-0\u0662T12:00:00Z'],
  ])('refuses %s', (_name, written) => {
    expect(_normalizeInstant(written)).toBeUndefined();
  });
});

describe('the id and amount of an event, at their limits', () => {
  it.each([
    ['an id of one character', { id: 'e', type: 'paid', occurred_at: at(1) }],
    ['an id of 255 characters', { id: 'e'.repeat(255), type: 'paid', occurred_at: at(1) }],
    ['an id beyond ASCII', { id: 'evento-ç-😀', type: 'paid', occurred_at: at(1) }],
  ])('takes %s', (_name, event) => {
    expect(outcomeOf(applyChargeEvent(opened(), event as never))).toBe('ok');
  });

  it.each([
    [
      'an id of 256 characters',
      { id: 'e'.repeat(256), type: 'paid', occurred_at: at(1) },
      'INVALID_VALUE event.id',
    ],
    ['an empty id', { id: '', type: 'paid', occurred_at: at(1) }, 'INVALID_VALUE event.id'],
    ['an id that is a number', { id: 7, type: 'paid', occurred_at: at(1) }, 'INVALID_VALUE event.id'],
    ['an unknown type', { id: 'e', type: 'PAID', occurred_at: at(1) }, 'INVALID_VALUE event.type'],
    [
      'a paid event with an amount',
      { id: 'e', type: 'paid', occurred_at: at(1), amount: 1 },
      'INVALID_VALUE event.amount',
    ],
    [
      'an instant that is not one',
      { id: 'e', type: 'paid', occurred_at: '2026-03-02T12:60:00Z' },
      'INVALID_VALUE event.occurred_at',
    ],
  ])('refuses %s with 422 and an issue at its field', (_name, event, issue) => {
    expect(outcomeOf(applyChargeEvent(opened(), event as never))).toEqual([422, 'INVALID_INPUT', [issue]]);
  });

  it('refuses something that is not an event with one INVALID_TYPE issue at event', () => {
    expect(outcomeOf(applyChargeEvent(opened(), [] as never))).toEqual([
      422,
      'INVALID_INPUT',
      ['INVALID_TYPE event'],
    ]);
  });

  it.each([
    ['0 centavos', 0],
    ['a negative amount', -1],
    ['2^53', 2 ** 53],
    ['a fraction of a centavo', 0.5],
    ['text', '1'],
  ])('refuses a refund of %s with 422 at event.amount', (_name, amount) => {
    const event = { id: 'evt_r', type: 'refunded', occurred_at: at(10), amount };

    expect(outcomeOf(applyChargeEvent(run([paid()]), event as never))).toEqual([
      422,
      'INVALID_INPUT',
      ['INVALID_VALUE event.amount'],
    ]);
  });

  it('takes a refund of 1 centavo and one of all that is left, and refuses 1 centavo more', () => {
    const once = applyChargeEvent(run([paid()]), {
      id: 'evt_1',
      type: 'refunded',
      occurred_at: at(10),
      amount: 1,
    });
    if (!once.ok) throw new Error(once.message);
    const rest = { id: 'evt_2', type: 'refunded', occurred_at: at(11), amount: 9999 } as const;

    expect([once.charge.totals.refunded, once.charge.status]).toEqual([1, 'partially_refunded']);
    expect(outcomeOf(applyChargeEvent(once.charge, { ...rest, amount: 10_000 }))).toEqual([
      422,
      'REFUND_EXCEEDS_REMAINING',
      [],
    ]);
    const all = applyChargeEvent(once.charge, rest);
    expect(all.ok && [all.charge.totals.refunded, all.charge.status]).toEqual([10_000, 'refunded']);
  });
});
