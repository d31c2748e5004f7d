import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { CHARGE_STATUSES } from '../../src/charge/charge-status.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import { BARCODE, BOLETO, BR_CODE, HOSTED, LINE, LINE_DIGITS, PIX } from './fixtures.js';

// Inputs a type would refuse still reach the function at run time.
const shape = (request: unknown, answer: unknown, locale?: 'en' | 'pt-BR') =>
  shapeChargeResponse(request as ChargeOutcomeRequest, answer as ProviderAnswer, locale ? { locale } : {});

describe('shapeChargeResponse for the hosted card flow', () => {
  it('answers pending with payment_fields.redirect_url', () => {
    expect(
      shapeChargeResponse(HOSTED, { id: 'ch_1', redirect_url: 'https://pay.example.com/c/ch_1' }),
    ).toEqual({
      ok: true,
      charge: {
        id: 'ch_1',
        amount: 1990,
        currency: 'BRL',
        payment_method: 'credit_card',
        card_flow: 'hosted',
        status: 'pending',
        payment_fields: { redirect_url: 'https://pay.example.com/c/ch_1' },
      },
    });
  });

  it('accepts http only on the loopback host, for a local sandbox', () => {
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:3000']) {
      expect(shape(HOSTED, { id: 'ch_1', redirect_url: `http://${host}/pay` })).toMatchObject({ ok: true });
    }
  });

  it.each([
    ['plain http', 'http://pay.example.com/c/1'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative URL', '/c/ch_1'],
    ['not a URL', 'https://'],
    ['a URL with a space', 'https://pay.example.com/c 1'],
    ['a URL too long', `https://pay.example.com/${'a'.repeat(2100)}`],
    ['no URL', undefined],
  ])('refuses a redirect_url that is %s with 502 INVALID_PROVIDER_RESPONSE', (_name, redirect_url) => {
    expect(shape(HOSTED, { id: 'ch_1', redirect_url })).toEqual({
      ok: false,
      status: 502,
      code: 'INVALID_PROVIDER_RESPONSE',
      hint: expect.stringContaining('answer.redirect_url'),
      path: 'answer.redirect_url',
      message: 'The payment provider sent an answer with a value that cannot be used.',
    });
  });

  it('answers a hosted debit card the same way', () => {
    const request = { ...HOSTED, payment_method: 'debit_card' } as const;
    expect(shapeChargeResponse(request, { id: 'ch_2', redirect_url: 'https://p.example/x' })).toMatchObject({
      ok: true,
      charge: { payment_method: 'debit_card', card_flow: 'hosted', status: 'pending' },
    });
  });
});

describe('shapeChargeResponse for a transparent card', () => {
  it.each(['paid', 'failed', 'pending'] as const)(
    'answers the provider status %s, with no payment_fields',
    (status) => {
      const request: ChargeOutcomeRequest = { amount: 100, currency: 'USD', payment_method: 'debit_card' };
      expect(shapeChargeResponse(request, { id: 'ch_3', status })).toEqual({
        ok: true,
        charge: { id: 'ch_3', amount: 100, currency: 'USD', payment_method: 'debit_card', status },
      });
    },
  );

  it('refuses a status a new charge cannot have', () => {
    const request: ChargeOutcomeRequest = { amount: 100, currency: 'BRL', payment_method: 'credit_card' };
    expect(shape(request, { id: 'ch_3', status: 'refunded' })).toMatchObject({
      status: 502,
      path: 'answer.status',
    });
  });
});

