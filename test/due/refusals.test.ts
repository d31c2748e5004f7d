// Every refusal of computeAmountDue, whole: the issue's code, path, pointer, message, hint and
// params, for each term and option it reads. The messages are the English catalogue's, written here
// as a reader sees them; a refusal worded by another key, placed at another path or left out fails.
import { describe, expect, it } from 'vitest';
import { type ComputeAmountDueOptions, computeAmountDue } from '../../src/due/compute-amount-due.js';
import type { DueTerms } from '../../src/due/types.js';

const DUE = { amount: 10000, due_date: '2026-03-10' };
const ON_DUE = { paymentDate: '2026-03-10' };

const REQUIRED = 'This field is required.';
const DATE = 'Enter a valid date, written YYYY-MM-DD.';
const OBJECT = 'This field must be an object.';
const LIST = 'This field must be a list.';

/** The issue a caller reads, built from its parts as the documentation states them. */
function issue(code: string, path: string, message: string, params: Record<string, unknown> = {}) {
  return {
    code,
    path,
    pointer: path === '' ? '' : `/${path.replaceAll('.', '/')}`,
    message,
    hint: path === '' ? message : `${path}: ${message}`,
    params: { ...params, label: path },
  };
}

const objectIssue = (path: string) => issue('INVALID_TYPE', path, OBJECT, { expected: 'an object' });
const listIssue = (path: string) => issue('INVALID_TYPE', path, LIST, { expected: 'a list' });
const choiceIssue = (path: string, values: string) =>
  issue('INVALID_VALUE', path, `Choose one of: ${values}.`, { values });

function issuesOf(terms: unknown, options: unknown = ON_DUE) {
  const answer = computeAmountDue(terms as DueTerms, options as ComputeAmountDueOptions);
  expect(answer).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
  return answer.ok ? [] : answer.issues;
}

