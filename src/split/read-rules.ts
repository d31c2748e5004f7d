import { _isUuidShape } from '../formats/uuid.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { LIMITS } from '../rules/limits.js';
import { RECIPIENT_TYPES, type RecipientType, SPLIT_TYPES } from '../rules/values.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _splitAmountIssue } from './rule-amount.js';
import { _NO_RULES, _putRule, _ruleColumns, type SplitRules } from './rule-columns.js';
import { _issue, _typeIssue } from './split-issue.js';

const RECIPIENT_TYPE_LIST = RECIPIENT_TYPES.join(', ');
// The values one by one, as module constants the compiler folds into each comparison: an element
// of the frozen lists is a load per comparison, and ten rules a call make forty of them.
const MERCHANT = RECIPIENT_TYPES[0];
const SUBMERCHANT = RECIPIENT_TYPES[1];
const PERCENTAGE = SPLIT_TYPES[0];
const FIXED = SPLIT_TYPES[1];
const SPLIT_TYPE_LIST = SPLIT_TYPES.join(', ');

/**
 * Reads the split rules argument: an array of at most `LIMITS.split` rules, each checked field by
 * field and each field read once, through its own property. Every problem is reported, not only the
 * first. `undefined` means no split at all; unknown keys of a rule are ignored (the request
 * validation rejects them where they matter). `computeSplit` runs it on every call, `prepareSplit`
 * once; validation converts the rules its walk has checked without it (`_checkedRuleColumns`).
 *
 * @param rules - the rules argument, any value.
 * @param locale - the language of the messages.
 * @param issues - receives issues at the request's paths: `split`, `split.<i>` and `split.<i>.<field>`.
 * @param maxAmount - the largest amount of centavos in force, which bounds a fixed share.
 * @returns the converted rules, or `undefined` when any is not acceptable.
 * @example
 * _readRules([{ recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant',
 *   type: 'percentage', amount: 0.1 }], 'en', [], LIMITS.amount.max)?.values
 * //=> [1]
 */
