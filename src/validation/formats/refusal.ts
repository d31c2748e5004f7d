import type { MessageKey } from '../../messages/keys.js';
import type { FieldRule } from '../../rules/fields.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _formatMessage, _formatRefusal } from '../walk/value-checks.js';
import { _emailRefusal } from './email.js';
import { FORMAT_CHECKS, MASKED_FORMAT_CHARACTERS, type MaskedFormat, type ValueFormat } from './index.js';

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
  if (rule.masks === undefined) return _formatRefusal(rule, holds);
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