describe('computeAmountDue refuses each term it reads, whole and at its path', () => {
  it.each([
    ['terms that are not an object', null],
    ['terms that are a list', []],
  ])('%s are refused at the root', (_, terms) => {
    expect(issuesOf(terms)).toEqual([objectIssue('')]);
  });

  it('a missing due date is required, a date that does not exist is invalid', () => {
    expect(issuesOf({ amount: 10000 })).toEqual([issue('REQUIRED', 'due_date', REQUIRED)]);
    expect(issuesOf({ ...DUE, due_date: '2026-02-30' })).toEqual([issue('INVALID_VALUE', 'due_date', DATE)]);
  });

  it.each([-1, 1.5, 366, '3', null])('days_after_due of %j is out of range 0 to 365', (days) => {
    expect(issuesOf({ ...DUE, days_after_due: days })).toEqual([
      issue('OUT_OF_RANGE', 'days_after_due', 'Enter a number from 0 to 365.', { min: 0, max: 365 }),
    ]);
  });

  it('days_after_due of 0 and of 365 are read: the last payable day is the due date, or a year on', () => {
    expect(computeAmountDue({ ...DUE, days_after_due: 0 }, ON_DUE)).toMatchObject({
      ok: true,
      last_payment_date: '2026-03-10',
    });
    // 10 March 2027 is a Wednesday.
    expect(computeAmountDue({ ...DUE, days_after_due: 365 }, ON_DUE)).toMatchObject({
      ok: true,
      last_payment_date: '2027-03-10',
    });
  });

  it.each(['late_fee', 'rebate'])(
    'a %s is a { type, amount } object, each part refused at its own path',
    (term) => {
      expect(issuesOf({ ...DUE, [term]: '2' })).toEqual([objectIssue(term)]);
      expect(issuesOf({ ...DUE, [term]: { amount: 1 } })).toEqual([
        issue('REQUIRED', `${term}.type`, REQUIRED),
      ]);
      expect(issuesOf({ ...DUE, [term]: { type: 'flat', amount: 1 } })).toEqual([
        choiceIssue(`${term}.type`, 'fixed, percentage'),
      ]);
      expect(issuesOf({ ...DUE, [term]: { type: 'fixed' } })).toEqual([
        issue('REQUIRED', `${term}.amount`, REQUIRED),
      ]);
      expect(issuesOf({ ...DUE, [term]: { type: 'fixed', amount: '1' } })).toEqual([
        issue('INVALID_TYPE', `${term}.amount`, 'Enter a whole number.'),
      ]);
      expect(issuesOf({ ...DUE, [term]: { type: 'fixed', amount: -1 } })).toEqual([
        issue('OUT_OF_RANGE', `${term}.amount`, 'Enter a whole number of centavos greater than 0.'),
      ]);
      expect(issuesOf({ ...DUE, [term]: { type: 'percentage', amount: 'x' } })).toEqual([
        issue('INVALID_TYPE', `${term}.amount`, 'This field must be a number.', { expected: 'a number' }),
      ]);
    },
  );

  it('interest states its rate, what it is per and which days count, each refused at its path', () => {
    expect(issuesOf({ ...DUE, interest: 1 })).toEqual([objectIssue('interest')]);
    expect(issuesOf({ ...DUE, interest: { type: 'percentage', amount: 0.01 } })).toEqual([
      issue('REQUIRED', 'interest.per', REQUIRED),
      issue('REQUIRED', 'interest.days', REQUIRED),
    ]);
    expect(
      issuesOf({ ...DUE, interest: { type: 'percentage', amount: 0.01, per: 'day', days: 'x' } }),
    ).toEqual([choiceIssue('interest.days', 'calendar, business')]);
  });

  it('an interest rate refused does not hide what else is wrong with it', () => {
    expect(
      issuesOf({ ...DUE, interest: { type: 'x', amount: 0.01, per: 'week', days: 'calendar' } }),
    ).toEqual([
      choiceIssue('interest.type', 'fixed, percentage'),
      choiceIssue('interest.per', 'day, month, year'),
    ]);
  });

  it('fixed interest per month is refused in words of its own, in the answer and in its message', () => {
    const terms: DueTerms = {
      ...DUE,
      interest: { type: 'fixed', amount: 1, per: 'month', days: 'calendar' },
    };
    const message = 'A fixed amount of interest can only be charged per day.';
    const answer = computeAmountDue(terms, ON_DUE);
    expect(answer).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message:
        'The input is not valid: interest.per: a fixed amount of interest can only be charged per day.',
      hint: 'Fields to fix: interest.per. Each issue has a hint of its own.',
      issues: [issue('INVALID_VALUE', 'interest.per', message)],
    });
  });

  it('a discount is an object: a list of dates, or a rate per day', () => {
    expect(issuesOf({ ...DUE, discount: 1 })).toEqual([objectIssue('discount')]);
    expect(issuesOf({ ...DUE, discount: { until: {} } })).toEqual([listIssue('discount.until')]);
    expect(issuesOf({ ...DUE, discount: {} })).toEqual([
      issue('REQUIRED', 'discount.type', REQUIRED),
      issue('REQUIRED', 'discount.per', REQUIRED),
      issue('REQUIRED', 'discount.days', REQUIRED),
    ]);
    expect(
      issuesOf({ ...DUE, discount: { type: 'fixed', amount: 1, per: 'month', days: 'business' } }),
    ).toEqual([choiceIssue('discount.per', 'day')]);
  });

  it('a list of discount dates has one to three entries, each an object with a date', () => {
    const entry = (day: number) => ({ type: 'fixed', amount: 1, date: `2026-03-0${day}` });
    expect(issuesOf({ ...DUE, discount: { until: [] } })).toEqual([
      issue('REQUIRED', 'discount.until', 'Add at least one entry.'),
    ]);
    expect(issuesOf({ ...DUE, discount: { until: [entry(1), entry(2), entry(3), entry(4)] } })).toEqual([
      issue('TOO_MANY', 'discount.until', 'Use at most 3 entries.', { max: 3 }),
    ]);
    expect(issuesOf({ ...DUE, discount: { until: [5] } })).toEqual([objectIssue('discount.until.0')]);
    expect(issuesOf({ ...DUE, discount: { until: [entry(1), { type: 'fixed', amount: 1 }] } })).toEqual([
      issue('REQUIRED', 'discount.until.1.date', REQUIRED),
    ]);
    expect(
      issuesOf({ ...DUE, discount: { until: [{ type: 'fixed', amount: 1, date: '03/01/2026' }] } }),
    ).toEqual([issue('INVALID_VALUE', 'discount.until.0.date', DATE)]);
  });

  it('three discount dates are read: the first that has not passed applies', () => {
    // Tuesday 3 to Thursday 5 March 2026, business days: R$ 0,30, 0,20 and 0,10 off.
    const until = [3, 4, 5].map((day) => ({
      type: 'fixed' as const,
      amount: 60 - day * 10,
      date: `2026-03-0${day}`,
    }));
    // On 4 March the second date applies.
    expect(computeAmountDue({ ...DUE, discount: { until } }, { paymentDate: '2026-03-04' })).toMatchObject({
      ok: true,
      discount: 20,
      amount: 9980,
    });
  });
});

