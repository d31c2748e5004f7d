import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApplyRecurrenceEventResult,
  PlanRecurrenceResult,
  Recurrence,
  RecurrenceCycle,
  RecurrenceEvent,
  RecurrenceHistory,
  RecurrenceState,
} from '../../src/index.js';
import { applyRecurrenceEvent, parseRecurrenceId, planRecurrence } from '../../src/index.js';

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

describe('applyRecurrenceEvent', () => {
  const at = '2027-02-28T11:00:00Z';

  it('takes each machine its own statuses, and a cycle and attempt where they belong', () => {
    expectTypeOf({
      id: 'e',
      subject: 'recurrence',
      status: 'APROVADA',
      occurred_at: at,
    } as const).toExtend<RecurrenceEvent>();
    expectTypeOf({
      id: 'e',
      subject: 'attempt',
      cycle: 2,
      attempt: 1,
      status: 'REJEITADA',
      occurred_at: at,
      reason: 'AM04',
    } as const).toExtend<RecurrenceEvent>();
    // @ts-expect-error: PAGA is an attempt status, not a charge status
    const paidCharge: RecurrenceEvent = {
      id: 'e',
      subject: 'charge',
      cycle: 1,
      status: 'PAGA',
      occurred_at: at,
    };
    // @ts-expect-error: an attempt names its cycle
    const noCycle: RecurrenceEvent = {
      id: 'e',
      subject: 'attempt',
      attempt: 1,
      status: 'PAGA',
      occurred_at: at,
    };
    expectTypeOf([paidCharge, noCycle]).toBeArray();
  });

  it('starts from a retry policy and no events, and answers the state or the failure shape', () => {
    const start: RecurrenceHistory = { retries: 'none', events: [] };
    const result = applyRecurrenceEvent(start, {
      id: 'e',
      subject: 'request',
      status: 'ENVIADA',
      occurred_at: at,
    });
    expectTypeOf(result).toEqualTypeOf<ApplyRecurrenceEventResult>();
    if (result.ok) {
      expectTypeOf(result.state).toEqualTypeOf<RecurrenceState>();
      expectTypeOf(result.outcome).toEqualTypeOf<
        'applied' | 'stale' | 'ended' | 'already_settled' | 'duplicate'
      >();
      expectTypeOf(
        applyRecurrenceEvent(result.state, {
          id: 'f',
          subject: 'request',
          status: 'RECEBIDA',
          occurred_at: at,
        }),
      ).toEqualTypeOf<ApplyRecurrenceEventResult>();
    } else
      expectTypeOf(result.code).toEqualTypeOf<
        'INVALID_INPUT' | 'CHARGE_EVENT_CONFLICT' | 'INVALID_CONFIGURATION'
      >();
  });
});
