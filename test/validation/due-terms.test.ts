import { describe, expect, it } from 'vitest';
import { computeAmountDue } from '../../src/due/compute-amount-due.js';
import type { DueTerms } from '../../src/due/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { boletoRequest, NOW, pixRequest } from '../fixtures/requests.js';

const options = { now: NOW };
// Ten days after the pinned clock, in Brasília: a due date the table accepts.
const dueDate = new Date(NOW.getTime() - 3 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);

function answer(request: Record<string, unknown>) {
  const result = validateChargeRequest(request, options);
  return result.ok ? 'ok' : (result.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`);
}

function withDetails(
  base: () => Record<string, unknown>,
  details: Record<string, unknown>,
  top = {},
): Record<string, unknown> {
  return { ...base(), ...top, payment_details: details };
}

describe('charges with a due date in the request', () => {
  it('a PIX charge takes a due date and every term of the Pix API cobv', () => {
    const details = {
      due_date: dueDate,
      days_after_due: 10,
      late_fee: { type: 'percentage', amount: 0.02 },
      interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' },
      discount: { until: [{ date: dueDate, type: 'fixed', amount: 100 }] },
      rebate: { type: 'fixed', amount: 50 },
    };
    expect(answer(withDetails(pixRequest, details))).toBe('ok');
  });

  it('a boleto takes a per-day discount', () => {
    const details = {
      due_date: dueDate,
      discount: { type: 'fixed', amount: 10, per: 'day', days: 'business' },
    };
    expect(answer(withDetails(boletoRequest, details))).toBe('ok');
  });

  it('a PIX charge with a due date cannot also expire in seconds', () => {
    const details = { due_date: dueDate, expires_in_seconds: 3600 };
    expect(answer(withDetails(pixRequest, details))).toEqual([
      'FORBIDDEN_FIELD at payment_details.expires_in_seconds',
    ]);
  });

  it('a card charge cannot carry a late fee', () => {
    const result = validateChargeRequest(
      {
        ...pixRequest(),
        payment_method: 'credit_card',
        payment_details: { late_fee: { type: 'fixed', amount: 1 } },
      },
      options,
    );
    expect(result.ok === false && result.issues?.map((issue) => `${issue.code} at ${issue.path}`)).toContain(
      'FORBIDDEN_FIELD at payment_details.late_fee',
    );
  });

  it('a late fee above 2% is refused for an individual (CDC art. 52 §1) and accepted for a company', () => {
    const details = { due_date: dueDate, late_fee: { type: 'percentage', amount: 0.1 } };
    const individual = withDetails(pixRequest, details);
    expect((individual.customer as { type: string }).type).toBe('individual');
    expect(answer(individual)).toEqual(['OUT_OF_RANGE at payment_details.late_fee.amount']);
    expect(answer(withDetails(boletoRequest, details))).toBe('ok');
  });

  it('a fixed late fee is measured against the amount: 2% of R$ 50,00 is R$ 1,00', () => {
    const fee = (amount: number) =>
      withDetails(pixRequest, { due_date: dueDate, late_fee: { type: 'fixed', amount } });
    expect(answer(fee(100))).toBe('ok');
    expect(answer(fee(101))).toEqual(['OUT_OF_RANGE at payment_details.late_fee.amount']);
  });

  it('interest above 1% a month is refused for an individual (Decreto 22.626/1933)', () => {
    const interest = (amount: number, per: string) =>
      withDetails(pixRequest, {
        due_date: dueDate,
        interest: { type: 'percentage', amount, per, days: 'calendar' },
      });
    expect(answer(interest(0.01, 'month'))).toBe('ok');
    expect(answer(interest(0.12, 'year'))).toBe('ok');
    expect(answer(interest(0.0101, 'month'))).toEqual(['OUT_OF_RANGE at payment_details.interest.amount']);
    expect(answer(interest(0.0004, 'day'))).toEqual(['OUT_OF_RANGE at payment_details.interest.amount']);
  });

  it('interest per day in business days is measured over the 21 of a month: 0.04% a day is 0.84%', () => {
    const interest = (amount: number, days: string) =>
      withDetails(pixRequest, {
        due_date: dueDate,
        interest: { type: 'percentage', amount, per: 'day', days },
      });
    expect(answer(interest(0.0004, 'business'))).toBe('ok');
    expect(answer(interest(0.0004, 'calendar'))).toEqual(['OUT_OF_RANGE at payment_details.interest.amount']);
    expect(answer(interest(0.0005, 'business'))).toEqual(['OUT_OF_RANGE at payment_details.interest.amount']);
  });

  it("consumer law's limits are worded for the buyer in their language and for the integrator in English", () => {
    const refused = (details: Record<string, unknown>, locale: 'en' | 'pt-BR') => {
      const result = validateChargeRequest(withDetails(pixRequest, { due_date: dueDate, ...details }), {
        ...options,
        locale,
      });
      return result.ok
        ? []
        : (result.issues ?? []).map(({ path, message, hint }) => ({ path, message, hint }));
    };
    expect(refused({ late_fee: { type: 'percentage', amount: 0.1 } }, 'pt-BR')).toEqual([
      {
        path: 'payment_details.late_fee.amount',
        message: 'A multa para pessoa física pode ser de no máximo 2% do valor (0.02).',
        hint: 'payment_details.late_fee.amount: The late fee for an individual can be at most 2% of the amount (0.02).',
      },
    ]);
    expect(
      refused({ interest: { type: 'percentage', amount: 0.02, per: 'month', days: 'calendar' } }, 'en'),
    ).toEqual([
      {
        path: 'payment_details.interest.amount',
        message: 'Interest for an individual can be at most 1% of the amount a month.',
        hint: 'payment_details.interest.amount: Interest for an individual can be at most 1% of the amount a month.',
      },
    ]);
  });

  it('a discount date after the due date is refused at that date, as computeAmountDue refuses it', () => {
    const later = new Date(Date.parse(`${dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const details = { due_date: dueDate, discount: { until: [{ date: later, type: 'fixed', amount: 1 }] } };
    expect(answer(withDetails(boletoRequest, details))).toEqual([
      'INVALID_VALUE at payment_details.discount.until.0.date',
    ]);
  });

  it('interest without its period is refused at the missing field', () => {
    const details = { due_date: dueDate, interest: { type: 'percentage', amount: 0.01, days: 'calendar' } };
    expect(answer(withDetails(boletoRequest, details))).toEqual(['REQUIRED at payment_details.interest.per']);
  });

  it('a per-day discount without the days it counts is refused at the missing field, not read as broken', () => {
    const details = { due_date: dueDate, discount: { type: 'percentage', amount: 0.001, per: 'day' } };
    expect(answer(withDetails(boletoRequest, details))).toEqual([
      'REQUIRED at payment_details.discount.days',
    ]);
  });

  it('a percentage with more than four decimal places is refused', () => {
    const details = { due_date: dueDate, rebate: { type: 'percentage', amount: 0.12345 } };
    expect(answer(withDetails(boletoRequest, details))).toEqual([
      'INVALID_VALUE at payment_details.rebate.amount',
    ]);
  });
});

