import { describe, expect, it } from 'vitest';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';

const PIX: ChargeOutcomeRequest = { amount: 5000, currency: 'BRL', payment_method: 'pix' };
const EXPIRING_PIX: ChargeOutcomeRequest = { ...PIX, payment_details: { expires_in_seconds: 3600 } };
const BOLETO: ChargeOutcomeRequest = {
  amount: 10000,
  currency: 'BRL',
  payment_method: 'boleto',
  payment_details: { due_date: '2026-06-10' },
};
const NAMES = { merchant_name: 'LOJA', merchant_city: 'SAO PAULO' };
const DYNAMIC: PixCodeFields = { url: 'pix.provider.example/qr/v2/abc123', ...NAMES };
const STATIC: PixCodeFields = { key: 'pix@loja.example.com', ...NAMES };

function pix(fields: PixCodeFields): string {
  const built = buildPixCode(fields);
  if (!built.ok) throw new Error(built.message);
  return built.text;
}

function boleto(amount: number, due_date?: string) {
  const built = buildBoleto({
    bank: '341',
    amount,
    free_field: '1'.repeat(25),
    ...(due_date ? { due_date } : {}),
  });
  if (!built.ok) throw new Error(built.message);
  return { digitable_line: built.line, barcode: built.barcode };
}

const pointers = (result: { ok: boolean; issues?: readonly { pointer: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.pointer);

describe('shapeChargeResponse checks the PIX code against the charge', () => {
  const answer = (qr_code: string, extra: object = {}) =>
    ({ id: 'px_1', qr_code, expires_at: '2026-05-01T12:00:00Z', ...extra }) as ProviderAnswer;

  it('accepts a dynamic code for the charge amount, or with no amount, for an expiring charge', () => {
    expect(shapeChargeResponse(EXPIRING_PIX, answer(pix({ ...DYNAMIC, amount: 5000 })))).toMatchObject({
      ok: true,
    });
    expect(shapeChargeResponse(EXPIRING_PIX, answer(pix(DYNAMIC)))).toMatchObject({ ok: true });
  });

  it('accepts a static code that names the charge amount, for a charge that does not expire', () => {
    expect(shapeChargeResponse(PIX, answer(pix({ ...STATIC, amount: 5000 })))).toMatchObject({ ok: true });
  });

  it('refuses a code for another amount with 502, naming the amount field of the code', () => {
    const result = shapeChargeResponse(PIX, answer(pix({ ...DYNAMIC, amount: 4999 })));
    expect(result).toMatchObject({
      ok: false,
      status: 502,
      code: 'INVALID_PROVIDER_RESPONSE',
      path: 'answer.qr_code',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'answer.qr_code.54',
          pointer: '/answer/qr_code/54',
          params: { actual: 4999, expected: 5000 },
        },
      ],
    });
    expect(result.ok ? '' : result.issues?.[0]?.message).toBe(
      'The code charges R$49.99, not the charge amount of R$50.00.',
    );
  });

  it('refuses a static code for an expiring charge, and a static code without an amount', () => {
    expect(pointers(shapeChargeResponse(EXPIRING_PIX, answer(pix({ ...STATIC, amount: 5000 }))))).toEqual([
      '/answer/qr_code',
    ]);
    expect(pointers(shapeChargeResponse(PIX, answer(pix(STATIC))))).toEqual(['/answer/qr_code/54']);
  });

  it('refuses a code whose checksum is wrong, naming field 63, and a copy-and-paste text that differs', () => {
    const code = pix({ ...DYNAMIC, amount: 5000 });
    const broken = `${code.slice(0, -4)}${code.endsWith('0000') ? '0001' : '0000'}`;
    expect(pointers(shapeChargeResponse(PIX, answer(broken)))).toEqual(['/answer/qr_code/63']);
    const other = pix({ ...DYNAMIC, amount: 5000, single_use: true });
    expect(pointers(shapeChargeResponse(PIX, answer(code, { copy_paste: other })))).toEqual([
      '/answer/copy_paste',
    ]);
  });
});

