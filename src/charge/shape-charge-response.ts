import { _isPaymentMethod } from '../card-flow/merchant.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _boletoAnswerIssues, _pixAnswerIssues } from './_answer-checks.js';
import {
  _boletoDigits,
  _isBrCode,
  _isDateString,
  _isIsoInstant,
  _isProviderId,
  _isQrCodeImage,
  _isRedirectUrl,
} from './_checks.js';
import { _badAnswer, _hostBug, _refused } from './_failures.js';
import type {
  ChargeOutcomeRequest,
  ChargeResponse,
  ChargeResponseFailure,
  ProviderAnswer,
} from './charge-response.js';
import { CARD_CREATION_STATUSES, type CardCreationStatus } from './charge-status.js';

/** Options of {@link shapeChargeResponse}. */
export interface ShapeChargeResponseOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The response could be shaped. */
export interface ChargeResponseShaped {
  readonly ok: true;
  readonly charge: ChargeResponse;
}

/** The result of {@link shapeChargeResponse}. */
export type ChargeResponseResult = ChargeResponseShaped | ChargeResponseFailure;

/**
 * Shapes the charge record a host answers to POST /v1/charges from the validated request and the
 * provider's answer: `pending` with `payment_fields.redirect_url` for the hosted card flow,
 * `pending` with the QR code and copy-and-paste code for PIX, `pending` with the digitable line and
 * barcode for boleto, and the provider's status for a transparent card. Whatever the provider sends
 * is checked before it reaches a browser: a redirect is an `https:` URL; a BR Code must read (its
 * structure and checksum), charge the requested amount when it names one, and be dynamic when the
 * charge expires or has a due date (a static one must name the amount); a boleto's line and barcode
 * must read (every check digit), be the same boleto, and carry the requested amount (the original
 * one, whatever the fees and discounts) and due date.
 *
 * @param request - the `value` of a successful `validateChargeRequest` (or anything with its fields).
 * @param answer - the provider's answer, in the shape the request's method and flow call for.
 * @param options - {@link ShapeChargeResponseOptions}.
 * @returns `{ ok: true, charge }` (a fresh object holding only the fields listed in its type), or
 *   `{ ok: false, status, code, message, path }`. Never throws.
 * @example
 * shapeChargeResponse(
 *   { amount: 1990, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
 *   { id: 'ch_1', redirect_url: 'https://pay.example.com/c/ch_1' })
 * //=> { ok: true, charge: { id: 'ch_1', amount: 1990, currency: 'BRL', payment_method: 'credit_card',
 * //     card_flow: 'hosted', status: 'pending', payment_fields: { redirect_url: 'https://pay.example.com/c/ch_1' } } }
 */
export function shapeChargeResponse(
  request: ChargeOutcomeRequest,
  answer: ProviderAnswer,
  options?: ShapeChargeResponseOptions,
): ChargeResponseResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return shapeCharge(request, answer, locale);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return UNSHAPED[locale];
  }
}

function shapeCharge(
  request: ChargeOutcomeRequest,
  answer: ProviderAnswer,
  locale: Locale,
): ChargeResponseResult {
  const amount = _ownData(request, 'amount');
  const currency = _ownData(request, 'currency');
  const method = _ownData(request, 'payment_method');
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return _hostBug(locale, 'request.amount');
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return _hostBug(locale, 'request.currency');
  if (!_isPaymentMethod(method)) return _hostBug(locale, 'request.payment_method');
  const id = _ownData(answer, 'id');
  if (!_isRecord(answer) || !_isProviderId(id)) return _badAnswer(locale, 'answer.id');
  const base = { id, amount: amount as number, currency };

  if (method === 'pix') return shapePix(locale, base, request, answer);
  if (method === 'boleto') return shapeBoleto(locale, base, request, answer);
  if (_ownData(request, 'card_flow') === 'hosted') {
    const redirect = _ownData(answer, 'redirect_url');
    if (!_isRedirectUrl(redirect)) return _badAnswer(locale, 'answer.redirect_url');
    const charge = { ...base, payment_method: method, card_flow: 'hosted', status: 'pending' } as const;
    return { ok: true, charge: { ...charge, payment_fields: { redirect_url: redirect } } };
  }
  const status = _ownData(answer, 'status');
  if (!isCardCreationStatus(status)) return _badAnswer(locale, 'answer.status');
  return { ok: true, charge: { ...base, payment_method: method, status } };
}

interface _Base {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
}

const CURRENCY = /^[A-Z]{3}$/;

function shapePix(locale: Locale, base: _Base, request: unknown, answer: object): ChargeResponseResult {
  const qrCode = _ownData(answer, 'qr_code');
  const copyPaste = _ownData(answer, 'copy_paste') ?? qrCode;
  const expiresAt = _ownData(answer, 'expires_at');
  const image = _ownData(answer, 'qr_code_image_url');
  if (!_isBrCode(qrCode)) return _badAnswer(locale, 'answer.qr_code');
  if (!_isBrCode(copyPaste)) return _badAnswer(locale, 'answer.copy_paste');
  if (!_isIsoInstant(expiresAt)) return _badAnswer(locale, 'answer.expires_at');
  if (image !== undefined && !_isQrCodeImage(image)) return _badAnswer(locale, 'answer.qr_code_image_url');
  const issues = _pixAnswerIssues(locale, request, answer);
  if (issues.length > 0) return _refused(locale, issues);
  const fields = { qr_code: qrCode, copy_paste: copyPaste, expires_at: expiresAt };
  const payment_fields = image === undefined ? fields : { ...fields, qr_code_image_url: image };
  return { ok: true, charge: { ...base, payment_method: 'pix', status: 'pending', payment_fields } };
}

function shapeBoleto(locale: Locale, base: _Base, request: unknown, answer: object): ChargeResponseResult {
  const dueDate = _ownData(_ownData(request, 'payment_details'), 'due_date');
  if (!_isDateString(dueDate)) return _hostBug(locale, 'request.payment_details.due_date');
  // 47 digits for a bank boleto, 48 for a collection (arrecadação) one.
  const line = _boletoDigits(_ownData(answer, 'digitable_line'), 47, 48);
  const barcode = _boletoDigits(_ownData(answer, 'barcode'), 44, 44);
  const pdf = _ownData(answer, 'pdf_url');
  if (line === undefined) return _badAnswer(locale, 'answer.digitable_line');
  if (barcode === undefined) return _badAnswer(locale, 'answer.barcode');
  if (pdf !== undefined && !_isRedirectUrl(pdf)) return _badAnswer(locale, 'answer.pdf_url');
  const issues = _boletoAnswerIssues(locale, request, line, barcode);
  if (issues.length > 0) return _refused(locale, issues);
  const fields = { digitable_line: line, barcode, due_date: dueDate };
  const payment_fields = pdf === undefined ? fields : { ...fields, pdf_url: pdf };
  return { ok: true, charge: { ...base, payment_method: 'boleto', status: 'pending', payment_fields } };
}

function isCardCreationStatus(value: unknown): value is CardCreationStatus {
  for (let index = 0; index < CARD_CREATION_STATUSES.length; index++) {
    if (value === CARD_CREATION_STATUSES[index]) return true;
  }
  return false;
}

const UNSHAPED = /* @__PURE__ */ _perLocale((locale) => _hostBug(locale, 'request'));
