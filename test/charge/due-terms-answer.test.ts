import { describe, expect, it } from 'vitest';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';

// Source: bacen/pix-api, openapi.yaml version 2.9.0 (commit 1f1b568f, 2025-09-05), retrieved
// 2026-11-28. A charge with a due date (cobv) is read through its location: path
// `/cobv/{pixUrlAccessToken}`, "Endpoint (location) que serve um payload que representa uma cobrança
// com vencimento. No momento que o usuário devedor efetua a leitura de um QR Code dinâmico gerado pelo
// recebedor, esta URL será acessada", and it takes `DPP`, "Data de pagamento pretendida": the amount
// due on a day is the payload's, not the code's. Example `recResponse7` ("Jornada 4") shows the BR Code
// of a cobv: point of initiation 12, a location under `/qr/v2/cobv/`, no amount (field 54).
const COBV_EXAMPLE =
  '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441';
// The location of example `payloadLocationResponse1` (`tipoCob: "cobv"`).
const COBV_LOCATION = 'pix.example.com/qr/v2/cobv/2353c790eefb11eaadc10242ac120002';

// R$ 100.00 due Wednesday 2026-06-10; paid on the due date it costs 10000 − 500 (rebate) − 300
// (discount until that day) = 9200; paid on 2026-06-20, 10000 − 500 + 200 (2% late fee) + 33 (1% a
// month pro rata over 10 of 30 days: 33.33, rounded) = 9733. Neither is the code's or boleto's amount.
const TERMS = {
  due_date: '2026-06-10',
  late_fee: { type: 'percentage', amount: 0.02 },
  interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' },
  discount: { until: [{ date: '2026-06-10', type: 'fixed', amount: 300 }] },
  rebate: { type: 'fixed', amount: 500 },
};
const DATED_PIX: ChargeOutcomeRequest = {
  amount: 10000,
  currency: 'BRL',
  payment_method: 'pix',
  payment_details: TERMS,
};
const NAMES = { merchant_name: 'LOJA', merchant_city: 'SAO PAULO' };

function pix(fields: PixCodeFields): string {
  const built = buildPixCode(fields);
  if (!built.ok) throw new Error(built.message);
  return built.text;
}

const pixAnswer = (qr_code: string) =>
  ({ id: 'px_1', qr_code, expires_at: '2026-07-10T23:59:59-03:00' }) as ProviderAnswer;

describe('a PIX charge with a due date is answered with a dynamic code for its original amount', () => {
  it("accepts the Pix API's own cobv code (dynamic, no amount) and a dynamic code naming the original amount", () => {
    expect(checkProviderAnswer(DATED_PIX, { qr_code: COBV_EXAMPLE })).toEqual({ ok: true });
    const named = pix({ url: COBV_LOCATION, amount: 10000, ...NAMES });
    expect(shapeChargeResponse(DATED_PIX, pixAnswer(named))).toMatchObject({
      ok: true,
      charge: { payment_method: 'pix', status: 'pending', payment_fields: { qr_code: named } },
    });
  });

  it('refuses a static code, even one naming the original amount: it cannot carry the due date', () => {
    const code = pix({ key: 'pix@loja.example.com', amount: 10000, ...NAMES });
    const result = checkProviderAnswer(DATED_PIX, { qr_code: code });
    expect(result).toEqual({
      ok: false,
      status: 502,
      code: 'INVALID_PROVIDER_RESPONSE',
      message: expect.any(String),
      hint: expect.any(String),
      path: 'answer.qr_code',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'answer.qr_code',
          pointer: '/answer/qr_code',
          message: 'The charge expires, so it needs a dynamic PIX code; the provider sent a static one.',
          hint: 'answer.qr_code: The charge expires, so it needs a dynamic PIX code; the provider sent a static one.',
          params: {},
        },
      ],
    });
    expect(shapeChargeResponse(DATED_PIX, pixAnswer(code))).toEqual(result);
  });

  it('says so in the locale asked for', () => {
    const code = pix({ key: 'pix@loja.example.com', amount: 10000, ...NAMES });
    const result = checkProviderAnswer(DATED_PIX, { qr_code: code }, { locale: 'pt-BR' });
    expect(result.ok ? '' : result.issues?.[0]?.message).toBe(
      'A cobrança expira, então precisa de um código PIX dinâmico; o provedor enviou um estático.',
    );
  });

  it('refuses a code naming the amount due on a day (9200 on the due date, 9733 ten days late), not the original', () => {
    for (const amount of [9200, 9733]) {
      const code = pix({ url: COBV_LOCATION, amount, ...NAMES });
      expect(checkProviderAnswer(DATED_PIX, { qr_code: code })).toMatchObject({
        status: 502,
        issues: [{ pointer: '/answer/qr_code/54', params: { actual: amount, expected: 10000 } }],
      });
    }
  });
});

// FEBRABAN's bank boleto barcode (positions 06–09 the due-date factor, 10–19 the "valor do
// documento") carries one amount and one date; the fees, interest, discount and rebate travel beside
// it in the bank's registration (CNAB 240 segment P: "Valor Nominal do Título", "Juros de Mora",
// "Desconto 1", "Valor do Abatimento"; segment R: "Multa"), and the bank applies them on the day paid.
// So the boleto's face value is the original amount and its factor the requested due date, never a
// day's amount or a date rolled past a weekend.
describe('a boleto with due-date terms carries the original amount and the requested due date', () => {
  const request = (due_date: string): ChargeOutcomeRequest => ({
    amount: 10000,
    currency: 'BRL',
    payment_method: 'boleto',
    payment_details: { ...TERMS, due_date },
  });
  function boleto(amount: number, due_date: string) {
    const built = buildBoleto({ bank: '341', amount, free_field: '1'.repeat(25), due_date });
    if (!built.ok) throw new Error(built.message);
    return { digitable_line: built.line, barcode: built.barcode };
  }

  it('accepts the original amount due on the requested day', () => {
    const numbers = boleto(10000, '2026-06-10');
    expect(checkProviderAnswer(request('2026-06-10'), numbers)).toEqual({ ok: true });
    expect(shapeChargeResponse(request('2026-06-10'), { id: 'bl_1', ...numbers })).toMatchObject({
      ok: true,
      charge: { amount: 10000, payment_fields: { due_date: '2026-06-10' } },
    });
  });

  it('refuses a face value of the amount due on a day: 9200 on the due date, 9733 ten days late', () => {
    for (const amount of [9200, 9733]) {
      expect(checkProviderAnswer(request('2026-06-10'), boleto(amount, '2026-06-10'))).toMatchObject({
        status: 502,
        issues: [{ pointer: '/answer/digitable_line', params: { actual: amount, expected: 10000 } }],
      });
    }
  });

  it('keeps the factor of a due date on a Saturday (2026-06-13), refusing the Monday it rolls to for the payer', () => {
    expect(checkProviderAnswer(request('2026-06-13'), boleto(10000, '2026-06-13'))).toEqual({ ok: true });
    expect(checkProviderAnswer(request('2026-06-13'), boleto(10000, '2026-06-15'))).toMatchObject({
      status: 502,
      issues: [
        { pointer: '/answer/digitable_line', params: { actual: '2026-06-15', expected: '2026-06-13' } },
      ],
    });
  });
});
