import { _pow10Big } from '../arithmetic/calculator.js';
import { _fractionOfNumber } from '../arithmetic/decimal-fraction.js';
import { _fieldIssue, type Issue } from '../issues/issue.js';
import { type DueRequestMessageKey, formatDueRequestMessage } from '../messages/due-request.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _own } from '../shared/own.js';
import { _DAYS_PER } from './parts.js';
import type { _CheckedTerms, _Term } from './term-relations.js';

const LATE_FEE_PERCENT = 2;
const INTEREST_PERCENT_A_MONTH = 1;

/**
 * The limits of consumer law on a charge to an individual: a late fee of at most 2% of the amount
 * (CDC, Lei 8.078/1990 art. 52 §1, as Lei 9.298/1996 wrote it), and interest of at most 1% a month
 * (Decreto 22.626/1933, the Lei de Usura, art. 1 and 5: twice the legal 6% a year; a merchant is no
 * financial institution, STF Súmula 596). Interest is compared by its monthly equivalent, over the
 * days the rate is stated for (30 calendar or 21 business days a month). A rule of the request (it
 * needs the customer's type), so only validation applies it.
 *
 * @param terms - terms whose fields are each valid on their own.
 * @param locale - the language of the message.
 * @returns the issue at the term's amount, or `undefined` within the limits.
 * @example
 * _consumerLimitIssue({ amount: 10000, due_date: '2026-03-10', late_fee: { type: 'percentage', amount: 0.1 } }, 'en')?.path
 * //=> 'late_fee.amount'
 */
export function _consumerLimitIssue(terms: _CheckedTerms, locale: Locale): Issue | undefined {
  const original = _own(terms, 'amount') as number;
  const late_fee = _own(terms, 'late_fee') as _CheckedTerms['late_fee'];
  const interest = _own(terms, 'interest') as _CheckedTerms['interest'];
  if (late_fee !== undefined && above(late_fee, original, 1, 1, LATE_FEE_PERCENT)) {
    return limitIssue(locale, 'late_fee.amount', 'OUT_OF_RANGE.late_fee_individual');
  }
  if (interest === undefined) return undefined;
  const days = _DAYS_PER[interest.days === 'business' ? 'business' : 'calendar'];
  const per = days[interest.per as keyof typeof days];
  if (!above(interest, original, days.month, per, INTEREST_PERCENT_A_MONTH)) return undefined;
  return limitIssue(locale, 'interest.amount', 'OUT_OF_RANGE.interest_individual');
}

/**
 * Whether `term` (of `original`, applied `times / per`) is more than `limit` hundredths of the
 * original amount, compared exactly: `rate × times / per > limit / 100`.
 */
function above(term: _Term, original: number, times: number, per: number, limit: number): boolean {
  const fraction = _fractionOfNumber(term.amount);
  const scaled = BigInt(fraction.digits) * BigInt(times) * 100n;
  const whole = term.type === 'fixed' ? BigInt(original) : _pow10Big(fraction.scale);
  return scaled > BigInt(limit) * BigInt(per) * whole;
}

function limitIssue(locale: Locale, path: string, key: DueRequestMessageKey): Issue {
  return _fieldIssue(
    'OUT_OF_RANGE',
    path,
    (named) => formatDueRequestMessage(locale, key, named),
    () => _englishHint(path, formatDueRequestMessage('en', key)),
  );
}
