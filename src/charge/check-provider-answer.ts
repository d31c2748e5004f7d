import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _boletoAnswerIssues, _pixAnswerIssues } from './_answer-checks.js';
import { _boletoDigits, _isDateString } from './_checks.js';
import { _badAnswer, _hostBug, _refused } from './_failures.js';
import type {
  ChargeOutcomeRequest,
  ChargeResponseFailure,
  ProviderBoletoAnswer,
  ProviderPixAnswer,
} from './charge-response.js';

/** Options of {@link checkProviderAnswer}. */
export interface CheckProviderAnswerOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The answer's code is the charge's. */
export interface ProviderAnswerAgrees {
  readonly ok: true;
}

/** The result of {@link checkProviderAnswer}. */
export type CheckProviderAnswerResult = ProviderAnswerAgrees | ChargeResponseFailure;

/**
 * Checks the payment code a provider handed back for a PIX or boleto charge against the request,
 * the same checks `shapeChargeResponse` makes, for a host that stores or re-reads an answer on its
 * own (a charge fetched again, a code sent by webhook): the BR Code must read (structure, checksum),
 * charge the requested amount when it names one (for a charge with a due date, its original
 * amount), and be dynamic when the charge expires or has a due date (a static one must name the
 * amount); the boleto's line and barcode must read (every check digit), be the same boleto, and
 * carry the requested amount (the original one, whatever the fees and discounts) and due-date factor.
 *
 * @param request - the validated PIX or boleto request (`amount`, `payment_method`, and for boleto
 *   `payment_details.due_date`, which a collection boleto, carrying no due date, does without; for
 *   PIX, `payment_details.due_date` or `expires_in_seconds` when sent).
 * @param answer - the provider's answer: `qr_code` (and `copy_paste`), or `digitable_line` and `barcode`.
 * @param options - {@link CheckProviderAnswerOptions}.
 * @returns `{ ok: true }`, or a 502 `INVALID_PROVIDER_RESPONSE` with one issue per disagreement
 *   (`/answer/qr_code/54` for the amount), or a 500 `INTERNAL_ERROR` when the request is not a
 *   validated PIX or boleto one. Never throws.
 * @example
 * const check = checkProviderAnswer(
 *   { amount: 1000, currency: 'BRL', payment_method: 'boleto', payment_details: { due_date: '2007-12-31' } },
 *   { digitable_line: '00190500954014481606906809350314337370000000100', barcode: '00193373700000001000500940144816060680935031' },
 * );
 * !check.ok && check.issues?.[0]?.pointer
 * //=> '/answer/digitable_line'
 */
export function checkProviderAnswer(
  request: ChargeOutcomeRequest,
  answer: Omit<ProviderPixAnswer, 'id' | 'expires_at'> | Omit<ProviderBoletoAnswer, 'id'>,
  options?: CheckProviderAnswerOptions,
): CheckProviderAnswerResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return check(request, answer, locale);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return UNCHECKED[locale];
  }
}

function check(request: unknown, answer: unknown, locale: Locale): CheckProviderAnswerResult {
  const amount = _ownData(request, 'amount');
  const method = _ownData(request, 'payment_method');
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return _hostBug(locale, 'request.amount');
  if (method !== 'pix' && method !== 'boleto') return _hostBug(locale, 'request.payment_method');
  if (!_isRecord(answer)) return _badAnswer(locale, 'answer');
  if (method === 'pix') {
    const issues = _pixAnswerIssues(locale, request, answer);
    return issues.length > 0 ? _refused(locale, issues) : { ok: true };
  }
  const dueDate = _ownData(_ownData(request, 'payment_details'), 'due_date');
  const line = _boletoDigits(_ownData(answer, 'digitable_line'), 47, 48);
  const barcode = _boletoDigits(_ownData(answer, 'barcode'), 44, 44);
  // A collection boleto (its line has 48 digits) carries no due date: it is checked without one.
  const collection = line?.length === 48 && dueDate === undefined;
  if (!_isDateString(dueDate) && !collection) return _hostBug(locale, 'request.payment_details.due_date');
  if (line === undefined) return _badAnswer(locale, 'answer.digitable_line');
  if (barcode === undefined) return _badAnswer(locale, 'answer.barcode');
  const issues = _boletoAnswerIssues(locale, request, line, barcode);
  return issues.length > 0 ? _refused(locale, issues) : { ok: true };
}

const UNCHECKED = /* @__PURE__ */ _perLocale((locale) => _hostBug(locale, 'request'));
