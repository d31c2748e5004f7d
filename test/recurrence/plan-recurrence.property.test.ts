import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECURRENCE_CYCLES, planRecurrence } from '../../src/recurrence/plan-recurrence.js';
import { RECURRENCE_PERIODS, RECURRENCE_RETRIES, type Recurrence } from '../../src/recurrence/types.js';

// An independent oracle for dates: the Gregorian leap-year rule and Date.UTC, not the library's
// day-number arithmetic.
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8))) / 86_400_000;
const MONTHS = { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 } as const;

/** The due date of the cycle numbered `index` (from 1), by the rule: same day, or the month's last. */
function oracleDue(start: string, period: Recurrence['period'], index: number): string {
  const [year, month, day] = [Number(start.slice(0, 4)), Number(start.slice(5, 7)), Number(start.slice(8))];
  if (period === 'weekly')
    return new Date(Date.UTC(year, month - 1, day + 7 * (index - 1))).toISOString().slice(0, 10);
  const total = year * 12 + month - 1 + MONTHS[period] * (index - 1);
  const [y, m] = [Math.floor(total / 12), (total % 12) + 1];
  return iso(y, m, Math.min(day, daysIn(y, m)));
}

// Dates that reach month ends and leap days often: a day of 29 to 31 is asked for a third of the time.
const date = fc
  .record({
    year: fc.oneof(fc.integer({ min: 1900, max: 2200 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100)),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(28, 29, 30, 31)),
  })
  .map(({ year, month, day }) => iso(year, month, Math.min(day, daysIn(year, month))));

const cases = fc.record({
  start: date,
  endAfter: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }),
  fromAfter: fc.option(fc.integer({ min: -400, max: 4000 }), { nil: undefined }),
  period: fc.constantFrom(...RECURRENCE_PERIODS),
  retries: fc.constantFrom(...RECURRENCE_RETRIES),
  count: fc.oneof(fc.constantFrom(1, MAX_RECURRENCE_CYCLES), fc.integer({ min: 1, max: 60 })),
});

const plus = (start: string, days: number) =>
  new Date((dayOf(start) + days) * 86_400_000).toISOString().slice(0, 10);

describe('planRecurrence properties', () => {
  it('plans the oracle due dates, strictly increasing, never past end_date, windows and attempts inside the rules', () => {
    fc.assert(
      fc.property(cases, ({ start, endAfter, fromAfter, period, retries, count }) => {
        const end = endAfter === undefined ? undefined : plus(start, endAfter);
        const from = fromAfter === undefined ? undefined : plus(start, fromAfter);
        const recurrence: Recurrence = {
          contract: 'C',
          object: 'O',
          start_date: start,
          period,
          retries,
          amount: 100,
          ...(end === undefined ? {} : { end_date: end }),
        };
        const plan = planRecurrence(recurrence, from === undefined ? { count } : { count, from });
        if (!plan.ok) throw new Error(plan.message);
        const { cycles } = plan;
        expect(cycles.length).toBeLessThanOrEqual(count);
        const first = cycles[0]?.index ?? 1;
        cycles.forEach((cycle, position) => {
          expect(cycle.index).toBe(first + position);
          expect(cycle.due_date).toBe(oracleDue(start, period, cycle.index));
          if (position > 0)
            expect(dayOf(cycle.due_date)).toBeGreaterThan(dayOf(cycles[position - 1]?.due_date as string));
          if (end !== undefined) expect(cycle.due_date <= end).toBe(true);
          expect(dayOf(cycle.due_date) - dayOf(cycle.send_from)).toBe(10);
          expect(dayOf(cycle.due_date) - dayOf(cycle.send_until)).toBe(2);
          expect(cycle.attempts.length).toBe(retries === 'none' ? 1 : 4);
          expect(cycle.attempts[0]).toEqual({ number: 1, from: cycle.due_date, until: cycle.due_date });
          cycle.attempts.forEach((attempt, number) => {
            expect(attempt.number).toBe(number + 1);
            expect(attempt.from <= attempt.until).toBe(true);
            expect(dayOf(attempt.until) - dayOf(cycle.due_date)).toBeLessThanOrEqual(7);
            // Each attempt can take a day of its own after the one before.
            if (number > 0)
              expect(dayOf(attempt.from)).toBeGreaterThan(dayOf(cycle.attempts[number - 1]?.from as string));
          });
        });
        // The first cycle planned is the first due on or after `from`; none is left out at the end.
        const since = from ?? start;
        let expectedFirst = 1;
        while (oracleDue(start, period, expectedFirst) < since) expectedFirst += 1;
        if (cycles.length > 0) expect(first).toBe(expectedFirst);
        if (cycles.length < count) {
          const next = oracleDue(start, period, expectedFirst + cycles.length);
          expect(end !== undefined && next > end).toBe(true);
        }
      }),
    );
  });
});
