import { _invalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { _allocate, _allocationBuffers } from './allocate.js';
import type { ComputeSplitOptions } from './compute-split.js';
import { _readAmount } from './read-amount.js';
import { _optionsLocale } from './read-options.js';
import { _readSplitArguments } from './read-split-arguments.js';
import { _centavosIssue } from './rule-amount.js';
import { _isArgumentFailure } from './split-arguments.js';
import { _UNREADABLE_SPLIT } from './split-errors.js';
import type { InvalidSplitInput, SplitMdr, SplitResult, SplitRule } from './types.js';

/** Options of {@link prepareSplit}: the same as `computeSplit`'s. */
export type PrepareSplitOptions = ComputeSplitOptions;

/** A rule set checked and converted once, ready to split any number of charges. */
export interface PreparedSplit {
  readonly ok: true;
  /**
   * Splits one charge: returns exactly what `computeSplit(amount, rules, mdr, options)` returns for
   * the rules, MDR and options given to `prepareSplit`. Never throws.
   */
  split(amount: number): SplitResult;
}

/**
 * A rule set that cannot be used (422 INVALID_INPUT with its issues), or an MDR or options that
 * cannot (500 INVALID_CONFIGURATION).
 */
export type PrepareSplitFailure = InvalidSplitInput | InvalidConfiguration;

/** What {@link prepareSplit} returns. */
export type PrepareSplitResult = PreparedSplit | PrepareSplitFailure;

/**
 * Checks and converts a split configuration once, for hosts that apply one configuration to many
 * charges: percentages are read as exact decimals here, not on every charge. The configuration is
 * copied, so later changes to `rules` or `mdr` do not affect the prepared split. Never throws.
 *
 * @param rules - the split rules, in order; `undefined` for no split.
 * @param mdr - the platform fee: a rate in [0, 1) or `{ rate?, fixed? }`; `0` for no fee.
 * @param options - rounding mode, message locale and maximum amount.
 * @returns `{ ok: true, split(amount) }`, or a failure: 422 INVALID_INPUT (the rules), 500
 *   INVALID_CONFIGURATION (the MDR or the options).
 * @example
 * const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * const prepared = prepareSplit([{ recipient_id: id, recipient_type: 'merchant', type: 'fixed', amount: 500 }], 0);
 * if (prepared.ok) prepared.split(2000);
 * //=> { ok: true, amount: 2000, fee: 0, unallocated: 1500, shares: [{ recipient_id: id,
 * //     recipient_type: 'merchant', type: 'fixed', cross_company: false, gross: 500, fee: 0, net: 500 }] }
 */
export function prepareSplit(
  rules: readonly SplitRule[] | undefined,
  mdr: SplitMdr,
  options?: PrepareSplitOptions,
): PrepareSplitResult {
  const locale = _optionsLocale(options);
  // Nothing in either try throws on any input: only a page that replaced built-ins gets to a catch.
  try {
    // The one reader, run once: the rules are copied, so later changes to the arguments do nothing.
    const read = _readSplitArguments(rules, mdr, options, locale, []);
    if (_isArgumentFailure(read)) return read;
    const { rules: readRules, fees, maxAmount } = read;
    const buffers = _allocationBuffers(readRules);
    return {
      ok: true,
      split(amount: number): SplitResult {
        try {
          if (_centavosIssue(amount, maxAmount) !== undefined) {
            const amountIssues: Issue[] = [];
            _readAmount(amount, locale, amountIssues, maxAmount);
            return _invalidInput(locale, amountIssues);
          }
          return _allocate(amount, readRules, fees, locale, buffers);
        } catch {
          return _UNREADABLE_SPLIT[locale];
        }
      },
    };
  } catch {
    return _UNREADABLE_SPLIT[locale] as PrepareSplitResult;
  }
}
