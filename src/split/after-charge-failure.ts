import { formatIssue } from '../issues/format-issue.js';
import { _fieldIssue, type Issue } from '../issues/issue.js';
import { type AfterChargeMessageKey, formatAfterChargeMessage } from '../messages/after-charge.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import { _failure, _issuesHint, type Failure } from '../result/failure.js';

/**
 * An issue of a refund or a receivables plan; its label is the argument's path.
 *
 * @param locale - the language of the message.
 * @param code - the issue code.
 * @param path - the dotted path of the argument to fix (`options.mode.custom.1.amount`).
 * @param key - the message to show.
 * @param params - the message's parameters besides `label`.
 * @returns the issue.
 * @example
 * _afterChargeIssue('en', 'INVALID_VALUE', 'options.fee', 'INVALID_VALUE.refund_fee').message
 * //=> "Use 'keep' or 'refund'."
 */
export function _afterChargeIssue(
  locale: Locale,
  code: Issue['code'],
  path: string,
  key: AfterChargeMessageKey,
  params?: MessageParams,
): Issue {
  return _fieldIssue(
    code,
    path,
    (named) => formatAfterChargeMessage(locale, key, named),
    (named) => _englishHint(path, formatAfterChargeMessage('en', key, named)),
    params,
  );
}

/**
 * The 500 INVALID_CONFIGURATION failure: the caller's own values cannot be used. Its message quotes
 * the first issue.
 *
 * @param locale - the language of the message.
 * @param issues - at least one issue.
 * @returns the failure, carrying all the issues.
 * @example
 * const issue: Issue = { code: 'REQUIRED', path: 'amount', pointer: '/amount', message: 'Enter the amount.', hint: 'amount: required.', params: {} };
 * _invalidConfiguration('en', [issue]).status
 * //=> 500
 */
export function _invalidConfiguration(locale: Locale, issues: Issue[]): Failure<'INVALID_CONFIGURATION'> {
  const detail = formatIssue(issues[0] as Issue);
  const message = formatAfterChargeMessage(locale, 'INVALID_CONFIGURATION.after_charge', { detail });
  return _failure(500, 'INVALID_CONFIGURATION', message, _issuesHint(issues), issues);
}
