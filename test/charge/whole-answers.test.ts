// The whole failure each kind of unusable input gets, stated in full: a value of the wrong type
// (hostile JSON may send a one-element list where text is due, and a list turns into its element's
// text when a pattern reads it), a field that cannot be read at all (502 without issues) against a
// code that reads but disagrees (502 with one issue per disagreement), and a built-in that throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { crcOracle } from '../pix/crc-oracle.js';
import { BARCODE, BOLETO, BR_CODE, LINE, PIX } from './fixtures.js';

const shape = (request: unknown, answer: unknown) =>
  shapeChargeResponse(request as ChargeOutcomeRequest, answer as ProviderAnswer);
const check = (request: unknown, answer: unknown) =>
  checkProviderAnswer(request as ChargeOutcomeRequest, answer as Parameters<typeof checkProviderAnswer>[1]);

/** The 502 of an answer field that cannot be used, as the English catalogue and hints write it. */
const unusable = (path: string) => ({
  ok: false,
  status: 502,
  code: 'INVALID_PROVIDER_RESPONSE',
  message: 'The payment provider sent an answer with a value that cannot be used.',
  hint: `${path} of the provider answer is missing, malformed or disagrees with the request: check the provider integration.`,
  path,
});
/** The 500 of a request that was not validated. */
const hostBug = (path: string) => ({
  ok: false,
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'The payment could not be completed because of an error on our side. Try again later.',
  hint: `${path} is not valid: pass the value of a successful validateChargeRequest as the request.`,
  path,
});

const PIX_ANSWER = { id: 'px_1', qr_code: BR_CODE, expires_at: '2026-05-01T12:00:00Z' };
const BOLETO_ANSWER = { id: 'bl_1', digitable_line: LINE, barcode: BARCODE };

describe('a one-element list where text is due is refused, though it reads as its text', () => {
  it.each([
    ['the id', { ...PIX_ANSWER, id: ['px_1'] }, 'answer.id'],
    ['the qr_code', { ...PIX_ANSWER, qr_code: [BR_CODE] }, 'answer.qr_code'],
    ['the expires_at', { ...PIX_ANSWER, expires_at: ['2026-05-01T12:00:00Z'] }, 'answer.expires_at'],
  ])('answers 502 for %s of a PIX answer sent as a list', (_name, answer, path) => {
    expect(shape(PIX, answer)).toEqual(unusable(path));
  });

  it('answers 500 at request.currency for a currency sent as a list', () => {
    expect(shape({ ...PIX, currency: ['BRL'] }, PIX_ANSWER)).toEqual(hostBug('request.currency'));
  });

  it.each([
    ['a list', ['2026-06-10']],
    ['a date written day first', '10/06/2026'],
  ])('answers 500 at request.payment_details.due_date for a due date that is %s', (_name, due_date) => {
    const request = { ...BOLETO, payment_details: { due_date } };
    expect(shape(request, BOLETO_ANSWER)).toEqual(hostBug('request.payment_details.due_date'));
    expect(check(request, BOLETO_ANSWER)).toEqual(hostBug('request.payment_details.due_date'));
  });

  it('answers 500 for a due date that is not a date beside a collection boleto, which only does without one', () => {
    // The collection boleto of the Boleto-Validator-PHP README (R$ 133,12): it carries no due date.
    const collection = {
      digitable_line: '836400000011331201380002812884627116080136181551',
      barcode: '83640000001331201380008128846271108013618155',
    };
    const request = { ...BOLETO, amount: 13312, payment_details: { due_date: '10/06/2026' } };
    expect(check(request, collection)).toEqual(hostBug('request.payment_details.due_date'));
    expect(check({ ...request, payment_details: {} }, collection)).toEqual({ ok: true });
  });
});

describe('a field that cannot be read is refused without issues; a code that disagrees lists them', () => {
  it('refuses a copy_paste that is not a BR Code as unreadable, not as another payload', () => {
    expect(shape(PIX, { ...PIX_ANSWER, copy_paste: 'not a br code' })).toEqual(unusable('answer.copy_paste'));
  });

  it('refuses an answer whose barcode is not 44 digits as unreadable, as shapeChargeResponse does', () => {
    const answer = { digitable_line: LINE, barcode: BARCODE.slice(1) };
    expect(check(BOLETO, answer)).toEqual(unusable('answer.barcode'));
    expect(shape(BOLETO, { id: 'bl_1', ...answer })).toEqual(unusable('answer.barcode'));
  });

  it('names the check digit of a barcode that reads but is altered, beside a line that is right', () => {
    // Position 5 of the barcode is its general check digit (FEBRABAN layout): 4 for this boleto.
    const altered = `${BARCODE.slice(0, 4)}5${BARCODE.slice(5)}`;
    expect(check(BOLETO, { digitable_line: LINE, barcode: altered })).toEqual({
      ...unusable('answer.barcode'),
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'answer.barcode.check_digit',
          pointer: '/answer/barcode/check_digit',
          message: 'A check digit does not match: the number was mistyped or altered.',
          hint: 'answer.barcode.check_digit: A check digit does not match: the number was mistyped or altered.',
          params: {},
        },
      ],
    });
  });

  it('refuses a static code with no amount, naming the amount the buyer could change', () => {
    // BACEN's static example code of the fixture, without field 54 (`540550.00`), checksum recomputed.
    const noAmount =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986' +
      '5802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    const result = check(PIX, { qr_code: noAmount + crcOracle(noAmount) });
    expect(result).toEqual({
      ...unusable('answer.qr_code'),
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'answer.qr_code.54',
          pointer: '/answer/qr_code/54',
          message: 'The code has no amount: the buyer could pay any amount, not the R$50.00 charged.',
          hint: 'answer.qr_code.54: The code has no amount: the buyer could pay any amount, not the R$50.00 charged.',
          params: { expected: 5000 },
        },
      ],
    });
  });
});

describe('a built-in that throws (a page that replaced it) gives a 500 at request, never a throw', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the fail-closed 500 from both exports, in the locale asked for', () => {
    vi.spyOn(Number, 'isSafeInteger').mockImplementation(() => {
      throw new Error('replaced');
    });
    const shaped = shapeChargeResponse(PIX, PIX_ANSWER, { locale: 'pt-BR' });
    const checked = checkProviderAnswer(BOLETO, BOLETO_ANSWER);
    vi.restoreAllMocks();
    expect(shaped).toEqual({
      ok: false,
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Não foi possível concluir o pagamento por um erro do nosso lado. Tente novamente mais tarde.',
      hint: 'request is not valid: pass the value of a successful validateChargeRequest as the request.',
      path: 'request',
    });
    expect(checked).toEqual(hostBug('request'));
  });
});
