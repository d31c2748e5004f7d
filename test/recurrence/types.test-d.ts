import { describe, expectTypeOf, it } from 'vitest';
import type { PlanRecurrenceResult, Recurrence, RecurrenceCycle } from '../../src/index.js';
import { parseRecurrenceId, planRecurrence } from '../../src/index.js';

const terms = {
  contract: 'C-1',
  object: 'Gym',
  start_date: '2026-01-31',
  period: 'monthly',
  retries: 'none',
} as const;

describe('Recurrence', () => {
  it('takes a fixed amount or a minimum amount', () => {
    expectTypeOf({ ...terms, amount: 9990 }).toExtend<Recurrence>();
    expectTypeOf({ ...terms, min_amount: 1000 }).toExtend<Recurrence>();
  });

  it('does not compile with both amounts, with neither, or with a period the Pix API lacks', () => {
    // @ts-expect-error: exactly one of amount and min_amount
    const both: Recurrence = { ...terms, amount: 9990, min_amount: 1000 };
    // @ts-expect-error: exactly one of amount and min_amount
    const neither: Recurrence = { ...terms };
    // @ts-expect-error: no daily period
    const daily: Recurrence = { ...terms, period: 'daily', amount: 1 };
    expectTypeOf([both, neither, daily]).toBeArray();
  });
});

describe('planRecurrence and parseRecurrenceId', () => {
  it('answer cycles, or the failure shape', () => {
    const plan = planRecurrence({ ...terms, amount: 9990 }, { count: 3 });
    expectTypeOf(plan).toEqualTypeOf<PlanRecurrenceResult>();
    if (plan.ok) expectTypeOf(plan.cycles).toEqualTypeOf<readonly RecurrenceCycle[]>();
    else expectTypeOf(plan.code).toEqualTypeOf<'INVALID_INPUT'>();
    const id = parseRecurrenceId('RR1234567820240115abcdefghijk');
    if (id.ok) expectTypeOf(id.retries).toEqualTypeOf<'none' | 'three_in_seven_days'>();
  });

  it('requires a count', () => {
    // @ts-expect-error: count is required
    planRecurrence({ ...terms, amount: 9990 }, {});
  });
});
