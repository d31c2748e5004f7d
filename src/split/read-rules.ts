import { _fractionOfNumber, type DecimalFraction } from '../arithmetic/decimal-fraction.js';
import { _isUuidShape } from '../formats/uuid.js';
import type { Issue, Locale } from '../issues/issue.js';
import { LIMITS } from '../rules/limits.js';
import { RECIPIENT_TYPES, type RecipientType, SPLIT_TYPES, type SplitType } from '../rules/values.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _splitAmountIssue } from './rule-amount.js';
import { _issue, _typeIssue } from './split-issue.js';

/** A split rule converted for the engine: checked, copied, its percentage read as an exact decimal. */
export interface ReadRule {
  readonly recipient_id: string;
  readonly recipient_type: RecipientType;
  readonly type: SplitType;
  readonly cross_company: boolean;
  /** Centavos of a fixed rule; 0 for a percentage rule. */
  readonly fixed: number;
  /** The exact fraction of a percentage rule; `undefined` for a fixed rule. */
  readonly fraction: DecimalFraction | undefined;
}

interface _RuleFields {
  readonly recipient_id?: unknown;
  readonly recipient_type?: unknown;
  readonly type?: unknown;
  readonly amount?: unknown;
  readonly cross_company?: unknown;
}

const RECIPIENT_TYPE_LIST = RECIPIENT_TYPES.join(', ');
const SPLIT_TYPE_LIST = SPLIT_TYPES.join(', ');
const EMPTY: readonly ReadRule[] = [];

/**
 * Reads the split rules argument: an array of at most `LIMITS.split` rules, each checked field by
 * field. Every problem is reported, not only the first. `undefined` means no split at all; unknown
 * keys of a rule are ignored (the request validation rejects them where they matter).
 *
 * @param rules - the rules argument, any value.
 * @param locale - the language of the messages.
 * @param issues - receives issues at the request's paths: `split`, `split.<i>` and `split.<i>.<field>`.
 * @returns the converted rules in order, or `undefined` when any is not acceptable.
 * @example
 * _readRules([{ recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant',
 *   type: 'percentage', amount: 0.1 }], 'en', [])?.[0]?.fraction?.digits
 * //=> '1'
 */
export function _readRules(rules: unknown, locale: Locale, issues: Issue[]): readonly ReadRule[] | undefined {
  if (rules === undefined) return EMPTY;
  const length = _ruleListLength(rules, locale, issues);
  if (length === undefined) return undefined;
  const read: ReadRule[] = [];
  const before = issues.length;
  for (let index = 0; index < length; index++) {
    const rule = readRule(_own(rules as object, index), index, locale, issues);
    if (rule !== undefined) read[index] = rule;
  }
  return issues.length === before ? read : undefined;
}

/**
 * Checks the rules argument as a list: an array whose own `length` is a number, at most
 * `LIMITS.split`. The length may still be fractional or negative: the caller loops `i < length`.
 *
 * @param rules - the rules argument, not `undefined`.
 * @param locale - the language of the messages.
 * @param issues - receives the issue at `split` when the list is not acceptable.
 * @returns the length, or `undefined` when the list is not acceptable.
 * @example
 * _ruleListLength({}, 'en', [])
 * //=> undefined
 */
export function _ruleListLength(rules: unknown, locale: Locale, issues: Issue[]): number | undefined {
  const kind = _kindOf(rules);
  if (kind !== 'array') {
    issues.push(
      kind === UNREADABLE
        ? _issue(locale, 'INVALID_TYPE', 'split', 'INVALID_TYPE.unreadable')
        : _typeIssue(locale, 'split', 'array'),
    );
    return undefined;
  }
  const length = _own(rules as object, 'length');
  if (typeof length !== 'number') {
    issues.push(_issue(locale, 'INVALID_TYPE', 'split', 'INVALID_TYPE.unreadable'));
    return undefined;
  }
  if (length > LIMITS.split) {
    issues.push(_issue(locale, 'TOO_MANY', 'split', 'TOO_MANY', { max: LIMITS.split }));
    return undefined;
  }
  return length;
}

// Paths are written only when an issue is reported: building `split.<i>.<field>` for every field of
// every valid rule was a good part of the cost of a call.
function readRule(rule: unknown, index: number, locale: Locale, issues: Issue[]): ReadRule | undefined {
  const kind = _kindOf(rule);
  if (kind !== 'record') {
    _notARuleIssue(rule, kind, index, locale, issues);
    return undefined;
  }
  const recipientId = _own(rule, 'recipient_id');
  const recipientType = _own(rule, 'recipient_type');
  const type = _own(rule, 'type');
  const amount = _own(rule, 'amount');
  const crossCompany = _own(rule, 'cross_company');
  if (_ruleIssues(recipientId, recipientType, type, amount, crossCompany, index, locale, issues)) {
    return undefined;
  }
  const fixed = type === 'fixed';
  return {
    recipient_id: recipientId as string,
    recipient_type: recipientType as RecipientType,
    type: type as SplitType,
    cross_company: crossCompany === true,
    fixed: fixed ? (amount as number) : 0,
    fraction: fixed ? undefined : _fractionOfNumber(amount as number),
  };
}

