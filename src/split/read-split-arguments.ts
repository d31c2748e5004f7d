import { _invalidInput, type InvalidInput } from '../issues/invalid-input.js';
import type { Issue, Locale } from '../issues/issue.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { _readRuleTable, type RuleTable } from './rule-table.js';
import { _readFeeConfig, type FeeConfig } from './split-config.js';
import { _invalidSplitConfiguration } from './split-errors.js';

/**
 * Reads the split rules into a table, then the MDR and the options, as `computeSplit` and
 * `prepareSplit` both take them: the fee configuration when everything is acceptable, else the
 * failure to answer, the caller's own configuration first.
 *
 * @param rules - the rules argument, any value.
 * @param amount - the charge amount when the percentage pass should run in the same step, else NaN.
 * @param mdr - the MDR argument.
 * @param options - the options argument.
 * @param locale - the language of the messages.
 * @param issues - the request's issues so far (the amount's); receives the rules'.
 * @param table - the table to fill.
 * @returns the fee configuration, or 500 INVALID_CONFIGURATION / 422 INVALID_INPUT.
 * @example
 * _readSplitArguments([], 100, 0, undefined, 'en', [], _ruleTable()).rounding
 * //=> 'half-even'
 */
export function _readSplitArguments(
  rules: unknown,
  amount: number,
  mdr: unknown,
  options: unknown,
  locale: Locale,
  issues: Issue[],
  table: RuleTable,
): FeeConfig | InvalidConfiguration | InvalidInput {
  const configIssues: Issue[] = [];
  const rulesOk = _readRuleTable(rules, amount, locale, issues, table);
  const fees = _readFeeConfig(
    mdr,
    options,
    locale,
    configIssues,
    rulesOk ? table.ids : undefined,
    table.count,
  );
  // The server's own fault first: a buyer must not be asked to fix what the host got wrong.
  if (configIssues.length > 0) return _invalidSplitConfiguration(locale, configIssues);
  if (issues.length > 0 || fees === undefined) return _invalidInput(locale, issues);
  return fees;
}

/**
 * Whether `_readSplitArguments` answered a failure. An own `ok` tells: `'ok' in` would also see a
 * key a page added to Object.prototype and take a fee configuration for a failure.
 *
 * @param read - what `_readSplitArguments` returned.
 * @returns true for a failure.
 * @example
 * _isArgumentFailure(_readSplitArguments(undefined, 100, 'x', undefined, 'en', [], _ruleTable()))
 * //=> true
 */
export function _isArgumentFailure(
  read: FeeConfig | InvalidConfiguration | InvalidInput,
): read is InvalidConfiguration | InvalidInput {
  return Object.hasOwn(read, 'ok');
}
