import { _fieldIssue, type Issue } from '../issues/issue.js';
import { _englishHint } from '../messages/hints.js';
import { formatInstallmentsMessage, type InstallmentsMessageKey } from '../messages/installments.js';
import type { Locale } from '../messages/locales/index.js';

/**
 * Words a quote option's fault that only the installment quote's catalogue names (a monthly rate, a
 * method, an interest-free amount), at `path`, with its code read from the key's prefix.
 * Apart from the reader of the options so that validation, which only asks whether an installment
 * policy reads and keeps none of its issues, ships none of these words.
 *
 * @param locale - the language of the message.
 * @param path - where the fault is, like `options.method`.
 * @param key - the message key of the installment quote's catalogue.
 * @param params - the values its message names.
 * @returns the issue, with its English hint.
 * @example
 * _quoteOptionIssue('en', 'options.method', 'INVALID_VALUE.method').code
 * //=> 'INVALID_VALUE'
 */
export function _quoteOptionIssue(
  locale: Locale,
  path: string,
  key: InstallmentsMessageKey,
  params?: Readonly<Record<string, number>>,
): Issue {
  const code = key.startsWith('REQUIRED')
    ? 'REQUIRED'
    : key.startsWith('OUT_OF')
      ? 'OUT_OF_RANGE'
      : 'INVALID_VALUE';
  return _fieldIssue(
    code,
    path,
    (named) => formatInstallmentsMessage(locale, key, named),
    (named) => _englishHint(path, formatInstallmentsMessage('en', key, named)),
    params,
  );
}

/** How a reader of the quote's options words the faults of {@link _quoteOptionIssue}'s catalogue. */
export type QuoteOptionIssue = typeof _quoteOptionIssue;
