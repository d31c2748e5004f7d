// planReceivables' refusals, whole: status, code, the buyer's message, the integrator's hint and
// every issue with its code, path, pointer, message and parameters, as the catalogue writes them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PlanReceivablesOptions, planReceivables } from '../../src/receivables/plan-receivables.js';
import type { SplitSuccess } from '../../src/split/types.js';
import { A, fixed, split } from '../split/fixtures.js';

const whole = split(2400, [fixed(2400, A)], 0);
// Monday 2 March 2026, noon in Brasília.
const monday = new Date('2026-03-02T12:00:00-03:00');

function plan(options: Record<string, unknown>, of: unknown = whole): ReturnType<typeof planReceivables> {
  return planReceivables(
    of as SplitSuccess,
    {
      payment_method: 'pix',
      confirmedAt: monday,
      ...options,
    } as PlanReceivablesOptions,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('planReceivables: the whole answer of each refusal', () => {
  it('refuses options that are not an object with the confirmation it needs, and a split that is not one, together', () => {
    expect(planReceivables({ ...whole, amount: 1 } as SplitSuccess, 'pix' as never)).toStrictEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message:
        'The options given cannot be used: split: pass a successful result of computeSplit or prepareSplit, unchanged.',
      hint: 'Fields to fix: split, options. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'split',
          pointer: '/split',
          message: 'Pass a successful result of computeSplit or prepareSplit, unchanged.',
          hint: 'split: Pass a successful result of computeSplit or prepareSplit, unchanged.',
          params: { label: 'split' },
        },
        {
          code: 'INVALID_TYPE',
          path: 'options',
          pointer: '/options',
          message: 'Use a valid Date between the years 1900 and 9900.',
          hint: 'options: Use a valid Date between the years 1900 and 9900.',
          params: { label: 'options' },
        },
      ],
    });
  });

  it('names the payment methods it takes when the method is none of them, in a 422', () => {
    expect(plan({ payment_method: 'cash' })).toStrictEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message:
        'The input is not valid: options.payment_method — choose one of: credit_card, debit_card, pix, boleto.',
      hint: 'Fields to fix: options.payment_method. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'options.payment_method',
          pointer: '/options/payment_method',
          message: 'Choose one of: credit_card, debit_card, pix, boleto.',
          hint: 'options.payment_method: Choose one of: credit_card, debit_card, pix, boleto.',
          params: { label: 'options.payment_method', values: 'credit_card, debit_card, pix, boleto' },
        },
      ],
    });
  });

  it('states the most settlement days, 366, and the most extra holidays, 1000, when they are passed', () => {
    const result = plan({ settlementDays: { pix: 367 }, extraHolidays: 'carnaval' });

    expect(result.ok ? [] : result.issues?.map(({ message, params }) => [message, params])).toEqual([
      [
        'Map payment methods to whole numbers of days from 0 to 366, like { credit_card: 30 }.',
        { label: 'options.settlementDays', max: 366 },
      ],
      [
        'Use a list of at most 1,000 calendar dates written YYYY-MM-DD, like 2026-01-25.',
        { label: 'options.extraHolidays', max: 1000 },
      ],
    ]);
  });

  it('fails closed with the split issue, in 500 INVALID_CONFIGURATION, when something it relies on throws', () => {
    vi.spyOn(Array.prototype, 'forEach').mockImplementationOnce(() => {
      throw new Error('replaced');
    });

    const result = plan({});
    vi.restoreAllMocks();

    expect(result).toStrictEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message:
        'The options given cannot be used: options: pass a successful result of computeSplit or prepareSplit, unchanged.',
      hint: 'Fields to fix: options. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_TYPE',
          path: 'options',
          pointer: '/options',
          message: 'Pass a successful result of computeSplit or prepareSplit, unchanged.',
          hint: 'options: Pass a successful result of computeSplit or prepareSplit, unchanged.',
          params: { label: 'options' },
        },
      ],
    });
  });
});

describe('planReceivables: extra holidays that are not written YYYY-MM-DD', () => {
  const refused = {
    ok: false,
    status: 500,
    code: 'INVALID_CONFIGURATION',
    message:
      'The options given cannot be used: options.extraHolidays: use a list of at most 1,000 calendar dates written YYYY-MM-DD, like 2026-01-25.',
    hint: 'Fields to fix: options.extraHolidays. Each issue has a hint of its own.',
    issues: [
      {
        code: 'INVALID_VALUE',
        path: 'options.extraHolidays',
        pointer: '/options/extraHolidays',
        message: 'Use a list of at most 1,000 calendar dates written YYYY-MM-DD, like 2026-01-25.',
        hint: 'options.extraHolidays: Use a list of at most 1,000 calendar dates written YYYY-MM-DD, like 2026-01-25.',
        params: { max: 1000, label: 'options.extraHolidays' },
      },
    ],
  };

  // Each text is ten characters with a hyphen at 7, so only the character named decides; the one
  // after '9' (':') and the one before '0' ('/') border the digits.
  it.each([
    ['a letter where the first hyphen is due', '2026x03-02'],
    ['a colon as the tens of the year', '20:6-03-02'],
    ['a colon as the units of the year', '202:-03-02'],
    ['a colon as the units of the month', '2026-0:-02'],
    ['a slash as the units of the month', '2026-0/-02'],
    ['a colon as the tens of the day', '2026-03-:2'],
  ])('refuses %s (%s) as it refuses any other text', (_name, text) => {
    expect(plan({ extraHolidays: [text] })).toStrictEqual(refused);
  });

  it('refuses a list whose length does not read as a number, whatever its items', () => {
    // An array's length is writable, so a Proxy may answer any value for it; with a text no index
    // is below it and the list would read as empty.
    const holidays = new Proxy(['2026-03-02'], {
      get: (target, key) => (key === 'length' ? 'all of them' : Reflect.get(target, key)),
    });
    expect(plan({ extraHolidays: holidays })).toStrictEqual(refused);
  });
});
