import { _invalidInput, type InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { LIMITS } from '../rules/limits.js';
import type { FeeConfig } from './fee-bearer.js';
import type { SplitRules } from './rule-columns.js';
import { _readFeeConfig } from './split-config.js';
import { _invalidSplitConfiguration } from './split-errors.js';

/** The arguments of a split, read: the rules and the caller's MDR and options. */
export interface SplitArguments {
  /** Like the failures' own `ok`, so one load tells the answers apart. */
  readonly ok: true;
  readonly rules: SplitRules;
  readonly fees: FeeConfig;
  /** The largest charge amount accepted, in centavos (the `maxAmount` option). */
  readonly maxAmount: number;
}

/**
 * `_readSplitArguments` once the `maxAmount` option and the rules are read: the MDR and the
 * rest of the options. Validation enters here, with no options (the defaults) and the columns of
 * the rules its walk has checked.
 *
 * @param read - the rules' columns, `undefined` when the rules are not acceptable (their issues
 *   are in `issues`).
 * @param mdr - the MDR argument.
 * @param options - the options argument, for the rounding and the fee bearer.
 * @param locale - the language of the messages.
 * @param issues - the request's issues so far; receives the rules'.
 * @param configIssues - the caller's configuration issues so far; receives the MDR's and options'.
 * @param maxAmount - the `maxAmount` in force, `undefined` when the option could not be used.
 * @returns the arguments, or 500 INVALID_CONFIGURATION / 422 INVALID_INPUT.
 * @example
 * const read = _readSplitParts(_NO_RULES, 0, undefined, 'en', [], [], LIMITS.amount.max);
 * read.ok && read.maxAmount
 * //=> 9999999999
 */
export function _readSplitParts(
  read: SplitRules | undefined,
  mdr: unknown,
  options: unknown,
  locale: Locale,
  issues: Issue[],
  configIssues: Issue[],
  maxAmount: number | undefined,
): SplitArguments | InvalidConfiguration | InvalidInput {
  const fees = _readFeeConfig(mdr, options, locale, configIssues, read?.ids, read?.count ?? 0);
  // The server's own fault first: a buyer must not be asked to fix what the host got wrong.
  if (configIssues.length > 0) return _invalidSplitConfiguration(locale, configIssues);
  if (issues.length > 0 || read === undefined || fees === undefined) return _invalidInput(locale, issues);
  return { ok: true, rules: read, fees, maxAmount: maxAmount ?? LIMITS.amount.max };
}

/**
 * Whether `_readSplitArguments` answered a failure. Every answer is an object the library made with
 * an own `ok`, so reading it never reaches a key a page added to Object.prototype.
 *
 * @param read - what `_readSplitArguments` returned.
 * @returns true for a failure.
 * @example
 * _isArgumentFailure(_readSplitArguments(undefined, 'x', undefined, 'en', []))
 * //=> true
 */
export function _isArgumentFailure(
  read: SplitArguments | InvalidConfiguration | InvalidInput,
): read is InvalidConfiguration | InvalidInput {
  return !read.ok;
}
