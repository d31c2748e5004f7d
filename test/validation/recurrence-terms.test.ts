import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/issues/format-issue.js';
import { planRecurrence } from '../../src/recurrence/plan-recurrence.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { boletoRequest, NOW, pixRequest } from '../fixtures/requests.js';

const options = { now: NOW };
// Brasília's calendar day of the pinned clock, plus `days`.
function day(days: number): string {
  return new Date(NOW.getTime() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const monthly = () => ({
  contract: 'CT-2026-0042',
  object: 'Academia: plano mensal',
  start_date: day(10),
  period: 'monthly',
  amount: 9990,
  retries: 'three_in_seven_days',
});

function withRecurrence(
  recurrence: Record<string, unknown>,
  base: () => Record<string, unknown> = pixRequest,
): Record<string, unknown> {
  return { ...base(), payment_details: { recurrence } };
}

function answer(request: Record<string, unknown>, locale?: 'pt-BR') {
  const result = validateChargeRequest(request, { ...options, ...(locale ? { locale } : {}) });
  return result.ok ? 'ok' : (result.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`);
}

describe('a Pix Automático recurrence in the request (Pix API 2.9.0, POST /rec, RecBase)', () => {
  it('a PIX charge takes a monthly recurrence of a fixed amount, and one of a receiver minimum', () => {
    expect(answer(withRecurrence(monthly()))).toBe('ok');
    const { amount: _amount, ...variable } = monthly();
    expect(answer(withRecurrence({ ...variable, min_amount: 1000, end_date: day(400) }))).toBe('ok');
  });

  it('a boleto cannot carry a recurrence: Pix Automático is PIX only', () => {
    expect(answer(withRecurrence(monthly(), boletoRequest))).toContain(
      'FORBIDDEN_FIELD at payment_details.recurrence',
    );
  });

  it('contract and object hold 35 characters (vinculo.contrato, vinculo.objeto), not 36, and not none', () => {
    expect(answer(withRecurrence({ ...monthly(), contract: 'C'.repeat(35), object: 'O'.repeat(35) }))).toBe(
      'ok',
    );
    expect(answer(withRecurrence({ ...monthly(), contract: 'C'.repeat(36) }))).toEqual([
      'TOO_LONG at payment_details.recurrence.contract',
    ]);
    expect(answer(withRecurrence({ ...monthly(), object: '' }))).toEqual([
      'REQUIRED at payment_details.recurrence.object',
    ]);
  });

  it('both a fixed and a minimum amount is a violation the Pix API lists, refused at amount', () => {
    expect(answer(withRecurrence({ ...monthly(), min_amount: 1000 }))).toEqual([
      'INVALID_VALUE at payment_details.recurrence.amount',
    ]);
    const { amount: _amount, ...neither } = monthly();
    expect(answer(withRecurrence(neither))).toEqual(['INVALID_VALUE at payment_details.recurrence.amount']);
  });

  it('an end date before the start date is refused at the end date; the same day is one cycle', () => {
    expect(answer(withRecurrence({ ...monthly(), end_date: day(9) }))).toEqual([
      'INVALID_VALUE at payment_details.recurrence.end_date',
    ]);
    expect(answer(withRecurrence({ ...monthly(), end_date: day(10) }))).toBe('ok');
  });

  it('a first payment date already past is refused; today is accepted', () => {
    expect(answer(withRecurrence({ ...monthly(), start_date: day(-1) }))).toEqual([
      'EXPIRED at payment_details.recurrence.start_date',
    ]);
    expect(answer(withRecurrence({ ...monthly(), start_date: day(0) }))).toBe('ok');
  });

  it('a period or retry policy outside the lists is refused at its field', () => {
    expect(answer(withRecurrence({ ...monthly(), period: 'daily', retries: 'always' }))).toEqual([
      'INVALID_VALUE at payment_details.recurrence.period',
      'INVALID_VALUE at payment_details.recurrence.retries',
    ]);
  });

  it('names the field in the buyer language with the words planRecurrence uses', () => {
    const result = validateChargeRequest(withRecurrence({ ...monthly(), end_date: day(1) }), {
      ...options,
      locale: 'pt-BR',
    });
    expect(result.ok === false && result.issues?.map(formatIssue)).toEqual([
      'Data do último pagamento: a data do último pagamento não pode ser anterior à do primeiro.',
    ]);
    const plan = planRecurrence({ ...monthly(), end_date: day(1) } as never, { count: 1, locale: 'pt-BR' });
    expect(plan.ok === false && plan.issues?.map(formatIssue)).toEqual([
      'Data do último pagamento: a data do último pagamento não pode ser anterior à do primeiro.',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['both amounts', { min_amount: 1 }, 'recurrence.amount'],
    ['an end before the start', { end_date: day(3) }, 'recurrence.end_date'],
  ])('%s is refused at the same field by validation and planRecurrence', (_name, change, path) => {
    const recurrence = { ...monthly(), ...change };
    expect(answer(withRecurrence(recurrence))).toEqual([`INVALID_VALUE at payment_details.${path}`]);
    const plan = planRecurrence(recurrence as never, { count: 1 });
    expect(plan.ok === false && plan.issues?.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('a recurrence amount past the request limit', () => {
  it('is refused by validation and planRecurrence alike, one centavo past R$ 99.999.999,99', () => {
    const recurrence = { ...monthly(), amount: 10_000_000_000 };
    expect(answer(withRecurrence(recurrence))).toEqual(['OUT_OF_RANGE at payment_details.recurrence.amount']);
    const plan = planRecurrence(recurrence as never, { count: 1 });
    expect(plan.ok === false && plan.issues?.map((issue) => issue.path)).toEqual(['recurrence.amount']);
    expect(planRecurrence({ ...monthly(), amount: 9_999_999_999 } as never, { count: 1 }).ok).toBe(true);
  });
});