describe('computeAmountDue refuses terms that do not fit together, in words of their own', () => {
  const PLACES = 'Use at most four decimal places: 0.0215 means 2.15%.';
  const BELOW = 'Enter less than the charge amount: under 1 (100%) for a percentage.';

  it('an interest percentage of five decimal places is refused at its amount', () => {
    const interest = { type: 'percentage', amount: 0.00001, per: 'day', days: 'calendar' };
    expect(issuesOf({ ...DUE, interest })).toEqual([issue('INVALID_VALUE', 'interest.amount', PLACES)]);
  });

  it('a discount per day or until a date of the whole amount is refused at its amount', () => {
    expect(
      issuesOf({ ...DUE, discount: { type: 'fixed', amount: 10000, per: 'day', days: 'calendar' } }),
    ).toEqual([issue('OUT_OF_RANGE', 'discount.amount', BELOW)]);
    expect(
      issuesOf({ ...DUE, discount: { until: [{ type: 'fixed', amount: 10000, date: '2026-03-02' }] } }),
    ).toEqual([issue('OUT_OF_RANGE', 'discount.until.0.amount', BELOW)]);
  });

  it('a discount date refused for its amount is not refused again for its date', () => {
    const until = [{ type: 'percentage', amount: 0.00001, date: '2026-03-11' }];
    expect(issuesOf({ ...DUE, discount: { until } })).toEqual([
      issue('INVALID_VALUE', 'discount.until.0.amount', PLACES),
    ]);
  });

  it('a discount date given twice is refused at its second entry', () => {
    const until = [
      { type: 'fixed', amount: 1, date: '2026-03-02' },
      { type: 'fixed', amount: 2, date: '2026-03-02' },
    ];
    expect(issuesOf({ ...DUE, discount: { until } })).toEqual([
      issue('INVALID_VALUE', 'discount.until.1.date', 'Each discount date can be given only once.'),
    ]);
  });
});

describe('computeAmountDue refuses each option it reads, whole and at its path', () => {
  it('options that are not an object are refused at options', () => {
    expect(issuesOf(DUE, null)).toEqual([objectIssue('options')]);
  });

  it('a payment date is required and must exist', () => {
    expect(issuesOf(DUE, {})).toEqual([issue('REQUIRED', 'options.paymentDate', REQUIRED)]);
    expect(issuesOf(DUE, { paymentDate: '2026-3-10' })).toEqual([
      issue('INVALID_VALUE', 'options.paymentDate', DATE),
    ]);
  });

  it('a state that is no UF is refused even when everything else can be computed', () => {
    expect(issuesOf(DUE, { ...ON_DUE, state: 'XX' })).toEqual([
      issue('INVALID_VALUE', 'options.state', 'Enter the state as two letters, like SP or RJ.'),
    ]);
  });

  it('holidays are a list of at most 1,000 dates, each refused at its index', () => {
    const days = (count: number) => Array.from({ length: count }, () => '2026-01-01');
    expect(issuesOf(DUE, { ...ON_DUE, holidays: {} })).toEqual([listIssue('options.holidays')]);
    expect(issuesOf(DUE, { ...ON_DUE, holidays: days(1001) })).toEqual([
      issue('TOO_MANY', 'options.holidays', 'Use at most 1,000 entries.', { max: 1000 }),
    ]);
    expect(computeAmountDue(DUE, { ...ON_DUE, holidays: days(1000) })).toMatchObject({
      ok: true,
      amount: 10000,
    });
    expect(issuesOf(DUE, { ...ON_DUE, holidays: ['2026-01-01', 'x'] })).toEqual([
      issue('INVALID_VALUE', 'options.holidays.1', DATE),
    ]);
  });

  it('bad terms and bad options are reported together', () => {
    expect(issuesOf({ amount: 10000 }, {})).toEqual([
      issue('REQUIRED', 'due_date', REQUIRED),
      issue('REQUIRED', 'options.paymentDate', REQUIRED),
    ]);
  });

  it('a list whose length throws (a hostile Proxy) is answered as unreadable, never thrown', () => {
    const hostile = new Proxy([], {
      get() {
        throw new Error('trap');
      },
    });
    const unreadable = {
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'The input is not valid: This could not be read. Please try again.',
      hint: 'Fields to fix: (the request body). Each issue has a hint of its own.',
      issues: [
        {
          ...issue('INVALID_TYPE', '', 'This could not be read. Please try again.'),
          hint: 'The request body could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
        },
      ],
    };
    expect(computeAmountDue({ ...DUE, discount: { until: hostile } }, ON_DUE)).toEqual(unreadable);
    expect(computeAmountDue(DUE, { ...ON_DUE, holidays: hostile })).toEqual(unreadable);
  });
});

describe('computeAmountDue tells an expired charge its last day', () => {
  it('the message names the last payable day, the hint the field and the way out', () => {
    expect(computeAmountDue(DUE, { paymentDate: '2026-04-10' })).toEqual({
      ok: false,
      status: 422,
      code: 'CHARGE_EXPIRED',
      message: 'This charge could be paid until April 9, 2026; it can no longer be paid.',
      hint: 'paymentDate is after last_payment_date 2026-04-09 (the due date rolled to a business day, plus days_after_due, rolled again): the charge can no longer be paid; create a new one.',
    });
  });
});
