import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAmountDue } from '../../src/due/compute-amount-due.js';
import type { DueTerms } from '../../src/due/types.js';
import { type OracleTerms, oracleAmountDue } from '../support/due-oracle.js';

const DAY = 86_400_000;
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
// 2026-01-01 to 2027-06-30 for due dates: the oracle knows the published holidays of 2026 and 2027.
const FIRST = Date.UTC(2026, 0, 1) / DAY;
const dueDay = fc.integer({ min: FIRST + 60, max: FIRST + 545 });
const fraction = fc.integer({ min: 1, max: 9999 }).map((units) => units / 10_000);
const term = (most: number) =>
  fc.oneof(
    fc.record({ type: fc.constant('fixed' as const), amount: fc.integer({ min: 1, max: most }) }),
    fc.record({ type: fc.constant('percentage' as const), amount: fraction }),
  );
const days = fc.constantFrom('calendar' as const, 'business' as const);

const terms = fc
  .record({
    amount: fc.integer({ min: 2, max: 1_000_000_000 }),
    due: dueDay,
    days_after_due: fc.integer({ min: 0, max: 40 }),
    late_fee: fc.option(term(100_000), { nil: undefined }),
    interest: fc.option(
      fc.oneof(
        fc.record({
          type: fc.constant('fixed' as const),
          amount: fc.integer({ min: 1, max: 10_000 }),
          per: fc.constant('day' as const),
          days,
        }),
        fc.record({
          type: fc.constant('percentage' as const),
          amount: fraction,
          per: fc.constantFrom('day' as const, 'month' as const, 'year' as const),
          days,
        }),
      ),
      { nil: undefined },
    ),
    untilOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 3 }),
    untilType: fc.constantFrom('fixed' as const, 'percentage' as const),
    untilUnits: fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 3, maxLength: 3 }),
    discountKind: fc.constantFrom('none', 'until', 'per_day'),
    perDay: fc.record({
      type: fc.constantFrom('fixed' as const),
      amount: fc.integer({ min: 1, max: 1000 }),
      days,
    }),
    rebateUnits: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: undefined }),
  })
  .map((drawn): DueTerms & OracleTerms => {
    const base = { amount: drawn.amount, due_date: iso(drawn.due), days_after_due: drawn.days_after_due };
    const until = drawn.untilOffsets.map((offset, index) => {
      const units = drawn.untilUnits[index] as number;
      const amount = drawn.untilType === 'fixed' ? Math.min(units, drawn.amount - 1) : units / 10_000;
      return { date: iso(drawn.due - offset), type: drawn.untilType, amount };
    });
    const discount =
      drawn.discountKind === 'until'
        ? { until }
        : drawn.discountKind === 'per_day'
          ? { ...drawn.perDay, amount: Math.min(drawn.perDay.amount, drawn.amount - 1), per: 'day' as const }
          : undefined;
    const rebate =
      drawn.rebateUnits === undefined
        ? undefined
        : { type: 'percentage' as const, amount: drawn.rebateUnits / 10_000 };
    return {
      ...base,
      ...(drawn.late_fee ? { late_fee: drawn.late_fee } : {}),
      ...(drawn.interest ? { interest: drawn.interest } : {}),
      ...(discount ? { discount } : {}),
      ...(rebate ? { rebate } : {}),
    };
  });

const around = (terms: DueTerms) =>
  fc
    .integer({ min: -45, max: 80 })
    .map((offset) => iso(Date.parse(`${terms.due_date}T00:00:00Z`) / DAY + offset));

describe('computeAmountDue properties', () => {
  it('agrees exactly with the BigInt rational oracle, part by part, and on expiry', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), around(t))),
        ([t, paid]) => {
          const answer = computeAmountDue(t, { paymentDate: paid });
          const expected = oracleAmountDue(t, paid);
          if (expected === 'expired') expect(answer).toMatchObject({ ok: false, code: 'CHARGE_EXPIRED' });
          else expect(answer).toMatchObject({ ok: true, ...expected });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the parts add up to the amount and none is negative', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), around(t))),
        ([t, paid]) => {
          const answer = computeAmountDue(t, { paymentDate: paid });
          if (!answer.ok) return;
          const { amount, original, rebate, discount, late_fee, interest } = answer;
          expect(amount).toBe(original - rebate - discount + late_fee + interest);
          for (const part of [amount, rebate, discount, late_fee, interest])
            expect(part).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the amount never decreases as the day of payment moves later: past the due date nor before it', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), around(t), around(t))),
        ([t, a, b]) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          const first = computeAmountDue(t, { paymentDate: earlier });
          const second = computeAmountDue(t, { paymentDate: later });
          if (first.ok && second.ok) expect(first.amount).toBeLessThanOrEqual(second.amount);
        },
      ),
      { numRuns: 300 },
    );
  });
});
