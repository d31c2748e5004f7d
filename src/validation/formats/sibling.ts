import type { MessageKey } from '../../messages/keys.js';
import type { FieldRule, Format } from '../../rules/fields.js';
import { _own } from '../../shared/own.js';
import { _splitRuleAmountKey } from '../../split/rule-amount.js';

/** Formats that also read sibling fields of the value (a row's `formatWith`). */
export type SiblingFormat = Extract<Format, 'split_amount'>;

/** The check of a format that reads sibling fields: the message key of what is wrong, or `undefined`. */
export type SiblingFormatCheck = (
  value: unknown,
  siblings: readonly unknown[],
  maxAmount: number,
) => MessageKey | undefined;

/**
 * One predicate per format that reads sibling fields, in the order of the row's `formatWith`, and
 * the largest amount of centavos in force: the message key of what is wrong, or `undefined` when
 * the value is fine. Apart from the value formats, so a reader of the split rows alone ships only
 * this one.
 */
export const SIBLING_FORMAT_CHECKS: Readonly<Record<SiblingFormat, SiblingFormatCheck>> = {
  split_amount: (amount, siblings, maxAmount) => _splitRuleAmountKey(siblings[0], amount, maxAmount),
};

/**
 * What is wrong with a value whose format reads sibling fields (a split share's amount reads its
 * type), as a message key, or `undefined` when it is fine.
 *
 * @param rule - the value's row, with `formatWith`.
 * @param key - the value's key in `entry`.
 * @param entry - the object holding the value and its siblings.
 * @param maxAmount - the largest amount of centavos in force.
 * @returns the message key of the refusal, or `undefined`.
 * @example
 * const amountRow = FIELD_RULES.find((row) => row.path === 'split.*.amount');
 * amountRow && _siblingFormatRefusal(amountRow, 'amount', { type: 'percentage', amount: 0.5 }, LIMITS.amount.max)
 * //=> undefined
 */
export function _siblingFormatRefusal(
  rule: FieldRule,
  key: string,
  entry: Record<string, unknown>,
  maxAmount: number,
): MessageKey | undefined {
  const siblings = rule.formatWith ?? [];
  // An index loop: no closure made per entry checked.
  const values: unknown[] = [];
  for (let index = 0; index < siblings.length; index++) values.push(_own(entry, siblings[index] as string));
  return SIBLING_FORMAT_CHECKS[rule.format as SiblingFormat](_own(entry, key), values, maxAmount);
}
