import { _formatCommonIssueMessage } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import type { FieldRule } from './fields.js';

/**
 * What a row lets a message at its path show: the expected type in the locale's words, its values,
 * its bounds (the longest text or the most entries as `max`) and the forms of its masks. One source
 * of these words, for validation's issues and for the split engine's issues at the same rows.
 *
 * @param rule - a row of the rules table.
 * @param locale - the language of the words.
 * @returns the parameters, a new object.
 * @example
 * _rowParams({ path: 'split.*.type', type: 'string', values: ['percentage', 'fixed'] }, 'en')
 * //=> { expected: 'text', values: 'percentage, fixed' }
 */
export function _rowParams(rule: FieldRule, locale: Locale): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  params.expected = _formatCommonIssueMessage(locale, `TYPE.${rule.type}`);
  if (rule.values) params.values = rule.values.join(', ');
  if (rule.min !== undefined) params.min = rule.min;
  if (rule.max !== undefined) params.max = rule.max;
  if (rule.maxLength !== undefined) params.max = rule.maxLength;
  if (rule.masks !== undefined) params.forms = rule.masks.forms.join(', ');
  return params;
}
