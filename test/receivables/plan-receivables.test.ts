import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planReceivables } from '../../src/receivables/plan-receivables.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement } from '../../src/split/plan-settlement.js';
import type { SplitRule } from '../../src/split/types.js';
import { A, B, fixed, percentage, split } from '../split/fixtures.js';

// A 10000 gross, 299 fee → net 6701; B 2000; master 1000.
const charge = split(10000, [percentage(0.7, A), fixed(2000, B)], 0.0299);
// Friday 13 February 2026, at noon in Brasília: Carnival is on the 16th and 17th.
const beforeCarnival = new Date('2026-02-13T12:00:00-03:00');

describe('planReceivables', () => {
  it('schedules a 3-installment credit charge every 30 days, rolled over weekends', () => {
    const result = planReceivables(charge, {
      payment_method: 'credit_card',
      installments: 3,
      confirmedAt: new Date('2026-01-15T10:00:00-03:00'),
    });
    expect(result.ok && result.receivables.filter((r) => r.recipient_id === A)).toEqual([
      { recipient_id: A, installment: 1, amount: 2235, due_date: '2026-02-18', mode: 'virtual' },
      { recipient_id: A, installment: 2, amount: 2233, due_date: '2026-03-16', mode: 'virtual' },
      { recipient_id: A, installment: 3, amount: 2233, due_date: '2026-04-15', mode: 'virtual' },
    ]);
  });

  it('puts the centavos the division leaves in the first installment', () => {
    const result = planReceivables(split(1000, [fixed(100, A)], 0), {
      payment_method: 'credit_card',
      installments: 12,
      confirmedAt: beforeCarnival,
    });
    const amounts = result.ok
      ? result.receivables.filter((r) => r.recipient_id === A).map((r) => r.amount)
      : [];
    expect(amounts).toEqual([12, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
  });

  it('lists the master account last, with recipient_id null, its part after any fee it pays', () => {
    const masterPays = split(10000, [percentage(0.7, A)], 0.0299, { feeBearer: 'master' });
    const result = planReceivables(masterPays, { payment_method: 'pix', confirmedAt: beforeCarnival });
    expect(result.ok && result.receivables.at(-1)).toEqual({
      recipient_id: null,
      installment: 1,
      amount: 2701,
      due_date: '2026-02-13',
      mode: 'acquirer',
    });
  });

  it('settles PIX the same business day and a debit card the next one, after Carnival', () => {
    const pix = planReceivables(charge, { payment_method: 'pix', confirmedAt: beforeCarnival });
    const debit = planReceivables(charge, { payment_method: 'debit_card', confirmedAt: beforeCarnival });
    expect(pix.ok && pix.receivables[0]?.due_date).toBe('2026-02-13');
    expect(debit.ok && debit.receivables[0]?.due_date).toBe('2026-02-18');
  });

  it('takes the confirmation day in Brasília time', () => {
    const lateFriday = new Date('2026-02-14T02:30:00Z');
    const result = planReceivables(charge, { payment_method: 'pix', confirmedAt: lateFriday });
    expect(result.ok && result.receivables[0]?.due_date).toBe('2026-02-13');
  });

  it('uses the settlement days given, per method', () => {
    const result = planReceivables(charge, {
      payment_method: 'boleto',
      confirmedAt: beforeCarnival,
      settlementDays: { boleto: 2 },
    });
    expect(result.ok && result.receivables[0]?.due_date).toBe('2026-02-18');
  });

  it('skips extra holidays', () => {
    const result = planReceivables(charge, {
      payment_method: 'pix',
      confirmedAt: beforeCarnival,
      extraHolidays: ['2026-02-13'],
    });
    expect(result.ok && result.receivables[0]?.due_date).toBe('2026-02-18');
  });

  it('marks the recipients that have a subaccount at the acquirer', () => {
    const acquirer = { supportsSubaccounts: true, hasActiveSubaccount: (id: string) => id === B };
    const result = planReceivables(charge, { payment_method: 'pix', confirmedAt: beforeCarnival, acquirer });
    expect(result.ok && result.receivables.map((r) => r.mode)).toEqual(['virtual', 'acquirer', 'acquirer']);
  });

  it('lists no receivable of 0 centavos', () => {
    const whole = split(1000, [fixed(1000, A)], 0);
    const result = planReceivables(whole, {
      payment_method: 'credit_card',
      installments: 2,
      confirmedAt: beforeCarnival,
    });
    expect(result.ok && result.receivables.map((r) => r.recipient_id)).toEqual([A, A]);
  });

  it.each([
    [{ payment_method: 'cash' }, 'options.payment_method'],
    [{ payment_method: 'credit_card', installments: 25 }, 'options.installments'],
    [{ payment_method: 'pix', installments: 2 }, 'options.installments'],
  ])('refuses %j with 422 INVALID_INPUT at %s', (options, path) => {
    const result = planReceivables(charge, { confirmedAt: beforeCarnival, ...options } as never);
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it.each([
    [{ confirmedAt: new Date(Number.NaN) }, 'options.confirmedAt'],
    [{ confirmedAt: '2026-02-13' }, 'options.confirmedAt'],
    [{ confirmedAt: new Date('1800-01-01T00:00:00Z') }, 'options.confirmedAt'],
    [{ settlementDays: { pix: -1 } }, 'options.settlementDays'],
    [{ settlementDays: 3 }, 'options.settlementDays'],
    [{ extraHolidays: ['2026-02-30'] }, 'options.extraHolidays'],
    [{ extraHolidays: '2026-02-13' }, 'options.extraHolidays'],
  ])('refuses %j with 500 INVALID_CONFIGURATION', (options, path) => {
    const result = planReceivables(charge, {
      payment_method: 'pix',
      confirmedAt: beforeCarnival,
      ...options,
    } as never);
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it('refuses a split that is not an unchanged computeSplit success, and options that are not an object', () => {
    const tampered = { ...charge, shares: [{ ...charge.shares[0], net: 99999 }] };
    expect(
      planReceivables(tampered as never, { payment_method: 'pix', confirmedAt: beforeCarnival }),
    ).toMatchObject({
      status: 500,
      issues: [{ path: 'split' }],
    });
    expect(planReceivables(charge, undefined as never)).toMatchObject({
      status: 500,
      issues: [{ path: 'options' }],
    });
  });

  it('fails closed when a getter of the options throws', () => {
    const options = Object.defineProperty({ payment_method: 'pix' }, 'confirmedAt', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(planReceivables(charge, options as never)).toMatchObject({ ok: false, status: 500 });
  });
});

const uuid = (index: number) => `3f2504e0-4f89-41d3-9a0c-${String(index).padStart(12, '0')}`;

const plans = fc.record({
  rules: fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 10 }),
  rest: fc.integer({ min: 0, max: 10_000_000 }),
  fee: fc.integer({ min: 0, max: 100 }),
  bearer: fc.constantFrom('proportional', 'master'),
  method: fc.constantFrom('credit_card', 'debit_card', 'pix', 'boleto'),
  installments: fc.integer({ min: 1, max: 24 }),
  day: fc.integer({ min: _days('2000-01-01'), max: _days('2099-12-31') }),
  subaccounts: fc.func(fc.boolean()),
});

function _days(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

describe('planReceivables properties', () => {
  it('divides every net exactly, never negative, on business days, agreeing with planSettlement', () => {
    fc.assert(
      fc.property(plans, ({ rules, rest, fee, bearer, method, installments, day, subaccounts }) => {
        const splitRules: SplitRule[] = rules.map((amount, index) => fixed(amount, uuid(index % 4)));
        const amount = Math.max(1, rules.reduce((sum, value) => sum + value, 0) + rest);
        const result = computeSplit(
          amount,
          splitRules,
          { fixed: Math.min(fee, rest) },
          { feeBearer: bearer as 'master' },
        );
        if (!result.ok) return;
        const acquirer = { supportsSubaccounts: true, hasActiveSubaccount: (id: string) => subaccounts(id) };
        const count = method === 'credit_card' ? installments : 1;
        const plan = planReceivables(result, {
          payment_method: method as 'pix',
          installments: count,
          confirmedAt: new Date(day * 86_400_000 + 15 * 3_600_000),
          acquirer,
        });
        if (!plan.ok) throw new Error(plan.message);
        const settlement = planSettlement(result, acquirer);
        // Receivables come share by share: walk them in order.
        let at = 0;
        for (const entry of [
          ...settlement.entries,
          {
            recipient_id: null,
            net: result.unallocated - (result.fee - result.shares.reduce((s, x) => s + x.fee, 0)),
            mode: 'acquirer',
          },
        ]) {
          let sum = 0;
          while (
            at < plan.receivables.length &&
            plan.receivables[at]?.recipient_id === entry.recipient_id &&
            sum < entry.net
          ) {
            const receivable = plan.receivables[at];
            expect(receivable?.mode).toBe(entry.mode);
            expect(receivable?.amount).toBeGreaterThan(0);
            sum += receivable?.amount ?? 0;
            at++;
          }
          expect(sum).toBe(entry.net);
        }
        expect(at).toBe(plan.receivables.length);
        for (const receivable of plan.receivables) {
          const weekday = new Date(`${receivable.due_date}T12:00:00Z`).getUTCDay();
          expect(weekday).not.toBe(0);
          expect(weekday).not.toBe(6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(plans, ({ installments, day }) => {
        const options = {
          payment_method: 'credit_card',
          installments,
          confirmedAt: new Date(day * 86_400_000),
        } as const;
        expect(planReceivables(charge, options)).toEqual(planReceivables(charge, options));
      }),
      { numRuns: 100 },
    );
  });
});
