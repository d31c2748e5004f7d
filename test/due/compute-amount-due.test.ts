import { describe, expect, it } from 'vitest';
import { computeAmountDue } from '../../src/due/compute-amount-due.js';
import type { DueTerms } from '../../src/due/types.js';

// Tuesday 10 March 2026: a business day, no holiday near it.
const LATE: DueTerms = {
  amount: 12345,
  due_date: '2026-03-10',
  late_fee: { type: 'percentage', amount: 0.02 },
  interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' },
};

describe('computeAmountDue around the due date', () => {
  it('on the due date nothing is added', () => {
    expect(computeAmountDue(LATE, { paymentDate: '2026-03-10' })).toEqual({
      ok: true,
      amount: 12345,
      original: 12345,
      late_fee: 0,
      interest: 0,
      discount: 0,
      rebate: 0,
      due_date: '2026-03-10',
      last_payment_date: '2026-04-09',
    });
  });

  it('the day after, the late fee and one day of interest are added', () => {
    // 2% of 12345 = 246.9 → 247; 1%/30 of 12345 = 4.115 → 4.
    expect(computeAmountDue(LATE, { paymentDate: '2026-03-11' })).toMatchObject({
      amount: 12596,
      late_fee: 247,
      interest: 4,
    });
  });

  it('ten days late, interest is ten thirtieths of the monthly rate', () => {
    // 12345 × 0.01 × 10 / 30 = 41.15 → 41.
    expect(computeAmountDue(LATE, { paymentDate: '2026-03-20' })).toMatchObject({
      amount: 12633,
      interest: 41,
    });
  });

  it('on the last payable day (30 days after due) it is still payable, the day after it expires', () => {
    // 12345 × 0.01 × 30 / 30 = 123.45 → 123.
    expect(computeAmountDue(LATE, { paymentDate: '2026-04-09' })).toMatchObject({
      amount: 12715,
      interest: 123,
    });
    const expired = computeAmountDue(LATE, { paymentDate: '2026-04-10' });
    expect(expired).toMatchObject({ ok: false, status: 422, code: 'CHARGE_EXPIRED' });
    expect(expired.ok === false && expired.hint).toContain('2026-04-09');
  });

  it('an exact half centavo rounds to the even centavo', () => {
    const terms = (amount: number): DueTerms => ({
      amount,
      due_date: '2026-03-10',
      late_fee: { type: 'percentage', amount: 0.01 },
    });
    expect(computeAmountDue(terms(250), { paymentDate: '2026-03-11' })).toMatchObject({ late_fee: 2 });
    expect(computeAmountDue(terms(350), { paymentDate: '2026-03-11' })).toMatchObject({ late_fee: 4 });
  });

  it('interest per month in business days counts only business days, over 21 a month', () => {
    // Friday 13 Feb 2026; Carnival 16–17 Feb; paid Thursday 19th: the 18th and 19th count.
    // 10000 × 0.02 × 2 / 21 = 19.05 → 19.
    const terms: DueTerms = {
      amount: 10000,
      due_date: '2026-02-13',
      interest: { type: 'percentage', amount: 0.02, per: 'month', days: 'business' },
    };
    expect(computeAmountDue(terms, { paymentDate: '2026-02-19' })).toMatchObject({
      interest: 19,
      amount: 10019,
    });
  });

  it('fixed interest is charged per calendar day late', () => {
    const terms: DueTerms = {
      amount: 10000,
      due_date: '2026-03-10',
      interest: { type: 'fixed', amount: 10, per: 'day', days: 'calendar' },
    };
    expect(computeAmountDue(terms, { paymentDate: '2026-03-15' })).toMatchObject({
      interest: 50,
      amount: 10050,
    });
  });
});

describe('computeAmountDue before the due date', () => {
  const UNTIL: DueTerms = {
    amount: 10000,
    due_date: '2026-03-10',
    discount: {
      until: [
        // Sunday 1 March: it rolls to Monday 2 March, as the due date would.
        { date: '2026-03-01', type: 'fixed', amount: 1000 },
        { date: '2026-03-05', type: 'fixed', amount: 500 },
      ],
    },
  };

  it('a discount date on a non-business day holds through the next business day', () => {
    expect(computeAmountDue(UNTIL, { paymentDate: '2026-03-02' })).toMatchObject({
      discount: 1000,
      amount: 9000,
    });
  });

  it('after the first date the next discount applies, and after the last none', () => {
    expect(computeAmountDue(UNTIL, { paymentDate: '2026-03-03' })).toMatchObject({ discount: 500 });
    expect(computeAmountDue(UNTIL, { paymentDate: '2026-03-05' })).toMatchObject({ discount: 500 });
    expect(computeAmountDue(UNTIL, { paymentDate: '2026-03-06' })).toMatchObject({
      discount: 0,
      amount: 10000,
    });
  });

  it('a per-day discount counts calendar days or business days before the due date', () => {
    const perDay = (days: 'calendar' | 'business'): DueTerms => ({
      amount: 10000,
      due_date: '2026-03-10',
      discount: { type: 'percentage', amount: 0.001, per: 'day', days },
    });
    // Thursday 5 March: 5 calendar days early; business days 6, 9, 10 March: 3.
    expect(computeAmountDue(perDay('calendar'), { paymentDate: '2026-03-05' })).toMatchObject({
      discount: 50,
    });
    expect(computeAmountDue(perDay('business'), { paymentDate: '2026-03-05' })).toMatchObject({
      discount: 30,
    });
  });

  it('a discount never takes the amount below zero', () => {
    const terms: DueTerms = {
      amount: 1000,
      due_date: '2026-03-10',
      rebate: { type: 'fixed', amount: 600 },
      discount: { type: 'fixed', amount: 100, per: 'day', days: 'calendar' },
    };
    expect(computeAmountDue(terms, { paymentDate: '2026-02-10' })).toMatchObject({
      amount: 0,
      rebate: 600,
      discount: 400,
    });
  });

  it('a rebate is taken off before and after the due date', () => {
    const terms: DueTerms = { ...LATE, rebate: { type: 'percentage', amount: 0.1 } };
    // 10% of 12345 = 1234.5 → 1234 (half-even).
    expect(computeAmountDue(terms, { paymentDate: '2026-03-01' })).toMatchObject({
      rebate: 1234,
      amount: 11111,
    });
    expect(computeAmountDue(terms, { paymentDate: '2026-03-11' })).toMatchObject({
      rebate: 1234,
      amount: 11362,
    });
  });
});

