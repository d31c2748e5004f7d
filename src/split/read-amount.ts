import type { Issue, Locale } from '../issues/issue.js';
import { _centavosIssue } from './rule-amount.js';
import { _issue } from './split-issue.js';

/**
 * Checks the charge amount: a positive safe integer of centavos, the same rule as a fixed share.
 *
 * @param amount - the value given as the charge amount.
 * @param locale - the language of the messages.
 * @param issues - receives the issue, at path `amount`, when there is one.
 * @returns true when the amount is acceptable.
 * @example
 * _readAmount(1.5, 'en', [])
 * //=> false
 */
export function _readAmount(amount: unknown, locale: Locale, issues: Issue[]): amount is number {
  if (amount === undefined) {
    issues.push(_issue(locale, 'REQUIRED', 'amount', 'REQUIRED'));
    return false;
  }
  const refusal = _centavosIssue(amount);
  if (refusal === undefined) return true;
  issues.push(_issue(locale, refusal.code, 'amount', refusal.key, refusal.params));
  return false;
}
