import type { InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { LIMITS } from '../rules/limits.js';
import { _readMaxAmountOption } from './read-options.js';
import { _readRules } from './read-rules.js';
import { _readSplitParts, type SplitArguments } from './split-arguments.js';

/**
 * Reads the `maxAmount` option, the split rules, then the MDR and the other options, as
 * `prepareSplit` takes them (`computeSplit` reads `maxAmount` first, for its amount, then calls
 * {@link _readSplitParts}): the arguments when everything is acceptable, else the failure to
 * answer, the caller's own configuration first.
 *
 * @param rules - the rules argument, any value.
 * @param mdr - the MDR argument.
 * @param options - the options argument.
 * @param locale - the language of the messages.
 * @param issues - the request's issues so far (the amount's); receives the rules'.
 * @returns the arguments, or 500 INVALID_CONFIGURATION / 422 INVALID_INPUT.
 * @example
 * const read = _readSplitArguments([], 0, undefined, 'en', []);
 * read.ok && read.fees.rounding
 * //=> 'half-even'
 */
export function _readSplitArguments(
  rules: unknown,
  mdr: unknown,
  options: unknown,
  locale: Locale,
  issues: Issue[],
): SplitArguments | InvalidConfiguration | InvalidInput {
  const configIssues: Issue[] = [];
  const maxAmount = _readMaxAmountOption(options, locale, configIssues);
  const read = _readRules(rules, locale, issues, maxAmount ?? LIMITS.amount.max);
  return _readSplitParts(read, mdr, options, locale, issues, configIssues, maxAmount);
}