describe('computeAmountDue refuses terms it cannot apply', () => {
  const issueOf = (terms: unknown, options: unknown = { paymentDate: '2026-03-10' }) => {
    const answer = computeAmountDue(terms as DueTerms, options as { paymentDate: string });
    if (answer.ok || answer.code !== 'INVALID_INPUT') throw new Error('expected INVALID_INPUT');
    return answer.issues.map(({ code, path }) => ({ code, path }));
  };

  it('fixed interest per month is refused at interest.per', () => {
    const terms = {
      amount: 100,
      due_date: '2026-03-10',
      interest: { type: 'fixed', amount: 1, per: 'month', days: 'calendar' },
    };
    expect(issueOf(terms)).toEqual([{ code: 'INVALID_VALUE', path: 'interest.per' }]);
  });

  it('a discount date after the due date is refused at its date', () => {
    const terms = {
      amount: 100,
      due_date: '2026-03-10',
      discount: { until: [{ date: '2026-03-11', type: 'fixed', amount: 1 }] },
    };
    expect(issueOf(terms)).toEqual([{ code: 'INVALID_VALUE', path: 'discount.until.0.date' }]);
  });

  it('discount dates of two kinds are refused: the Pix API has one modalidade for all', () => {
    const terms = {
      amount: 100,
      due_date: '2026-03-10',
      discount: {
        until: [
          { date: '2026-03-01', type: 'fixed', amount: 1 },
          { date: '2026-03-02', type: 'percentage', amount: 0.01 },
        ],
      },
    };
    expect(issueOf(terms)).toEqual([{ code: 'INVALID_VALUE', path: 'discount.until.1.type' }]);
  });

  it('a percentage with more than four decimal places is refused', () => {
    const terms = { amount: 100, due_date: '2026-03-10', late_fee: { type: 'percentage', amount: 0.02155 } };
    expect(issueOf(terms)).toEqual([{ code: 'INVALID_VALUE', path: 'late_fee.amount' }]);
  });

  it('a rebate of the whole amount, or 100%, is refused', () => {
    expect(issueOf({ amount: 100, due_date: '2026-03-10', rebate: { type: 'fixed', amount: 100 } })).toEqual([
      { code: 'OUT_OF_RANGE', path: 'rebate.amount' },
    ]);
    expect(
      issueOf({ amount: 100, due_date: '2026-03-10', rebate: { type: 'percentage', amount: 1 } }),
    ).toEqual([{ code: 'OUT_OF_RANGE', path: 'rebate.amount' }]);
  });

  it('days after due beyond a year, or negative, are out of range', () => {
    for (const days of [366, -1, 1.5]) {
      expect(issueOf({ amount: 100, due_date: '2026-03-10', days_after_due: days })).toEqual([
        { code: 'OUT_OF_RANGE', path: 'days_after_due' },
      ]);
    }
  });

  it('four discount dates are too many', () => {
    const entry = (day: number) => ({ date: `2026-03-0${day}`, type: 'fixed', amount: 1 });
    const terms = {
      amount: 100,
      due_date: '2026-03-10',
      discount: { until: [entry(1), entry(2), entry(3), entry(4)] },
    };
    expect(issueOf(terms)).toEqual([{ code: 'TOO_MANY', path: 'discount.until' }]);
  });

  it('a bad payment date, state or holiday is reported at its option', () => {
    expect(
      issueOf(
        { amount: 100, due_date: '2026-03-10' },
        { paymentDate: '2026-02-30', state: 'XX', holidays: ['x'] },
      ),
    ).toEqual([
      { code: 'INVALID_VALUE', path: 'options.paymentDate' },
      { code: 'INVALID_VALUE', path: 'options.state' },
      { code: 'INVALID_VALUE', path: 'options.holidays.0' },
    ]);
  });

  it('a getter that throws is answered, never thrown', () => {
    const terms = Object.defineProperty({ amount: 100 }, 'due_date', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(computeAmountDue(terms as unknown as DueTerms, { paymentDate: '2026-03-10' })).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
    });
  });

  it('a late fee inherited from a polluted Object.prototype is not a term', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.late_fee = { type: 'fixed', amount: 999 };
    try {
      expect(
        computeAmountDue({ amount: 100, due_date: '2026-03-10' }, { paymentDate: '2026-03-11' }),
      ).toMatchObject({
        ok: true,
        late_fee: 0,
        amount: 100,
      });
    } finally {
      delete proto.late_fee;
    }
  });
});
