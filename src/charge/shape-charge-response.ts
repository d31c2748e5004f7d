import { _isPaymentMethod } from '../card-flow/merchant.js';
import { _readLocale, type Locale } from '../issues/issue.js';
import { formatChargeMessage } from '../messages/charge.js';
import { _fillHint, CHARGE_HINTS } from '../messages/hints.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import {
  _boletoDigits,
  _isBrCode,
  _isDateString,
  _isIsoInstant,
  _isProviderId,
  _isQrCodeImage,
  _isRedirectUrl,
} from './_checks.js';
import type { ChargeOutcomeRequest, ChargeResponse, ProviderAnswer } from './charge-response.js';
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

/**
 * The response cannot be shaped: the provider's answer does not fit the request (502
 * INVALID_PROVIDER_RESPONSE), or the request is not a validated one (500 INTERNAL_ERROR, a host bug).
 * `path` names the offending field (`answer.redirect_url`, `request.amount`) for the host's log.
 */
export interface ChargeResponseFailure {
  readonly ok: false;
  readonly status: 500 | 502;
  readonly code: 'INTERNAL_ERROR' | 'INVALID_PROVIDER_RESPONSE';
  /** For the buyer, in the locale asked for: the payment cannot be completed now. */
  readonly message: string;
  /** For the integrator, in English: the field of the answer or request at fault. */
  readonly hint: string;
  readonly path: string;
}

/** The result of {@link shapeChargeResponse}. */
export type ChargeResponseResult = ChargeResponseShaped | ChargeResponseFailure;

/**
 * Shapes the charge record a host answers to POST /v1/charges from the validated request and the
 * provider's answer: `pending` with `payment_fields.redirect_url` for the hosted card flow,
 * `pending` with the QR code and copy-and-paste code for PIX, `pending` with the digitable line and
 * barcode for boleto, and the provider's status for a transparent card. Whatever the provider sends
 * is checked before it reaches a browser: a redirect is an `https:` URL, a BR Code looks like one.
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
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return hostBug(locale, 'request.amount');
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return hostBug(locale, 'request.currency');
  if (!_isPaymentMethod(method)) return hostBug(locale, 'request.payment_method');
  const id = _ownData(answer, 'id');
  if (!_isRecord(answer) || !_isProviderId(id)) return badAnswer(locale, 'answer.id');
  const base = { id, amount: amount as number, currency };

  if (method === 'pix') return shapePix(locale, base, answer);
  if (method === 'boleto') return shapeBoleto(locale, base, request, answer);
  if (_ownData(request, 'card_flow') === 'hosted') {
    const redirect = _ownData(answer, 'redirect_url');
    if (!_isRedirectUrl(redirect)) return badAnswer(locale, 'answer.redirect_url');
    const charge = { ...base, payment_method: method, card_flow: 'hosted', status: 'pending' } as const;
    return { ok: true, charge: { ...charge, payment_fields: { redirect_url: redirect } } };
  }
  const status = _ownData(answer, 'status');
  if (!isCardCreationStatus(status)) return badAnswer(locale, 'answer.status');
  return { ok: true, charge: { ...base, payment_method: method, status } };
}

interface _Base {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
}

const CURRENCY = /^[A-Z]{3}$/;

function shapePix(locale: Locale, base: _Base, answer: object): ChargeResponseResult {
  const qrCode = _ownData(answer, 'qr_code');
  const copyPaste = _ownData(answer, 'copy_paste') ?? qrCode;
  const expiresAt = _ownData(answer, 'expires_at');
  const image = _ownData(answer, 'qr_code_image_url');
  if (!_isBrCode(qrCode)) return badAnswer(locale, 'answer.qr_code');
  if (!_isBrCode(copyPaste)) return badAnswer(locale, 'answer.copy_paste');
  if (!_isIsoInstant(expiresAt)) return badAnswer(locale, 'answer.expires_at');
  if (image !== undefined && !_isQrCodeImage(image)) return badAnswer(locale, 'answer.qr_code_image_url');
  const fields = { qr_code: qrCode, copy_paste: copyPaste, expires_at: expiresAt };
  const payment_fields = image === undefined ? fields : { ...fields, qr_code_image_url: image };
  return { ok: true, charge: { ...base, payment_method: 'pix', status: 'pending', payment_fields } };
}

function shapeBoleto(locale: Locale, base: _Base, request: unknown, answer: object): ChargeResponseResult {
  const dueDate = _ownData(_ownData(request, 'payment_details'), 'due_date');
  if (!_isDateString(dueDate)) return hostBug(locale, 'request.payment_details.due_date');
  // 47 digits for a bank boleto, 48 for a collection (arrecadação) one.
  const line = _boletoDigits(_ownData(answer, 'digitable_line'), 47, 48);
  const barcode = _boletoDigits(_ownData(answer, 'barcode'), 44, 44);
  const pdf = _ownData(answer, 'pdf_url');
  if (line === undefined) return badAnswer(locale, 'answer.digitable_line');
  if (barcode === undefined) return badAnswer(locale, 'answer.barcode');
  if (pdf !== undefined && !_isRedirectUrl(pdf)) return badAnswer(locale, 'answer.pdf_url');
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

function badAnswer(locale: Locale, path: string): ChargeResponseFailure {
  const message = formatChargeMessage(locale, 'INVALID_PROVIDER_RESPONSE');
  const hint = _fillHint(CHARGE_HINTS.INVALID_PROVIDER_RESPONSE, path);
  return { ok: false, status: 502, code: 'INVALID_PROVIDER_RESPONSE', message, hint, path };
}

const UNSHAPED = /* @__PURE__ */ _perLocale((locale) => hostBug(locale, 'request'));

function hostBug(locale: Locale, path: string): ChargeResponseFailure {
  const message = formatChargeMessage(locale, 'INTERNAL_ERROR');
  const hint = _fillHint(CHARGE_HINTS.INTERNAL_ERROR, path);
  return { ok: false, status: 500, code: 'INTERNAL_ERROR', message, hint, path };
}
