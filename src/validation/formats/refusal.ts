import type { IssueMessageKey } from '../../messages/issues.js';
import type { MessageKey } from '../../messages/keys.js';
import type { FieldRule } from '../../rules/fields.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _own } from '../../shared/own.js';
import { _emailRefusal } from './email.js';
import {
  FORMAT_CHECKS,
  MASKED_FORMAT_CHARACTERS,
  type MaskedFormat,
  SIBLING_FORMAT_CHECKS,
  type SiblingFormat,
  type ValueFormat,
} from './index.js';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The refusal of a row's format as one closure, the format's predicate and message looked up once:
 * what the walk runs on each value of the row. A row with masks takes its value with them removed
 * (`_unmask`): the walk keeps that bare value for the checks and normalization after it.
 *
 * @param rule - a row with a format read from the value alone.
 * @returns the refusal of a value (trimmed when its row trims; without its masks when it has some),
 *   or `undefined` when it is fine.
 * @example
 * _formatRefusalOf({ path: 'customer.phone', type: 'string', format: 'phone' })('12')
 * //=> 'INVALID_VALUE.phone'
 */
export function _formatRefusalOf(rule: FieldRule): (value: string) => MessageKey | undefined {
  const format = rule.format;
  // The scan names the reason an address is refused: one scan, whether or not it is.
  if (format === 'email') return (value) => _emailRefusal(value) as MessageKey | undefined;
  const message = _formatMessage(rule);
  if (format === 'currency') return (value) => (CURRENCY_CODE.test(value) ? undefined : message);
  const holds = FORMAT_CHECKS[format as ValueFormat];
  if (rule.masks === undefined) return (value) => (holds(value) ? undefined : message);
  // The format's characters and the row's mask message looked up once, not on every value.
  const allowed = MASKED_FORMAT_CHARACTERS[format as MaskedFormat];
  const maskMessage = _ruleMessage(rule, 'mask', {}, message);
  return (bare) => (!madeOf(bare, allowed) ? maskMessage : holds(bare) ? undefined : message);
}

// Whether every code unit of a bare value is one of a masked format's characters (a table by code
// unit, all ASCII: a surrogate half is refused as its pair is).
function madeOf(bare: string, allowed: Uint8Array): boolean {
  for (let index = 0; index < bare.length; index++) {
    const code = bare.charCodeAt(index);
    if (code >= allowed.length || allowed[code] !== 1) return false;
  }
  return true;
}

/**
 * The message key of a row's format refusal: its own, or `INVALID_VALUE.<format>`.
 *
 * @param rule - a row with a format.
 * @returns the key.
 * @example
 * _formatMessage({ path: 'customer.phone', type: 'string', format: 'phone' })
 * //=> 'INVALID_VALUE.phone'
 */
export function _formatMessage(rule: FieldRule): IssueMessageKey {
  return _ruleMessage(rule, 'format', {}, `INVALID_VALUE.${rule.format}` as IssueMessageKey);
}

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
