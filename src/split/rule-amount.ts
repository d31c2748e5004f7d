import type { IssueCode } from '../issues/codes.js';
import type { CommonIssueMessageKey } from '../messages/issues.js';
import type { MessageKey } from '../messages/keys.js';
import type { MessageParams } from '../messages/params.js';

/** Why a split rule's `amount` is not acceptable: the issue code, message key and its parameters. */
export interface SplitAmountIssue {
  readonly code: Extract<IssueCode, 'INVALID_TYPE' | 'OUT_OF_RANGE'>;
  readonly key: CommonIssueMessageKey;
  /**
   * Parameters of the message besides `field`, which the caller adds with its own path, and
   * `expected` of the `INVALID_TYPE` key, which the caller localizes (`TYPE.number`).
   */
  readonly params: MessageParams;
}

const NOT_AN_INTEGER: SplitAmountIssue = { code: 'INVALID_TYPE', key: 'INVALID_TYPE.integer', params: {} };
const BELOW_ONE_CENTAVO: SplitAmountIssue = {
  code: 'OUT_OF_RANGE',
  key: 'OUT_OF_RANGE.money_min',
  params: { min: 1 },
};
// A fixed share has its own message below its range: the split row of the rules table has no
// single range to show (a percentage and a fixed amount have different ones).
const FIXED_BELOW_ONE_CENTAVO: SplitAmountIssue = {
  code: 'OUT_OF_RANGE',
  key: 'OUT_OF_RANGE.split_fixed',
  params: {},
};

/**
 * The rule for an amount of centavos: a positive integer no larger than the maximum in force.
 * Shared by the charge amount and fixed shares, which differ only in the message of a value below
 * one centavo; above the maximum both say "at most" and show it.
 *
 * @param amount - any value.
 * @param maxAmount - the largest amount accepted, a positive safe integer.
 * @param fixedShare - the amount is a split rule's fixed share.
 * @returns the issue, or `undefined` when the amount is fine.
 * @example
 * _centavosIssue(0, LIMITS.amount.max)?.key
 * //=> 'OUT_OF_RANGE.money_min'
 */
export function _centavosIssue(
  amount: unknown,
  maxAmount: number,
  fixedShare = false,
): SplitAmountIssue | undefined {
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return NOT_AN_INTEGER;
  // `amount > 0` is false for -0.
  if (!(amount > 0)) return fixedShare ? FIXED_BELOW_ONE_CENTAVO : BELOW_ONE_CENTAVO;
  return amount <= maxAmount
    ? undefined
    : { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.money_max', params: { max: maxAmount } };
}

const NOT_A_NUMBER: SplitAmountIssue = {
  code: 'INVALID_TYPE',
  key: 'INVALID_TYPE',
  params: { expected: 'number' },
};
const NOT_A_FRACTION: SplitAmountIssue = { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.percentage', params: {} };

/**
 * The one rule for the `amount` of a split rule, shared by the split engine and the charge request
 * validation: a `fixed` amount is a positive safe integer of centavos; a `percentage` amount is a
 * number in (0, 1], a fraction of the charge (0.10 means 10%, so `10` is out of range).
 * NaN, ±Infinity and -0 are never accepted.
 *
 * @param type - the rule's `type`; with any other value than `fixed` or `percentage` only a
 *   non-number is reported, since the type itself is what must be fixed.
 * @param amount - the rule's `amount`, any value.
 * @param maxAmount - the largest amount of centavos in force, which bounds a fixed share.
 * @returns the issue to report at the amount's path, or `undefined` when the amount is fine.
 * @example
 * _splitAmountIssue('percentage', 10, LIMITS.amount.max)
 * //=> { code: 'OUT_OF_RANGE', key: 'OUT_OF_RANGE.percentage', params: {} }
 */
export function _splitAmountIssue(
  type: unknown,
  amount: unknown,
  maxAmount: number,
): SplitAmountIssue | undefined {
  if (type === 'fixed') return _centavosIssue(amount, maxAmount, true);
  // NaN compares false below, so it must be caught first: it is not a number a fraction can be.
  if (typeof amount !== 'number' || Number.isNaN(amount)) return NOT_A_NUMBER;
  if (type === 'percentage') return amount > 0 && amount <= 1 ? undefined : NOT_A_FRACTION;
  return undefined;
}

/**
 * The message key of {@link _splitAmountIssue}, for callers that derive the issue code from the
 * key's first segment (the request validation). Non-numbers yield no key here: validation's walk
 * checks the JSON type first.
 *
 * @param type - the rule's `type`, any value.
 * @param amount - the rule's `amount`, any value.
 * @param maxAmount - the largest amount of centavos in force.
 * @returns the message key, or `undefined` when the amount is fine or not a number.
 * @example
 * _splitRuleAmountKey('fixed', 1.5, LIMITS.amount.max)
 * //=> 'INVALID_TYPE.integer'
 */
export function _splitRuleAmountKey(
  type: unknown,
  amount: unknown,
  maxAmount: number,
): MessageKey | undefined {
  return typeof amount === 'number' ? _splitAmountIssue(type, amount, maxAmount)?.key : undefined;
}
