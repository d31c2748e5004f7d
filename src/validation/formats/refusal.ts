import type { IssueMessageKey } from '../../messages/issues.js';
import type { MessageKey } from '../../messages/keys.js';
import type { FieldRule } from '../../rules/fields.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _own } from '../../shared/own.js';
import { _emailRefusal, _isEmail } from './email.js';
import {
  FORMAT_CHECKS,
  MASKED_FORMAT_CHARACTERS,
  type MaskedFormat,
  SIBLING_FORMAT_CHECKS,
  type SiblingFormat,
  type ValueFormat,
} from './index.js';
import { _unmask } from './masks.js';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Why a value breaks its row's format, as a message key, or `undefined` when it is fine: the row's
 * masks are removed first; a character left that the format does not take is the row's `mask`
 * refusal (it shows the accepted forms), anything else the format's own message. An e-mail address
 * is refused with the reason `_emailRefusal` names.
 *
 * @param rule - the value's row of the rules table.
 * @param value - the value, trimmed when its row trims.
 * @returns the message key of the refusal, or `undefined` when the value is fine.
 * @example
 * _formatRefusal({ path: 'currency', type: 'string', format: 'currency' }, 'brl')
 * //=> 'INVALID_VALUE.currency'
 */
export function _formatRefusal(rule: FieldRule, value: string): MessageKey | undefined {
  const format = rule.format;
  if (format === 'email') return _isEmail(value) ? undefined : (_emailRefusal(value) as MessageKey);
  if (format === 'currency') return CURRENCY_CODE.test(value) ? undefined : _formatMessage(rule);
  return _bareFormatRefusal(rule, format as ValueFormat, _unmask(value, rule.masks));
}

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
  if (format === 'email')
    return (value) => (_isEmail(value) ? undefined : (_emailRefusal(value) as MessageKey));
  const message = _formatMessage(rule);
  if (format === 'currency') return (value) => (CURRENCY_CODE.test(value) ? undefined : message);
  const holds = FORMAT_CHECKS[format as ValueFormat];
  if (rule.masks === undefined) return (value) => (holds(value) ? undefined : message);
  return (bare) => _bareFormatRefusal(rule, format as ValueFormat, bare);
}

/**
 * {@link _formatRefusal} of a value whose row's masks are already removed.
 *
 * @param rule - the value's row of the rules table.
 * @param format - the row's format.
 * @param bare - the value without the row's masks.
 * @returns the message key of the refusal, or `undefined` when the value is fine.
 * @example
 * _bareFormatRefusal({ path: 'customer.tax_id', type: 'string', format: 'br_tax_id' }, 'br_tax_id', '52998224725')
 * //=> undefined
 */
export function _bareFormatRefusal(
  rule: FieldRule,
  format: ValueFormat,
  bare: string,
): MessageKey | undefined {
  if (rule.masks !== undefined) {
    const allowed = MASKED_FORMAT_CHARACTERS[format as MaskedFormat];
    // By code unit: the allowed characters are ASCII, so a surrogate half is refused as its pair is.
    for (let index = 0; index < bare.length; index++) {
      const code = bare.charCodeAt(index);
      if (code >= allowed.length || allowed[code] !== 1)
        return _ruleMessage(rule, 'mask', {}, _formatMessage(rule));
    }
  }
  return FORMAT_CHECKS[format](bare) ? undefined : _formatMessage(rule);
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
 * _siblingFormatRefusal(amountRow, 'amount', { type: 'percentage', amount: 0.5 }, LIMITS.amount.max)
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
