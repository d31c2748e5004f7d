// planReceivables at the limits of each option: exactly at, and one past, each bound it states
// (installments 1 to 24 for credit, settlement days 0 to 366, at most 1000 extra holidays,
// confirmation between the years 1900 and 9900 in Brasília), and the whole answer for each refusal.
import { describe, expect, it } from 'vitest';
import { type PlanReceivablesOptions, planReceivables } from '../../src/receivables/plan-receivables.js';
import { A, fixed, split } from '../split/fixtures.js';

// A gets 2400 centavos of a 2400 charge, no fee: 100 per installment over 24.
const whole = split(2400, [fixed(2400, A)], 0);
// Monday 2 March 2026, noon in Brasília: no holiday for weeks either side.
const monday = new Date('2026-03-02T12:00:00-03:00');

function plan(options: Partial<PlanReceivablesOptions>): ReturnType<typeof planReceivables> {
  return planReceivables(whole, {
    payment_method: 'pix',
    confirmedAt: monday,
    ...options,
  } as PlanReceivablesOptions);
}

function pathsOf(result: ReturnType<typeof planReceivables>): [number, string, string[]] | 'ok' {
  return result.ok
    ? 'ok'
    : [result.status, result.code, (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`)];
}

describe('planReceivables: installments', () => {
  it('divides a credit charge into 24 installments, the most, each due 30 days after the one before', () => {
    const result = plan({ payment_method: 'credit_card', installments: 24 });

    const own = result.ok ? result.receivables.filter((receivable) => receivable.recipient_id === A) : [];
    expect(own.map((receivable) => [receivable.installment, receivable.amount])).toEqual(
      Array.from({ length: 24 }, (_, index) => [index + 1, 100]),
    );
    // Day 720 after 2026-03-02 is 2028-02-20, a Sunday: it rolls to Monday 21.
    expect(own.at(-1)?.due_date).toBe('2028-02-21');
  });

  it.each([
    [{ payment_method: 'credit_card', installments: 25 }],
    [{ payment_method: 'credit_card', installments: 0 }],
    [{ payment_method: 'credit_card', installments: 1.5 }],
    [{ payment_method: 'credit_card', installments: '2' }],
    [{ payment_method: 'debit_card', installments: 2 }],
    [{ payment_method: 'boleto', installments: 2 }],
  ])('refuses %j with 422 INVALID_INPUT at options.installments', (options) => {
    expect(pathsOf(plan(options as never))).toEqual([
      422,
      'INVALID_INPUT',
      ['OUT_OF_RANGE options.installments'],
    ]);
  });

  it('reads a missing installments as 1, for every method', () => {
    const result = plan({ payment_method: 'credit_card' });

    expect(result.ok && result.receivables).toEqual([
      { recipient_id: A, installment: 1, amount: 2400, due_date: '2026-04-01', mode: 'virtual' },
    ]);
  });

  it('reports a bad method and bad installments together, the method first', () => {
    expect(pathsOf(plan({ payment_method: 'cash' as never, installments: 2 }))).toEqual([
      422,
      'INVALID_INPUT',
      ['INVALID_VALUE options.payment_method', 'OUT_OF_RANGE options.installments'],
    ]);
  });
});

describe('planReceivables: settlement days', () => {
  it('settles 0 and 366 days after confirmation, the bounds', () => {
    const zero = plan({ payment_method: 'boleto', settlementDays: { boleto: 0 } });
    const most = plan({ payment_method: 'boleto', settlementDays: { boleto: 366 } });

    expect(zero.ok && zero.receivables[0]?.due_date).toBe('2026-03-02');
    // 2026-03-02 + 366 days is Wednesday 2027-03-03.
    expect(most.ok && most.receivables[0]?.due_date).toBe('2027-03-03');
  });

  it.each([{ boleto: 367 }, { boleto: -1 }, { boleto: 1.5 }, { boleto: '1' }, { pix: Number.NaN }, null, []])(
    'refuses settlementDays %j with 500 INVALID_CONFIGURATION',
    (settlementDays) => {
      expect(pathsOf(plan({ payment_method: 'boleto', settlementDays: settlementDays as never }))).toEqual([
        500,
        'INVALID_CONFIGURATION',
        ['INVALID_VALUE options.settlementDays'],
      ]);
    },
  );

  it('keeps the default of a method the settlement days leave out, and ignores inherited ones', () => {
    const inherited = Object.create({ debit_card: 5 }) as Record<string, number>;
    inherited.pix = 3;

    const debit = plan({ payment_method: 'debit_card', settlementDays: inherited });
    const pix = plan({ payment_method: 'pix', settlementDays: inherited });

    expect([debit.ok && debit.receivables[0]?.due_date, pix.ok && pix.receivables[0]?.due_date]).toEqual([
      '2026-03-03',
      '2026-03-05',
    ]);
  });
});

describe('planReceivables: extra holidays', () => {
  const yearOfDays = Array.from({ length: 1000 }, (_, index) =>
    new Date(Date.UTC(2030, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
  );

  it('takes 1000 extra holidays, the most', () => {
    const result = plan({ extraHolidays: [...yearOfDays.slice(1), '2026-03-02'] });

    expect(result.ok && result.receivables[0]?.due_date).toBe('2026-03-03');
  });

  it.each([
    ['1001 of them', [...yearOfDays, '2026-03-02']],
    ['an array-like object', { length: 1, 0: '2026-03-02' }],
    ['a date that is not one', ['2026-02-29']],
    ['a Date object', [new Date('2026-03-02T00:00:00Z')]],
  ])('refuses %s with 500 INVALID_CONFIGURATION', (_name, extraHolidays) => {
    expect(pathsOf(plan({ extraHolidays: extraHolidays as never }))).toEqual([
      500,
      'INVALID_CONFIGURATION',
      ['INVALID_VALUE options.extraHolidays'],
    ]);
  });
});

describe('planReceivables: the confirmation instant', () => {
  it.each([
    // 1900-01-01, a Monday, is New Year's Day: Pix settles on Tuesday 2. 9900-12-31 is a Monday.
    ['the first instant of 1900 in Brasília', '1900-01-01T00:00:00-03:00', '1900-01-02'],
    ['the last instant of 9900 in Brasília', '9900-12-31T23:59:59.999-03:00', '9900-12-31'],
  ])('takes %s', (_name, instant, due) => {
    const result = plan({ confirmedAt: new Date(instant) });

    expect(result.ok && result.receivables[0]?.due_date).toBe(due);
  });

  it.each([
    ['the last instant of 1899 in Brasília', '1900-01-01T02:59:59.999Z'],
    ['the first instant of 9901 in Brasília', '9901-01-01T03:00:00Z'],
    ['a Date-like object', { getTime: () => Date.parse('2026-03-02T12:00:00Z') }],
  ])('refuses %s with 500 INVALID_CONFIGURATION', (_name, instant) => {
    const confirmedAt = typeof instant === 'string' ? new Date(instant) : instant;

    expect(pathsOf(plan({ confirmedAt: confirmedAt as never }))).toEqual([
      500,
      'INVALID_CONFIGURATION',
      ['INVALID_VALUE options.confirmedAt'],
    ]);
  });

  it('reports every option at fault together, as the caller’s configuration', () => {
    const result = plan({
      confirmedAt: new Date(Number.NaN),
      settlementDays: { pix: 400 },
      extraHolidays: ['x'],
    });

    expect(pathsOf(result)).toEqual([
      500,
      'INVALID_CONFIGURATION',
      [
        'INVALID_VALUE options.confirmedAt',
        'INVALID_VALUE options.settlementDays',
        'INVALID_VALUE options.extraHolidays',
      ],
    ]);
  });
});
