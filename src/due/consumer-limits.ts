import { _pow10Big } from '../arithmetic/calculator.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _dueIssue } from './due-issue.js';
import { _DAYS_PER } from './parts.js';
import type { _Rate, _ReadTerms } from './read-terms.js';

/**
 * Whether `rate` (of `original`, applied `times / per`) is more than `limit` hundredths of the
 * original amount, compared exactly: `rate × times / per > limit / 100`.
 */
function above(rate: _Rate, original: number, times: number, per: number, limit: number): boolean {
  const scaled = rate.units * BigInt(times) * 100n;
  const bound = BigInt(limit) * BigInt(per) * (rate.fixed ? BigInt(original) : _pow10Big(rate.scale));
  return scaled > bound;
}

/**
 * The limits of consumer law on a charge to an individual: a late fee of at most 2% of the amount
 * (CDC, Lei 8.078/1990 art. 52 §1, as Lei 9.298/1996 wrote it), and interest of at most 1% a month
 * (Decreto 22.626/1933, the Lei de Usura, art. 1 and 5: twice the legal 6% a year; a merchant is no
 * financial institution, STF Súmula 596). Interest is compared by its monthly equivalent, over the
 * days the rate is stated for (30 calendar or 21 business days a month).
 *
 * @param terms - terms read by `_readTerms`.
 * @param locale - the language of the message.
 * @returns the issue at the term's amount, or `undefined` within the limits.
 * @example
 * _consumerLimitIssue(_readTerms({ amount: 10000, due_date: '2026-03-10', late_fee: { type: 'percentage', amount: 0.1 } }, 'en', []) as _ReadTerms, 'en')?.path
 * //=> 'late_fee.amount'
 */
export function _consumerLimitIssue(terms: _ReadTerms, locale: Locale): Issue | undefined {
  const { lateFee, interest, original } = terms;
  if (lateFee !== undefined && above(lateFee, original, 1, 1, LATE_FEE_PERCENT)) {
    return _dueIssue(locale, 'OUT_OF_RANGE', 'late_fee.amount', 'OUT_OF_RANGE.late_fee_individual');
  }
  if (interest === undefined) return undefined;
  const days = _DAYS_PER[interest.business ? 'business' : 'calendar'];
  if (!above(interest.rate, original, days.month, days[interest.per], INTEREST_PERCENT_A_MONTH)) {
    return undefined;
  }
  return _dueIssue(locale, 'OUT_OF_RANGE', 'interest.amount', 'OUT_OF_RANGE.interest_individual');
}

const LATE_FEE_PERCENT = 2;
const INTEREST_PERCENT_A_MONTH = 1;
