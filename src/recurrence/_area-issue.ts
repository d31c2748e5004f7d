import { _fieldIssue, type Issue } from '../issues/issue.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';

/**
 * Makes the issue builder of a message area (the recurrence's, its events'): the buyer's message in
 * the locale led by the label of the path, and the English hint leading with the path. The one key
 * `wrongType`, when given, says the whole value is not an object (`INVALID_TYPE`); every other is
 * `INVALID_VALUE`.
 *
 * @param format - the area's formatter.
 * @param labels - per path, the key of its label.
 * @param wrongType - the key of a value that is not an object, if the area has one.
 * @returns the builder.
 */
export function _areaIssue<Key extends string, Path extends string>(
  format: (locale: Locale, key: Key, params?: MessageParams) => string,
  labels: Readonly<Record<Path, Key>>,
  wrongType?: Key,
): (locale: Locale, path: Path, key: Key, params?: MessageParams) => Issue {
  return (locale, path, key, params) =>
    _fieldIssue(
      key === wrongType ? 'INVALID_TYPE' : 'INVALID_VALUE',
      path,
      (named) => format(locale, key, named),
      (named) => _englishHint(path, format('en', key, named)),
      params,
      format(locale, labels[path]),
    );
}