describe('the rules between the terms, one set for validation and computeAmountDue', () => {
  const later = new Date(Date.parse(`${dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // Each term breaks one rule between fields; both readers must refuse it at the same field.
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a percentage of five decimal places',
      { late_fee: { type: 'percentage', amount: 0.00001 } },
      'late_fee.amount',
    ],
    ['a rebate of the whole amount', { rebate: { type: 'percentage', amount: 1 } }, 'rebate.amount'],
    ['a fixed rebate of the whole amount', { rebate: { type: 'fixed', amount: 25000 } }, 'rebate.amount'],
    [
      'fixed interest per month',
      { interest: { type: 'fixed', amount: 10, per: 'month', days: 'calendar' } },
      'interest.per',
    ],
    [
      'a per-day discount without its period',
      { discount: { type: 'fixed', amount: 1, days: 'calendar' } },
      'discount.per',
    ],
    [
      'discount dates of two types',
      {
        discount: {
          until: [
            { date: dueDate, type: 'fixed', amount: 1 },
            { date: dueDate, type: 'percentage', amount: 0.01 },
          ],
        },
      },
      'discount.until.1.type',
    ],
    [
      'a discount after the due date',
      { discount: { until: [{ date: later, type: 'fixed', amount: 1 }] } },
      'discount.until.0.date',
    ],
    [
      'one discount date twice',
      {
        discount: {
          until: [
            { date: dueDate, type: 'fixed', amount: 2 },
            { date: dueDate, type: 'fixed', amount: 1 },
          ],
        },
      },
      'discount.until.1.date',
    ],
  ])('%s is refused at the same field by both', (_name, terms, path) => {
    const details = { due_date: dueDate, ...terms };
    // A company customer: consumer law's limits, validation's alone, stay out of the comparison.
    const request = withDetails(boletoRequest, details);
    expect(request.amount).toBe(25000);
    const issues = answer(request);
    expect(issues).not.toBe('ok');
    expect((issues as string[]).map((line) => line.split(' at ')[1])).toEqual([`payment_details.${path}`]);
    const due = computeAmountDue({ amount: 25000, ...details } as DueTerms, { paymentDate: dueDate });
    expect(due.ok === false && due.issues?.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('due-date terms read as sent, whatever Object.prototype holds', () => {
  it('a rebate on a polluted prototype is no term of the charge, for validation and computeAmountDue', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.rebate = { type: 'fixed', amount: 999_999 };
    proto.interest = { type: 'fixed', amount: 1, per: 'month', days: 'calendar' };
    try {
      const details = {
        due_date: dueDate,
        discount: { type: 'fixed', amount: 10, per: 'day', days: 'business' },
      };
      expect(answer(withDetails(boletoRequest, details))).toBe('ok');
      const due = computeAmountDue({ amount: 25_000, due_date: dueDate } as DueTerms, {
        paymentDate: dueDate,
      });
      expect(due.ok && due.amount).toBe(25_000);
    } finally {
      delete proto.rebate;
      delete proto.interest;
    }
  });

  it('an empty list of discount dates is REQUIRED, as validation says, not TOO_MANY', () => {
    const due = computeAmountDue({ amount: 25_000, due_date: dueDate, discount: { until: [] } } as never, {
      paymentDate: dueDate,
    });
    expect(due.ok === false && due.issues?.map((issue) => `${issue.code} at ${issue.path}`)).toEqual([
      'REQUIRED at discount.until',
    ]);
    expect(answer(withDetails(boletoRequest, { due_date: dueDate, discount: { until: [] } }))).toEqual([
      'REQUIRED at payment_details.discount.until',
    ]);
  });
});
