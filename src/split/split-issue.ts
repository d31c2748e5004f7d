import type { IssueCode } from '../issues/codes.js';
import { _fieldIssue, type Issue } from '../issues/issue.js';
import { _hintOf, COMMON_ISSUE_HINTS } from '../messages/hints.js';
import { _formatCommonIssueMessage, type CommonIssueMessageKey } from '../messages/issues.js';
import { _labelOf } from '../messages/label-of.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import {
  formatSplitConfigurationMessage,
  type SplitOptionMessageKey,
} from '../messages/split-configuration.js';
import { SPLIT_FIELD_LABELS, SPLIT_LABEL_CONTEXTS } from '../messages/split-labels.js';

/**
 * Builds an issue of an argument of the split engine. Its label is the one request validation gives
 * the same path (`split.0.amount` is `Share (recipient 1)`), so a buyer reads the same words from
 * both; an argument outside the request (`mdr`, `options.rounding`) is labelled by its path.
 *
 * @param locale - the language of the message.
 * @param code - the issue code.
 * @param path - the dotted path of the argument to fix (`rules.2.amount`).
 * @param key - the message to show.
 * @param params - the message's parameters besides `label`.
 * @param hintParams - the hint's parameters, when the message's are in the locale's words.
 * @returns the issue.
 * @example
 * _issue('en', 'REQUIRED', 'mdr', 'REQUIRED').message
 * //=> 'This field is required.'
 */
export function _issue(
  locale: Locale,
  code: IssueCode,
  path: string,
  key: CommonIssueMessageKey,
  params?: MessageParams,
  hintParams = params,
): Issue {
  return issueWith(_formatCommonIssueMessage, locale, code, path, key, params, hintParams);
}

/**
 * Builds an issue at the split engine's MDR or fee bearer, as {@link _issue} does, worded from the
 * split's configuration section (validation's bundle does not ship it). Its messages take no
 * parameters.
 *
 * @example
 * _splitOptionIssue('en', 'REQUIRED', 'mdr', 'REQUIRED.mdr').message
 * //=> 'Pass the MDR: 0 for a split without a fee.'
 */
export function _splitOptionIssue(
  locale: Locale,
  code: IssueCode,
  path: string,
  key: SplitOptionMessageKey,
): Issue {
  return issueWith(formatSplitConfigurationMessage, locale, code, path, key, undefined, undefined);
}

// One builder for both catalogues: the label, the hint and the wording of every issue of the
// split engine's arguments come from here.
function issueWith<K extends CommonIssueMessageKey | SplitOptionMessageKey>(
  format: (locale: Locale, key: K, params?: MessageParams) => string,
  locale: Locale,
  code: IssueCode,
  path: string,
  key: K,
  params: MessageParams | undefined,
  hintParams: MessageParams | undefined,
): Issue {
  return _fieldIssue(
    code,
    path,
    (named) => format(locale, key, named),
    () => _hintOf(COMMON_ISSUE_HINTS, key, path, hintParams, () => format('en', key, hintParams)),
    params,
    _labelOf(path, SPLIT_FIELD_LABELS[locale], SPLIT_LABEL_CONTEXTS[locale]),
  );
}

/** The JSON types an argument of the split engine can be expected to have. */
export type ExpectedType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * Builds an INVALID_TYPE issue naming the expected JSON type in the locale's words.
 *
 * @param locale - the language of the message.
 * @param path - the dotted path of the argument to fix.
 * @param expected - the JSON type the value should have.
 * @returns the issue.
 * @example
 * _typeIssue('en', 'rules', 'array').message
 * //=> 'This field must be a list.'
 */
export function _typeIssue(locale: Locale, path: string, expected: ExpectedType): Issue {
  const type = `TYPE.${expected}` as const;
  return _issue(
    locale,
    'INVALID_TYPE',
    path,
    'INVALID_TYPE',
    { expected: _formatCommonIssueMessage(locale, type) },
    { expected: _formatCommonIssueMessage('en', type) },
  );
}
