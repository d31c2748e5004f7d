import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _allocate, _splitExceedsAmount } from './allocate.js';
import { _readAmount } from './read-amount.js';
import { _readMdr } from './read-mdr.js';
import { _checkedRuleColumns } from './rule-columns.js';
import { _defaultFeeConfig } from './split-config.js';
import type { SplitAmountExceedsTotal, SplitMdr, SplitResult, SplitRule } from './types.js';

// Validation's entry into the split engine. The rules table's rows of `split` are the one checker
// of a split rule: the request's rules reach the engine only once its walk has accepted them, and
// are converted here, never checked again. Validation's options were read before the request (a
// bad MDR refuses the call with its own 500), so the engine is entered below its argument readers:
// a walked split answers only what the allocation finds, never a configuration or input failure.

/**
 * The split of a charge request that validation's walk has checked, for its totals check: the
 * same allocation as `computeSplit`, entered below its argument readers (validation takes no split
 * options, so the default rounding and fee bearer, and has its MDR, locale and maximum amount
 * read already). The rules are only converted: the rules table's rows of `split` have checked
 * them, and a rule is checked by them alone. Like `_computeSplit` it has no catch: a throw must
 * refuse the whole request.
 *
 * @param amount - the charge amount in centavos, checked by the walk.
 * @param rules - the split rules of the walked request copy, every row accepted by the walk.
 * @param mdr - the platform fee, already accepted with the options.
 * @param locale - the language of the messages.
 * @param maxAmount - the largest amount in force.
 * @returns the split, or SPLIT_AMOUNT_EXCEEDS_TOTAL / NEGATIVE_NET_AMOUNT_AFTER_FEES as
 *   `computeSplit` answers them; `undefined` when the amount or the MDR is not acceptable after all
 *   (the walk reports the amount in its own words, the options reader the MDR).
 * @example
 * _computeWalkedSplit(100, [], 0, 'en', LIMITS.amount.max)?.ok
 * //=> true
 */
export function _computeWalkedSplit(
  amount: number,
  rules: readonly SplitRule[] | undefined,
  mdr: SplitMdr,
  locale: Locale,
  maxAmount: number,
): SplitResult | undefined {
  const amountOk = _readAmount(amount, locale, [], maxAmount);
  const columns = _checkedRuleColumns(rules);
  // The options reader checked the MDR and kept it as the host gave it: converted here, as
  // computeSplit converts its own on every call (a host's getter is read as many times as before).
  const fee = _readMdr(mdr);
  return amountOk && fee !== undefined
    ? _allocate(amount, columns, _defaultFeeConfig(fee), locale)
    : undefined;
}

/**
 * The totals check of a split that validation's walk has checked, when the host gave no MDR: the
 * rules converted (not checked again, as for {@link _computeWalkedSplit}) and the allocation's
 * first step, without the fee and without building the shares nobody reads.
 *
 * @param amount - the charge amount in centavos, checked by the walk.
 * @param rules - the split rules of the walked request copy, every row accepted by the walk.
 * @param locale - the language of the message.
 * @param maxAmount - the largest amount in force.
 * @returns SPLIT_AMOUNT_EXCEEDS_TOTAL, or `undefined` when the shares fit the amount (or the amount
 *   is not acceptable, which the walk reports in its own words).
 * @example
 * _walkedSplitExceedsAmount(100, [], 'en', LIMITS.amount.max)
 * //=> undefined
 */
export function _walkedSplitExceedsAmount(
  amount: number,
  rules: readonly SplitRule[],
  locale: Locale,
  maxAmount: number,
): SplitAmountExceedsTotal | undefined {
  const issues: Issue[] = [];
  if (!_readAmount(amount, locale, issues, maxAmount)) return undefined;
  return _splitExceedsAmount(amount, _checkedRuleColumns(rules), locale);
}
