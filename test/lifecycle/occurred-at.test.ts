import { describe, expect, it } from 'vitest';
import { applyChargeEvent, type ChargeEvent } from '../../src/index.js';
import { _compareInstants, _normalizeInstant } from '../../src/lifecycle/_instant.js';
import { opened } from './fixtures.js';

// RFC 3339 (July 2002), §5.6 "Internet Date/Time Format":
//   date-time = full-date "T" full-time; full-time = partial-time time-offset;
//   partial-time = time-hour ":" time-minute ":" time-second [time-secfrac];
//   time-secfrac = "." 1*DIGIT; time-offset = "Z" / time-numoffset;
//   time-numoffset = ("+" / "-") time-hour ":" time-minute
//   "NOTE: Per [ABNF] and ISO8601, the "T" and "Z" characters in this syntax may alternatively be
//   lower case "t" or "z" respectively."
// §4.3: "-00:00" is the same instant as "Z" (an unknown local offset).
// The examples are §5.8's, with the UTC instant the RFC says each one names.
describe('occurred_at, any RFC 3339 §5.6 spelling of an instant', () => {
  it.each([
    ['1985-04-12T23:20:50.52Z', '1985-04-12T23:20:50.520Z'],
    // §5.8: "This represents the same instant of time as 1996-12-20T00:39:57Z."
    ['1996-12-19T16:39:57-08:00', '1996-12-20T00:39:57.000Z'],
    // §5.8: noon, 1 January 1937, Netherlands time (+00:20), 27.87 seconds past.
    ['1937-01-01T12:00:27.87+00:20', '1937-01-01T11:40:27.870Z'],
    ['2026-03-02T12:00:00Z', '2026-03-02T12:00:00.000Z'],
    ['2026-03-02t12:00:00z', '2026-03-02T12:00:00.000Z'],
    ['2026-03-02T09:00:00-03:00', '2026-03-02T12:00:00.000Z'],
    ['2026-03-02T12:00:00-00:00', '2026-03-02T12:00:00.000Z'],
    ['2026-03-02T22:00:00-03:00', '2026-03-03T01:00:00.000Z'],
    ['2024-02-29T12:00:00+05:30', '2024-02-29T06:30:00.000Z'],
  ])('reads %s as the instant %s', (written, normalized) => {
    expect(_normalizeInstant(written)).toBe(normalized);
  });

  it('keeps the digits beyond the millisecond exactly, never rounding two instants into one', () => {
    // Go's RFC3339Nano and Java's Instant write up to nanoseconds.
    expect(_normalizeInstant('2026-03-02T12:00:00.123456789Z')).toBe('2026-03-02T12:00:00.123456789Z');
    expect(_normalizeInstant('2026-03-02T12:00:00.1234500Z')).toBe('2026-03-02T12:00:00.12345Z');
    expect(_normalizeInstant('2026-03-02T12:00:00.000000000Z')).toBe('2026-03-02T12:00:00.000Z');
    expect(_normalizeInstant('2026-03-02T12:00:00.0004Z')).not.toBe(
      _normalizeInstant('2026-03-02T12:00:00Z'),
    );
  });

  it('orders instants to the nanosecond', () => {
    const later = _normalizeInstant('2026-03-02T12:00:00.0004Z') as string;
    const earlier = _normalizeInstant('2026-03-02T12:00:00Z') as string;
    const laterStill = _normalizeInstant('2026-03-02T12:00:00.001Z') as string;
    expect(_compareInstants(later, earlier)).toBeGreaterThan(0);
    expect(_compareInstants(later, laterStill)).toBeLessThan(0);
    expect(_compareInstants(earlier, earlier)).toBe(0);
  });

  it.each([
    ['a date alone', '2026-03-02'],
    ['no offset', '2026-03-02T12:00:00'],
    [
      'a space for the T (ISO 8601 allows it by agreement; the §5.6 grammar does not)',
      '2026-03-02 12:00:00Z',
    ],
    ['a day that does not exist', '2026-02-29T12:00:00Z'],
    ['hour 24', '2026-03-02T24:00:00Z'],
    ['an offset of 24 hours', '2026-03-02T12:00:00+24:00'],
    // §5.8's leap second: it has no count of milliseconds since the epoch to order or store it by.
    ['a leap second', '1990-12-31T23:59:60Z'],
    ['more than nanoseconds', '2026-03-02T12:00:00.1234567891Z'],
    ['a year that leaves 0000–9999 in UTC', '0000-01-01T00:00:00+00:01'],
    ['an offset without its colon', '2026-03-02T09:00:00-0300'],
    ['a number', 1772452800000],
  ])('refuses %s', (_name, written) => {
    expect(_normalizeInstant(written)).toBeUndefined();
  });
});

describe('applyChargeEvent and the spelling of occurred_at', () => {
  const paidAt = (occurred_at: string): ChargeEvent => ({ id: 'evt_paid', type: 'paid', occurred_at });

  it.each([
    '2026-03-02T12:00:00.000Z',
    '2026-03-02t12:00:00z',
    '2026-03-02T09:00:00-03:00',
    '2026-03-02T12:00:00.000000Z',
  ])('takes a redelivery that spells the same instant as %s for the same event', (spelling) => {
    const first = applyChargeEvent(opened(), paidAt('2026-03-02T12:00:00Z'));
    if (!first.ok) throw new Error(first.message);
    expect(applyChargeEvent(first.charge, paidAt(spelling))).toEqual({
      ok: true,
      charge: first.charge,
      effects: [],
    });
  });

  it('records the instant in UTC with milliseconds, whatever spelling came', () => {
    const result = applyChargeEvent(opened(), paidAt('2026-03-02T09:00:00-03:00'));
    if (!result.ok) throw new Error(result.message);
    expect(result.charge.events).toEqual([
      { id: 'evt_paid', type: 'paid', occurred_at: '2026-03-02T12:00:00.000Z', applied: true },
    ]);
  });

  it('refuses, with 422 INVALID_INPUT on event.occurred_at, an instant followed by anything after its offset', () => {
    // Two instants in one field (a provider that joins a list): neither is taken for the other.
    const result = applyChargeEvent(opened(), paidAt('2026-03-02T12:00:00Z, 2026-03-02T13:00:00Z'));
    const advice =
      'se a date and time with its offset, written like 2026-03-02T12:00:00Z or 2026-03-02T09:00:00-03:00.';
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: `The input is not valid: Event date and time — u${advice}`,
      hint: 'Fields to fix: event.occurred_at. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'event.occurred_at',
          pointer: '/event/occurred_at',
          message: `U${advice}`,
          hint: `event.occurred_at: U${advice}`,
          params: { label: 'Event date and time' },
        },
      ],
    });
  });

  it('still refuses the same id at another instant, with 409 CHARGE_EVENT_CONFLICT', () => {
    const first = applyChargeEvent(opened(), paidAt('2026-03-02T12:00:00Z'));
    if (!first.ok) throw new Error(first.message);
    expect(applyChargeEvent(first.charge, paidAt('2026-03-02T12:00:00-03:00'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_CONFLICT',
    });
  });

  it('settles at the local date of the instant, not of its spelling', () => {
    // 22:00 in Brasília on Friday 6 March 2026 is 01:00 UTC on Saturday: PIX settles the same day.
    const result = applyChargeEvent(opened(), paidAt('2026-03-06T22:00:00-03:00'));
    if (!result.ok) throw new Error(result.message);
    const [settle] = result.effects;
    expect(settle?.type === 'settle' && settle.receivables.map((row) => row.due_date)).toEqual([
      '2026-03-06',
      '2026-03-06',
      '2026-03-06',
    ]);
  });
});