describe('shapeChargeResponse checks the boleto against the charge', () => {
  const answer = (numbers: object) => ({ id: 'bl_1', ...numbers }) as ProviderAnswer;

  it('accepts a boleto for the requested amount and due date', () => {
    expect(shapeChargeResponse(BOLETO, answer(boleto(10000, '2026-06-10')))).toMatchObject({ ok: true });
  });

  it('refuses another amount, another due date and no due date, naming each', () => {
    expect(shapeChargeResponse(BOLETO, answer(boleto(9999, '2026-06-11')))).toMatchObject({
      status: 502,
      issues: [
        { pointer: '/answer/digitable_line', params: { actual: 9999, expected: 10000 } },
        { pointer: '/answer/digitable_line', params: { actual: '2026-06-11', expected: '2026-06-10' } },
      ],
    });
    expect(shapeChargeResponse(BOLETO, answer(boleto(10000)))).toMatchObject({
      issues: [{ message: 'The boleto has no due date, but the charge falls due on June 10, 2026.' }],
    });
  });

  it("names the boleto's own date in the factor's first cycle (2000 to 2025) when the charge falls due then", () => {
    // The factor of 2010-06-11 also names 2035-01-31 (9,000 days on): the date nearest the charge's
    // 2010-06-10 is the first, which only the factor's first cycle holds.
    const charge = { ...BOLETO, payment_details: { due_date: '2010-06-10' } };
    expect(checkProviderAnswer(charge, boleto(10000, '2010-06-11'))).toMatchObject({
      status: 502,
      issues: [
        { pointer: '/answer/digitable_line', params: { actual: '2010-06-11', expected: '2010-06-10' } },
      ],
    });
  });

  it('refuses a line and a barcode of different boletos, and a check digit that does not match', () => {
    const one = boleto(10000, '2026-06-10');
    const other = boleto(10000, '2026-06-11');
    expect(pointers(shapeChargeResponse(BOLETO, answer({ ...one, barcode: other.barcode })))).toEqual([
      '/answer/barcode',
    ]);
    const line = `${one.digitable_line.slice(0, 9)}${(Number(one.digitable_line[9]) + 1) % 10}${one.digitable_line.slice(10)}`;
    expect(pointers(shapeChargeResponse(BOLETO, answer({ ...one, digitable_line: line })))).toEqual([
      '/answer/digitable_line/field_1',
    ]);
  });
});

describe('checkProviderAnswer', () => {
  it('answers ok for an answer that agrees with the request, with no id or expiry needed', () => {
    expect(checkProviderAnswer(BOLETO, boleto(10000, '2026-06-10'))).toEqual({ ok: true });
    expect(checkProviderAnswer(PIX, { qr_code: pix({ ...DYNAMIC, amount: 5000 }) })).toEqual({ ok: true });
  });

  it('refuses what shapeChargeResponse refuses, with the same issues', () => {
    const answer = boleto(10000, '2026-07-10');
    const shaped = shapeChargeResponse(BOLETO, { id: 'bl_1', ...answer });
    expect(checkProviderAnswer(BOLETO, answer)).toEqual(shaped);
  });

  it('answers in the locale asked for', () => {
    const result = checkProviderAnswer(BOLETO, boleto(1, '2026-06-10'), { locale: 'pt-BR' });
    expect(result.ok ? '' : result.issues?.[0]?.message).toBe(
      'O código cobra R$\u00a00,01, não o valor da cobrança de R$\u00a0100,00.',
    );
  });

  it('answers 500 for a request that is not a validated PIX or boleto one, and 502 for an unreadable answer', () => {
    const check = (request: unknown, answer: unknown) =>
      checkProviderAnswer(
        request as ChargeOutcomeRequest,
        answer as Parameters<typeof checkProviderAnswer>[1],
      );
    expect(check({ ...PIX, amount: 0 }, {})).toMatchObject({ status: 500, path: 'request.amount' });
    expect(check({ ...PIX, payment_method: 'credit_card' }, {})).toMatchObject({
      status: 500,
      path: 'request.payment_method',
    });
    expect(check({ ...BOLETO, payment_details: {} }, boleto(1))).toMatchObject({
      status: 500,
      path: 'request.payment_details.due_date',
    });
    expect(check(PIX, 'text')).toMatchObject({ status: 502, path: 'answer' });
    expect(check(BOLETO, { digitable_line: '1' })).toMatchObject({
      status: 502,
      path: 'answer.digitable_line',
    });
    expect(check(BOLETO, { digitable_line: boleto(1).digitable_line, barcode: 'x' })).toMatchObject({
      status: 502,
      path: 'answer.barcode',
    });
    expect(check(PIX, { qr_code: 42 })).toMatchObject({
      status: 502,
      path: 'answer.qr_code',
      issues: [{ code: 'INVALID_TYPE' }],
    });
  });
});
