import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _centavosIssue } from './rule-amount.js';
import { _issue } from './split-issue.js';

/**
 * Checks the charge amount: a positive integer of centavos up to the maximum in force, the same
 * rule as a fixed share.
 *
 * @param amount - the value given as the charge amount.
 * @param locale - the language of the messages.
 * @param issues - receives the issue, at path `amount`, when there is one.
 * @param maxAmount - the largest amount accepted.
 * @returns true when the amount is acceptable.
 * @example
 * _readAmount(1.5, 'en', [], LIMITS.amount.max)
 * //=> false
 */
export function _readAmount(
  amount: unknown,
  locale: Locale,
  issues: Issue[],
  maxAmount: number,
): amount is number {
  if (amount === undefined) {
    issues.push(_issue(locale, 'REQUIRED', 'amount', 'REQUIRED'));
    return false;
  }
  const refusal = _centavosIssue(amount, maxAmount);
  if (refusal === undefined) return true;
  issues.push(_issue(locale, refusal.code, 'amount', refusal.key, refusal.params));
  return false;
}