/**
 * Reports every problem of one rule's fields, already read (each once: a getter never runs twice).
 *
 * @param recipientId - the rule's own `recipient_id`, `undefined` or {@link UNREADABLE}.
 * @param recipientType - its `recipient_type`.
 * @param type - its `type`.
 * @param amount - its `amount`.
 * @param crossCompany - its `cross_company`.
 * @param index - the rule's position, for the paths `split.<i>.<field>`.
 * @param locale - the language of the messages.
 * @param issues - receives one issue per problem, in field order.
 * @returns true when any issue was reported.
 * @example
 * _ruleIssues(undefined, 'merchant', 'fixed', 1, undefined, 0, 'en', [])
 * //=> true
 */
export function _ruleIssues(
  recipientId: unknown,
  recipientType: unknown,
  type: unknown,
  amount: unknown,
  crossCompany: unknown,
  index: number,
  locale: Locale,
  issues: Issue[],
): boolean {
  const before = issues.length;
  if (
    checkString(recipientId, index, 'recipient_id', locale, issues) &&
    !_isUuidShape(recipientId as string)
  ) {
    issues.push(_issue(locale, 'INVALID_VALUE', fieldPath(index, 'recipient_id'), 'INVALID_VALUE.uuid'));
  }
  checkEnum(recipientType, RECIPIENT_TYPES, RECIPIENT_TYPE_LIST, index, 'recipient_type', locale, issues);
  checkEnum(type, SPLIT_TYPES, SPLIT_TYPE_LIST, index, 'type', locale, issues);
  if (given(amount, index, 'amount', locale, issues)) {
    const refusal = _splitAmountIssue(type, amount);
    if (refusal?.key === 'INVALID_TYPE')
      issues.push(_typeIssue(locale, fieldPath(index, 'amount'), 'number'));
    else if (refusal !== undefined) {
      issues.push(_issue(locale, refusal.code, fieldPath(index, 'amount'), refusal.key, refusal.params));
    }
  }
  if (crossCompany !== undefined && typeof crossCompany !== 'boolean') {
    const path = fieldPath(index, 'cross_company');
    issues.push(
      crossCompany === UNREADABLE
        ? _issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.unreadable')
        : _typeIssue(locale, path, 'boolean'),
    );
  }
  return issues.length !== before;
}

/**
 * Reports a rule that is not an object: unreadable, or of another JSON type.
 *
 * @param rule - the value at `split.<index>`.
 * @param kind - what {@link _kindOf} said of it.
 * @param index - its position.
 * @param locale - the language of the message.
 * @param issues - receives the issue at `split.<index>`.
 * @example
 * const issues = [];
 * _notARuleIssue(1, 'other', 0, 'en', issues);
 * issues[0].path
 * //=> 'split.0'
 */
export function _notARuleIssue(
  rule: unknown,
  kind: ReturnType<typeof _kindOf>,
  index: number,
  locale: Locale,
  issues: Issue[],
): void {
  const path = `split.${index}`;
  issues.push(
    kind === UNREADABLE || rule === UNREADABLE
      ? _issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.unreadable')
      : _typeIssue(locale, path, 'object'),
  );
}

function fieldPath(index: number, field: string): string {
  return `split.${index}.${field}`;
}

/** Reports a missing or unreadable field; true when there is a value to check. */
function given(value: unknown, index: number, field: string, locale: Locale, issues: Issue[]): boolean {
  if (value === undefined) {
    issues.push(_issue(locale, 'REQUIRED', fieldPath(index, field), 'REQUIRED'));
    return false;
  }
  if (value !== UNREADABLE) return true;
  issues.push(_issue(locale, 'INVALID_TYPE', fieldPath(index, field), 'INVALID_TYPE.unreadable'));
  return false;
}

/** Reports a missing, unreadable or non-string field; true when it is a string. */
function checkString(value: unknown, index: number, field: string, locale: Locale, issues: Issue[]): boolean {
  if (typeof value === 'string') return true;
  if (given(value, index, field, locale, issues))
    issues.push(_typeIssue(locale, fieldPath(index, field), 'string'));
  return false;
}

function checkEnum(
  value: unknown,
  values: readonly string[],
  list: string,
  index: number,
  field: string,
  locale: Locale,
  issues: Issue[],
): void {
  if (!checkString(value, index, field, locale, issues)) return;
  for (let i = 0; i < values.length; i++) if (values[i] === value) return;
  issues.push(
    _issue(locale, 'INVALID_VALUE', fieldPath(index, field), 'INVALID_VALUE.enum', { values: list }),
  );
}