describe('shapeChargeResponse for PIX', () => {
  it('answers pending with the QR code, the copy-and-paste code and the expiry, and no image key when none came', () => {
    const answer = { id: 'px_1', qr_code: BR_CODE, expires_at: '2026-05-01T12:00:00-03:00' };
    // Strict: an absent image is no key at all, not a key set to undefined.
    expect(shapeChargeResponse(PIX, answer)).toStrictEqual({
      ok: true,
      charge: {
        id: 'px_1',
        amount: 5000,
        currency: 'BRL',
        payment_method: 'pix',
        status: 'pending',
        payment_fields: { qr_code: BR_CODE, copy_paste: BR_CODE, expires_at: '2026-05-01T12:00:00-03:00' },
      },
    });
  });

  it('keeps a copy_paste and an image the provider gives', () => {
    const image = `data:image/png;base64,${btoa('png bytes!')}`;
    const answer = {
      id: 'px_1',
      qr_code: BR_CODE,
      copy_paste: BR_CODE,
      expires_at: '2026-05-01T15:00:00.123Z',
      qr_code_image_url: image,
    };
    expect(shape(PIX, answer)).toMatchObject({
      ok: true,
      charge: { payment_fields: { copy_paste: BR_CODE, qr_code_image_url: image } },
    });
    const url = { ...answer, qr_code_image_url: 'https://cdn.example.com/qr.png' };
    expect(shape(PIX, url)).toMatchObject({
      charge: { payment_fields: { qr_code_image_url: url.qr_code_image_url } },
    });
  });

  it.each([
    ['qr_code', { qr_code: 'not a br code' }],
    ['qr_code', { qr_code: `${BR_CODE}\n` }],
    ['qr_code', { qr_code: `000201${'1'.repeat(600)}` }],
    ['copy_paste', { copy_paste: 42 }],
    ['expires_at', { expires_at: '2026-05-01' }],
    ['expires_at', { expires_at: '2026-13-45T99:99:99Z' }],
    ['expires_at', { expires_at: 1746100800 }],
    ['qr_code_image_url', { qr_code_image_url: 'data:image/png;base64,@@@@' }],
    ['qr_code_image_url', { qr_code_image_url: `data:image/png;base64,${'A'.repeat(70_000)}` }],
    ['qr_code_image_url', { qr_code_image_url: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    ['qr_code_image_url', { qr_code_image_url: null }],
  ])('refuses a bad %s', (field, change) => {
    const answer = { id: 'px_1', qr_code: BR_CODE, expires_at: '2026-05-01T12:00:00Z', ...change };
    expect(shape(PIX, answer)).toMatchObject({ ok: false, status: 502, path: `answer.${field}` });
  });
});

describe('shapeChargeResponse for boleto', () => {
  it('answers pending with the digitable line and barcode as digits, the requested due date, and no pdf_url key when none came', () => {
    const answer = { id: 'bl_1', digitable_line: LINE, barcode: BARCODE };
    // Strict: an absent PDF is no key at all, not a key set to undefined.
    expect(shapeChargeResponse(BOLETO, answer)).toStrictEqual({
      ok: true,
      charge: {
        id: 'bl_1',
        amount: 10000,
        currency: 'BRL',
        payment_method: 'boleto',
        status: 'pending',
        payment_fields: { digitable_line: LINE_DIGITS, barcode: BARCODE, due_date: '2026-06-10' },
      },
    });
  });

  it('accepts a 48-digit collection line of the requested amount and keeps a pdf_url', () => {
    // The collection boleto of the Boleto-Validator-PHP README (R$ 133,12), and its barcode.
    const answer = {
      id: 'bl_2',
      digitable_line: '836400000011331201380002812884627116080136181551',
      barcode: '83640000001331201380008128846271108013618155',
      pdf_url: 'https://b.example/1.pdf',
    };
    expect(shape({ ...BOLETO, amount: 13312 }, answer)).toMatchObject({
      charge: {
        payment_fields: { digitable_line: answer.digitable_line, pdf_url: 'https://b.example/1.pdf' },
      },
    });
  });

  it.each([
    ['digitable_line', { digitable_line: LINE.slice(0, -1) }],
    ['digitable_line', { digitable_line: `${LINE}-` }],
    ['digitable_line', { digitable_line: `${'1'.repeat(47)}${' '.repeat(60)}` }],
    ['digitable_line', { digitable_line: 123 }],
    ['barcode', { barcode: `${BARCODE}0` }],
    ['pdf_url', { pdf_url: 'ftp://b.example/1.pdf' }],
  ])('refuses a bad %s', (field, change) => {
    const answer = { id: 'bl_1', digitable_line: LINE, barcode: BARCODE, ...change };
    expect(shape(BOLETO, answer)).toMatchObject({ ok: false, status: 502, path: `answer.${field}` });
  });

  it('answers 500 INTERNAL_ERROR when the request has no due date (it was not validated)', () => {
    const request = { ...BOLETO, payment_details: {} };
    expect(shape(request, { id: 'bl_1', digitable_line: LINE, barcode: BARCODE })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INTERNAL_ERROR',
      path: 'request.payment_details.due_date',
    });
  });
});

describe('shapeChargeResponse with a request or answer that cannot be read', () => {
  it.each([
    ['request.amount', { ...PIX, amount: 0 }],
    ['request.amount', { ...PIX, amount: 19.9 }],
    ['request.amount', { ...PIX, amount: '1990' }],
    ['request.currency', { ...PIX, currency: 'brl' }],
    ['request.payment_method', { ...PIX, payment_method: 'bitcoin' }],
    ['request.amount', null],
  ])('answers 500 INTERNAL_ERROR at %s', (path, request) => {
    expect(shape(request, { id: 'px_1' })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INTERNAL_ERROR',
      path,
    });
  });

  it.each([
    ['no answer', undefined],
    ['an empty id', { id: '' }],
    ['an id with a space', { id: 'ch 1' }],
    ['an id too long', { id: 'x'.repeat(256) }],
    [
      'an id behind a getter',
      {
        get id() {
          return 'ch_1';
        },
      },
    ],
  ])('answers 502 at answer.id for %s', (_name, answer) => {
    expect(shape(HOSTED, answer)).toMatchObject({ ok: false, status: 502, path: 'answer.id' });
  });

  it('writes the failure message in Portuguese for pt-BR', () => {
    expect(shape(HOSTED, { id: 'ch_1' }, 'pt-BR')).toHaveProperty(
      'message',
      'O provedor de pagamento enviou uma resposta com um valor que não pode ser usado.',
    );
  });

  it('becomes a generic 5xx problem that does not show the path', () => {
    const failure = shape(HOSTED, { id: 'ch_1' });
    if (failure.ok) throw new Error('expected a failure');
    const body = toProblemDetails(failure);
    expect(body).toMatchObject({ status: 502, code: 'INVALID_PROVIDER_RESPONSE' });
    expect(JSON.stringify(body)).not.toContain('redirect_url');
  });
});