export function _readRules(
  rules: unknown,
  locale: Locale,
  issues: Issue[],
  maxAmount: number,
): SplitRules | undefined {
  if (rules === undefined) return _NO_RULES;
  const length = _ruleListLength(rules, locale, issues);
  if (length === undefined) return undefined;
  const before = issues.length;
  // Sized once: the list's length is at most LIMITS.split, and any rule with a problem discards them.
  const columns = _ruleColumns(length);
  // Checked once per call rather than once per field of every rule (see `ruleKind`).
  const prototypeClean = objectPrototypeLacksRuleFields();
  for (let index = 0; index < length; index++) {
    const rule = ruleAt(rules as unknown[], index);
    const kind = ruleKind(rule);
    if (kind !== 'record' && kind !== PLAIN) {
      _notARuleIssue(rule, kind, index, locale, issues);
      continue;
    }
    // The five fields as five `_own` calls read them, in the same order, under one `try`: a `try`
    // per field costs more than the whole rest of the rule. A field that throws is unreadable and
    // the ones after it are read one by one, so no getter runs twice. A plain record's fields are
    // loaded without the own-property test, which is most of a rule's reading otherwise.
    const fields = rule as Record<string, unknown>;
    const plain = prototypeClean && kind === PLAIN;
    let recipientId: unknown = UNREADABLE;
    let recipientType: unknown = UNREADABLE;
    let type: unknown = UNREADABLE;
    let value: unknown = UNREADABLE;
    let crossCompany: unknown = UNREADABLE;
    let stage = 0;
    try {
      recipientId = plain || Object.hasOwn(fields, 'recipient_id') ? fields.recipient_id : undefined;
      stage = 1;
      recipientType = plain || Object.hasOwn(fields, 'recipient_type') ? fields.recipient_type : undefined;
      stage = 2;
      type = plain || Object.hasOwn(fields, 'type') ? fields.type : undefined;
      stage = 3;
      value = plain || Object.hasOwn(fields, 'amount') ? fields.amount : undefined;
      stage = 4;
      crossCompany = plain || Object.hasOwn(fields, 'cross_company') ? fields.cross_company : undefined;
    } catch {
      if (stage < 1) recipientType = _own(fields, 'recipient_type');
      if (stage < 2) type = _own(fields, 'type');
      if (stage < 3) value = _own(fields, 'amount');
      if (stage < 4) crossCompany = _own(fields, 'cross_company');
    }
    // The common rule is told acceptable by a few comparisons; any other goes through the checks
    // that find the words of its problems. The id's shape is checked once either way.
    const idShaped = typeof recipientId === 'string' && _isUuidShape(recipientId);
    if (
      !(idShaped && isPlainRule(recipientType, type, value, crossCompany, maxAmount)) &&
      _ruleIssues(
        recipientId,
        recipientType,
        type,
        value,
        crossCompany,
        index,
        locale,
        issues,
        maxAmount,
        idShaped,
      )
    ) {
      continue;
    }
    // Past the first problem the rest is only read for its issues.
    if (issues.length !== before) continue;
    _putRule(
      columns,
      index,
      recipientId as string,
      recipientType as RecipientType,
      type,
      value as number,
      crossCompany,
    );
  }
  return issues.length === before ? columns : undefined;
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
  const length = ownLength(rules as unknown[]);
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
 * @param maxAmount - the largest amount of centavos in force, which bounds a fixed share.
 * @param idShaped - whether the caller already found `recipientId` a string of the UUID shape, so
 *   it is not checked again.
 * @returns true when any issue was reported.
 * @example
 * _ruleIssues(undefined, 'merchant', 'fixed', 1, undefined, 0, 'en', [], LIMITS.amount.max)
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
  maxAmount: number,
  idShaped?: boolean,
): boolean {
  const before = issues.length;
  // Each field is checked once; the common values are told by a comparison or two before the
  // general checks, which only run to find the words of a problem.
  if (typeof recipientId !== 'string') checkString(recipientId, index, 'recipient_id', locale, issues);
  else if (!(idShaped ?? _isUuidShape(recipientId))) {
    issues.push(_issue(locale, 'INVALID_VALUE', fieldPath(index, 'recipient_id'), 'INVALID_VALUE.uuid'));
  }
  if (recipientType !== MERCHANT && recipientType !== SUBMERCHANT) {
    checkEnum(recipientType, RECIPIENT_TYPES, RECIPIENT_TYPE_LIST, index, 'recipient_type', locale, issues);
  }
  if (type !== PERCENTAGE && type !== FIXED) {
    checkEnum(type, SPLIT_TYPES, SPLIT_TYPE_LIST, index, 'type', locale, issues);
  }
  if (given(amount, index, 'amount', locale, issues)) {
    const refusal = _splitAmountIssue(type, amount, maxAmount);
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
 * const issues: Issue[] = [];
 * _notARuleIssue(1, 'other', 0, 'en', issues);
 * issues[0]?.path
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

/**
 * The list's own entry at `index`, as `_own` reads it (an inherited or missing entry is `undefined`,
 * a throwing one {@link UNREADABLE}), read here rather than through `_own`: that one load site
 * serves every object the library reads, so it is megamorphic, while this one sees only rule lists.
 */
function ruleAt(rules: unknown[], index: number): unknown {
  try {
    return Object.hasOwn(rules, index) ? rules[index] : undefined;
  } catch {
    return UNREADABLE;
  }
}

/**
 * Whether `Object.prototype` has none of a rule's five fields: then, for a rule whose prototype is
 * `Object.prototype` itself, a field the rule lacks reads as `undefined` through a plain load, so
 * the load needs no own-property test. Asked once per call, since a script may pollute the
 * prototype between calls.
 */
function objectPrototypeLacksRuleFields(): boolean {
  for (const field of RULE_FIELDS) if (Object.hasOwn(Object.prototype, field)) return false;
  return true;
}

// A rule's fields, in the order `_readRules` loads them (each at a load site of its own there).
const RULE_FIELDS = ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company'] as const;

// A record whose prototype is `Object.prototype` itself, as `JSON.parse` and object literals make them.
const PLAIN = 'plain';

/**
 * What {@link _kindOf} says of a rule, with a plain record told apart: one whose prototype is
 * `Object.prototype` itself. A Proxy's traps answer for it; one whose prototype trap throws stays a
 * record, read field by field. (A single `try` for both questions measured no faster.)
 */
function ruleKind(rule: unknown): ReturnType<typeof _kindOf> | typeof PLAIN {
  const kind = _kindOf(rule);
  if (kind !== 'record') return kind;
  try {
    return Object.getPrototypeOf(rule) === Object.prototype ? PLAIN : kind;
  } catch {
    return kind;
  }
}

/** The list's own `length`, as `_own` reads it, at a load site of its own (see {@link ruleAt}). */
function ownLength(rules: unknown[]): unknown {
  try {
    return Object.hasOwn(rules, 'length') ? rules.length : undefined;
  } catch {
    return UNREADABLE;
  }
}

/** A rule's other fields, when they certainly have no problem: the common case, in a few comparisons. */
function isPlainRule(
  recipientType: unknown,
  type: unknown,
  amount: unknown,
  crossCompany: unknown,
  maxAmount: number,
): boolean {
  if (typeof amount !== 'number' || !(amount > 0)) return false;
  if (recipientType !== MERCHANT && recipientType !== SUBMERCHANT) return false;
  if (crossCompany !== undefined && crossCompany !== true && crossCompany !== false) return false;
  if (type === FIXED) return Number.isInteger(amount) && amount <= maxAmount;
  return type === PERCENTAGE && amount <= 1;
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
