import type { DecimalFraction } from '../arithmetic/decimal-fraction.js';
import type { RoundingMode } from '../arithmetic/rounding.js';
import type { Issue, Locale } from '../issues/issue.js';
import { _readMdr } from './read-mdr.js';
import { _readFeeBearer, _readRounding } from './read-options.js';
import { _readRules, type ReadRule } from './read-rules.js';
import { _issue } from './split-issue.js';
import type { FeeBearer, FeeBearerRecipient } from './types.js';

/** Everything the engine needs besides the amount, checked and converted: what `prepareSplit` keeps. */
export interface SplitConfig {
  readonly rules: readonly ReadRule[];
  /** Largest scale of the percentage fractions: 10^maxScale is their common denominator. */
  readonly maxScale: number;
  readonly rate: DecimalFraction;
  readonly fixedFee: number;
  readonly rounding: RoundingMode;
  readonly locale: Locale;
  /** Who pays the fee; a `{ recipient_id }` always names a recipient of `rules`. */
  readonly feeBearer: FeeBearer;
}

/**
 * Checks and converts the rules, the MDR and the options, reporting every problem of all three. The
 * rules are the request's data; the MDR and the options are the caller's own configuration, so
 * their problems go to a separate list: a host answers them with 500, never blaming the buyer.
 *
 * @param rules - the rules argument, any value.
 * @param mdr - the MDR argument, any value.
 * @param options - the options argument, any value.
 * @param locale - the language of the messages, already read from `options`.
 * @param issues - receives one issue per problem of the rules, at `split`, `split.<i>.<field>`.
 * @param configIssues - receives one issue per problem of the MDR or the options.
 * @returns the converted configuration, or `undefined` when any argument is not acceptable.
 * @example
 * _readSplitConfig([], 0.0299, undefined, 'en', [], [])?.rounding
 * //=> 'half-even'
 */
export function _readSplitConfig(
  rules: unknown,
  mdr: unknown,
  options: unknown,
  locale: Locale,
  issues: Issue[],
  configIssues: Issue[],
): SplitConfig | undefined {
  const read = _readRules(rules, locale, issues);
  const ids = read?.map((rule) => rule.recipient_id);
  const fees = _readFeeConfig(mdr, options, locale, configIssues, ids, ids?.length ?? 0);
  if (read === undefined || fees === undefined) return undefined;
  let maxScale = 0;
  for (const rule of read) maxScale = Math.max(maxScale, rule.fraction?.scale ?? 0);
  return { rules: read, maxScale, ...fees, locale };
}

/** The caller's own part of a split configuration: the MDR and the options, read. */
export interface FeeConfig {
  readonly rate: DecimalFraction;
  readonly fixedFee: number;
  readonly rounding: RoundingMode;
  /** Who pays the fee; a `{ recipient_id }` always names a recipient of the rules. */
  readonly feeBearer: FeeBearer;
}

/**
 * Reads the MDR and the options (rounding, fee bearer), reporting every problem of both: the
 * caller's own configuration, so the issues go to the list a host answers with 500. A fee bearer
 * `{ recipient_id }` must name a recipient of the rules, when the rules could be read.
 *
 * @param mdr - the MDR argument, any value.
 * @param options - the options argument, any value.
 * @param locale - the language of the messages, already read from `options`.
 * @param configIssues - receives one issue per problem.
 * @param recipientIds - the rules' recipient ids, `undefined` when the rules are not acceptable.
 * @param count - how many of `recipientIds` are the rules' (the rest is left over from earlier use).
 * @returns the fee configuration, or `undefined` when the MDR, the options or the rules are not
 *   acceptable.
 * @example
 * _readFeeConfig(0.0299, undefined, 'en', [], [], 0)?.rounding
 * //=> 'half-even'
 */
export function _readFeeConfig(
  mdr: unknown,
  options: unknown,
  locale: Locale,
  configIssues: Issue[],
  recipientIds: readonly string[] | undefined,
  count: number,
): FeeConfig | undefined {
  const fee = _readMdr(mdr);
  if (fee === undefined) {
    configIssues.push(
      mdr === undefined
        ? _issue(locale, 'REQUIRED', 'mdr', 'REQUIRED.mdr')
        : _issue(locale, 'INVALID_VALUE', 'mdr', 'INVALID_VALUE.mdr'),
    );
  }
  const rounding = _readRounding(options, locale, configIssues);
  const feeBearer = _readFeeBearer(options, locale, configIssues);
  if (
    recipientIds !== undefined &&
    typeof feeBearer === 'object' &&
    !namesOf(recipientIds, count, feeBearer)
  ) {
    configIssues.push(
      _issue(locale, 'INVALID_VALUE', 'options.feeBearer.recipient_id', 'INVALID_VALUE.fee_bearer_recipient'),
    );
    return undefined;
  }
  if (recipientIds === undefined || fee === undefined || rounding === undefined || feeBearer === undefined) {
    return undefined;
  }
  // Hosts pass one MDR and one set of options on every call: the last configuration is reused when
  // it is the same, so the common call allocates nothing here. It is never mutated.
  const last = lastFees;
  if (
    last !== undefined &&
    last.rate === fee.rate &&
    last.fixedFee === fee.fixed &&
    last.rounding === rounding &&
    last.feeBearer === feeBearer
  ) {
    return last;
  }
  lastFees = { rate: fee.rate, fixedFee: fee.fixed, rounding, feeBearer };
  return lastFees;
}

let lastFees: FeeConfig | undefined;

function namesOf(ids: readonly string[], count: number, bearer: FeeBearerRecipient): boolean {
  for (let i = 0; i < count; i++) if (ids[i] === bearer.recipient_id) return true;
  return false;
}
