import type { RoundingMode } from '../arithmetic/rounding.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { LIMITS } from '../rules/limits.js';
import { _allocate } from './allocate.js';
import { _readAmount } from './read-amount.js';
import { _optionsLocale, _readMaxAmountOption } from './read-options.js';
import { _readRules } from './read-rules.js';
import { _isArgumentFailure, _readSplitParts } from './split-arguments.js';
import { _UNREADABLE_SPLIT } from './split-errors.js';
import type { FeeBearer, SplitMdr, SplitResult, SplitRule } from './types.js';

/** Options of {@link computeSplit} and `prepareSplit`. */
export interface ComputeSplitOptions {
  /**
   * How an exact half centavo is rounded, in the fee and in the total of the percentage shares:
   * `half-even` (ABNT NBR 5891, banker's rounding) or `half-up`.
   * @defaultValue `'half-even'`
   */
  readonly rounding?: RoundingMode;
  /**
   * Who pays the fee: `'first'` (the first rule's share), `'proportional'` (every share in proportion
   * to its gross, largest remainder, ties to the earlier rule), `{ recipient_id }` (that recipient's
   * first share) or `'master'` (the charge's own account, out of `unallocated`). A share or account
   * that cannot cover its part fails with NEGATIVE_NET_AMOUNT_AFTER_FEES naming it.
   * @defaultValue `'first'`
   */
  readonly feeBearer?: FeeBearer;
  /**
   * The language of error and issue messages; an unknown value falls back to English.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
  /**
   * The largest charge amount accepted, in centavos: a larger `amount` or fixed share is
   * OUT_OF_RANGE ("at most …"). A value that is not a safe integer of at least 1 is
   * INVALID_CONFIGURATION.
   * @defaultValue `LIMITS.amount.max` (R$ 99,999,999.99)
   */
  readonly maxAmount?: number;
}

/**
 * Splits a charge between recipients, exactly to the centavo: fixed shares take their
 * amount, percentage shares are exact decimal fractions of the charge rounded by largest remainder,
 * the MDR is deducted from the first share, and what no rule claims is `unallocated`. Never throws
 * and never mutates its arguments; every failure is a value.
 *
 * @param amount - the charge amount in centavos, a positive integer up to `options.maxAmount`.
 * @param rules - the split rules, in order; `undefined` for a charge without a split.
 * @param mdr - the platform fee: a rate in [0, 1) (`0.0299` or `'0.0299'`) or `{ rate?, fixed? }`;
 *   pass `0` for no fee.
 * @param options - rounding mode, message locale and maximum amount.
 * @returns `{ ok: true, amount, fee, shares, unallocated }`, or `{ ok: false, status, code, message }`:
 *   422 SPLIT_AMOUNT_EXCEEDS_TOTAL, NEGATIVE_NET_AMOUNT_AFTER_FEES or INVALID_INPUT (with `issues` at
 *   `amount` and `split.<i>.<field>`, the request's paths); 500 INVALID_CONFIGURATION for an MDR or
 *   options the engine cannot use.
 * @example
 * const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * computeSplit(10000, [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299)
 * //=> { ok: true, amount: 10000, fee: 299, unallocated: 3000, shares: [{ recipient_id: id,
 * //     recipient_type: 'merchant', type: 'percentage', cross_company: false, gross: 7000, fee: 299, net: 6701 }] }
 */
export function computeSplit(
  amount: number,
  rules: readonly SplitRule[] | undefined,
  mdr: SplitMdr,
  options?: ComputeSplitOptions,
): SplitResult {
  try {
    return _computeSplit(amount, rules, mdr, options);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return _UNREADABLE_SPLIT[_optionsLocale(options)];
  }
}

/**
 * {@link computeSplit} without its fail-closed catch, for validation: there a throw must refuse the
 * whole request, where a split failure that is not about the totals would let it through.
 *
 * @param amount - the charge amount in centavos.
 * @param rules - the split rules.
 * @param mdr - the platform fee.
 * @param options - locale and rounding.
 * @returns the split, or why it cannot be made.
 * @example
 * _computeSplit(100, [], 0).ok
 * //=> true
 */
export function _computeSplit(
  amount: number,
  rules: readonly SplitRule[] | undefined,
  mdr: SplitMdr,
  options?: ComputeSplitOptions,
): SplitResult {
  const locale = _optionsLocale(options);
  const issues: Issue[] = [];
  const configIssues: Issue[] = [];
  const maxAmount = _readMaxAmountOption(options, locale, configIssues);
  // A bad maxAmount is refused with the options; the amount is read against the default meanwhile.
  const amountOk = _readAmount(amount, locale, issues, maxAmount ?? LIMITS.amount.max);
  const ruleColumns = _readRules(rules, locale, issues, maxAmount ?? LIMITS.amount.max);
  const read = _readSplitParts(ruleColumns, mdr, options, locale, issues, configIssues, maxAmount);
  if (_isArgumentFailure(read)) return read;
  // An amount issue makes the read answer INVALID_INPUT, so the amount is good here.
  return amountOk ? _allocate(amount, read.rules, read.fees, locale) : _UNREADABLE_SPLIT[locale];
}
