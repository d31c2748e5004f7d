import type { IssueMessageKey } from '../messages/issues.js';
import { evaluate, type Facts } from './conditions.js';
import type { FieldRule, RuleCheck } from './fields.js';

/**
 * The message key a row chooses for one of its checks: its own key, the first of its choices whose
 * condition holds, or `fallback` when it names none.
 *
 * @param rule - a row of the rules table.
 * @param check - the check that failed.
 * @param facts - what is known of the request.
 * @param fallback - the check's default key.
 * @returns the message key.
 * @example
 * _ruleMessage({ path: 'card_flow', type: 'string', messages: { forbidden: 'FORBIDDEN_FIELD.card_flow' } }, 'forbidden', {}, 'FORBIDDEN_FIELD')
 * //=> 'FORBIDDEN_FIELD.card_flow'
 */
export function _ruleMessage(
  rule: FieldRule,
  check: RuleCheck,
  facts: Facts,
  fallback: IssueMessageKey,
): IssueMessageKey {
  const message = rule.messages?.[check];
  if (message === undefined) return fallback;
  if (typeof message === 'string') return message;
  for (const choice of message) {
    if (choice.when === undefined || evaluate(choice.when, facts) === true) return choice.key;
  }
  return fallback;
}
