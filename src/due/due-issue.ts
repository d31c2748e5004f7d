import type { IssueCode } from '../issues/codes.js';
import { _fieldIssue, type Issue } from '../issues/issue.js';
import { type DueMessageKey, formatDueMessage } from '../messages/due.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';

/**
 * An issue of due-date terms whose words are their own (a discount date after the due date, fixed
 * interest per month): kept in the `due` catalogue, so a bundle without due dates carries none.
 *
 * @param locale - the language of the message.
 * @param code - the issue code.
 * @param path - the dotted path of the term to fix (`discount.until.0.date`).
 * @param key - the message to show.
 * @returns the issue.
 * @example
 * _dueIssue('en', 'INVALID_VALUE', 'interest.per', 'INVALID_VALUE.interest_fixed_per_day').message
 * //=> 'A fixed amount of interest can only be charged per day.'
 */
export function _dueIssue(locale: Locale, code: IssueCode, path: string, key: DueMessageKey): Issue {
  return _fieldIssue(
    code,
    path,
    (named) => formatDueMessage(locale, key, named),
    () => _englishHint(path, formatDueMessage('en', key)),
  );
}