describe('shapeChargeResponse properties', () => {
  it('never throws and always answers one of the documented shapes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(HOSTED, PIX, BOLETO), fc.anything()),
        fc.oneof(
          fc.record(
            {
              id: fc.oneof(fc.constant('ch_1'), fc.anything()),
              status: fc.constantFrom(...CHARGE_STATUSES),
              redirect_url: fc.oneof(fc.webUrl(), fc.string()),
              qr_code: fc.oneof(fc.constant(BR_CODE), fc.string()),
              expires_at: fc.oneof(fc.constant('2026-05-01T12:00:00Z'), fc.string()),
              digitable_line: fc.oneof(fc.constant(LINE), fc.string()),
              barcode: fc.oneof(fc.constant(BARCODE), fc.string()),
            },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
        (request, answer) => {
          const result = shape(request, answer);
          if (result.ok) {
            expect(CHARGE_STATUSES).toContain(result.charge.status);
            if ('payment_fields' in result.charge && 'redirect_url' in result.charge.payment_fields) {
              expect(result.charge.payment_fields.redirect_url).toMatch(/^https?:\/\//);
            }
          } else {
            expect([500, 502]).toContain(result.status);
            expect(result.path).not.toBe('');
            expect(result.message).not.toBe('');
          }
        },
      ),
    );
  });
});
