import { _isUuidShape } from '../formats/uuid.js';
import type { Issue } from '../issues/issue.js';
import type { CommonIssueMessageKey } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import type { FieldRule } from '../rules/fields.js';
import { _rowParams } from '../rules/row-params.js';
import { RECIPIENT_TYPES, type RecipientType, SPLIT_TYPES } from '../rules/values.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _codeOf, type RawIssue } from '../validation/raw-issue.js';
import {
  _checkList,
  _checkObject,
  _checkPresent,
  _checkValue,
  _pathAt,
  _rangeIssue,
  type RowPlan,
  type ValueRun,
} from '../validation/walk/value-checks.js';
import { _NO_RULES, _putRule, _ruleColumns, type SplitRules } from './rule-columns.js';
import { _issue } from './split-issue.js';
import { _splitPlan, type SplitPlan } from './split-plan.js';

// The reader of the split rules argument. It reads; the rules table's rows of `split` check, through
// the same value checks validation's walk runs on them (`_splitPlan`): a rule has one checker.

/** The reader's own word for a value a getter or a Proxy trap threw on: it has no value to check. */
const UNREADABLE_KEY = 'INVALID_TYPE.unreadable';

// A split field is never kept without its masks (its plans have no slot): the checks never write
// here, so every call shares one empty, frozen list rather than making its own.
const NO_BARE: (string | undefined)[] = Object.freeze([]) as unknown as (string | undefined)[];

/**
 * Reads the split rules argument: an array of rules, each field read once, through its own property,
 * and checked by its row of the rules table; every problem is reported, not only the first.
 * `undefined` means no split at all; unknown keys of a rule are ignored (the request validation
 * rejects them where they matter). `computeSplit` runs it on every call, `prepareSplit` once;
 * validation converts the rules its walk has checked without it (`_checkedRuleColumns`).
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
  const plan = _splitPlan();
  const run: ValueRun = { issues: [], untyped: 0, indexes: [], maxAmount, bare: NO_BARE };
  const found = run.issues;
  const kind = _kindOf(rules);
  const length = kind === 'array' ? ownLength(rules as unknown[]) : undefined;
  if (kind === UNREADABLE || length === UNREADABLE) {
    found.push({ key: UNREADABLE_KEY, path: plan.list.rule.path });
    return reported(found, plan, locale, issues);
  }
  const count = _checkList(length, plan.list, run, found);
  // A list the row refuses fails the split whatever its rules say: they are not read (validation
  // reads on, to report every field of a request at once).
  if (found.length !== 0) return reported(found, plan, locale, issues);
  // Sized once: the count is at most the list's limit, and any rule with a problem discards them.
  const columns = _ruleColumns(count);
  // Checked once per call rather than once per field of every rule (see `ruleKind`).
  const prototypeClean = objectPrototypeLacksRuleFields();
  const indexes = run.indexes as number[];
  // The amount's format reads the rule's type (its row's `formatWith`), passed in this one array.
  const siblings: unknown[] = [undefined];
  for (let index = 0; index < count; index++) {
    indexes[0] = index;
    const rule = ruleAt(rules as unknown[], index);
    const ruleKindOf = ruleKind(rule);
    if (ruleKindOf !== 'record' && ruleKindOf !== PLAIN) {
      if (ruleKindOf === UNREADABLE || rule === UNREADABLE)
        found.push({ key: UNREADABLE_KEY, path: _pathAt(plan.entry.rule.path, run) });
      else _checkObject(rule, plan.entry.rule.path, run);
      continue;
    }
    // The five fields as five `_own` calls read them, in the same order, under one `try`: a `try`
    // per field costs more than the whole rest of the rule. A field that throws is unreadable and
    // the ones after it are read one by one, so no getter runs twice. A plain record's fields are
    // loaded without the own-property test, which is most of a rule's reading otherwise.
    const fields = rule as Record<string, unknown>;
    const plain = prototypeClean && ruleKindOf === PLAIN;
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
    // The common rule is told acceptable by a few comparisons, which accept nothing the rows refuse
    // (test/split/rules-like-the-table.test.ts holds this); any other is checked by the rows.
    const common =
      typeof recipientId === 'string' &&
      _isUuidShape(recipientId) &&
      isCommonRule(recipientType, type, value, crossCompany, maxAmount);
    if (!common) checkRule(recipientId, recipientType, type, value, crossCompany, plan, run, siblings);
    // Past the first problem the rest is only read for its issues.
    if (found.length !== 0) continue;
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
  return found.length === 0 ? columns : reported(found, plan, locale, issues);
}

/**
 * Checks the fields of one rule, each read once, by their rows; then the amount's format, once the fields
 * it reads (the amount and the type, its row's `formatWith`) have their types and values, as in
 * the walk. A function apart from the reading, so each gets the engine's inlining to itself.
 */
function checkRule(
  recipientId: unknown,
  recipientType: unknown,
  type: unknown,
  amount: unknown,
  crossCompany: unknown,
  plan: SplitPlan,
  run: ValueRun,
  siblings: unknown[],
): void {
  const found = run.issues;
  const { recipientId: idField, recipientType: recipientTypeField, type: typeField } = plan;
  const { amount: amountField, crossCompany: crossField } = plan;
  if (given(recipientId, idField, run)) _checkValue(recipientId, idField, run);
  if (given(recipientType, recipientTypeField, run)) _checkValue(recipientType, recipientTypeField, run);
  const beforeType = found.length;
  if (given(type, typeField, run)) _checkValue(type, typeField, run);
  if (given(amount, amountField, run)) _checkValue(amount, amountField, run);
  // Its issue goes at the amount, before the fields after it, in table order as validation's.
  if (found.length === beforeType) {
    siblings[0] = type;
    const refusal = plan.siblingCheck(amount, siblings, run.maxAmount);
    if (refusal !== undefined)
      found.push(_rangeIssue(refusal, _pathAt(amountField.rule.path, run), run.maxAmount));
  }
  if (given(crossCompany, crossField, run)) _checkValue(crossCompany, crossField, run);
}

/**
 * Whether a field of a rule has a value to check: a missing one is checked against its row's
 * requirement, an unreadable one reported as such (the reader's word: there is no value).
 */
function given(value: unknown, field: RowPlan, run: ValueRun): boolean {
  if (value === undefined) _checkPresent(field, run);
  else if (value === UNREADABLE)
    run.issues.push({ key: UNREADABLE_KEY, path: _pathAt(field.rule.path, run) });
  else return true;
  return false;
}

/**
 * Puts the issues found into the locale's words, each with what its row lets a message show, as
 * validation words the same issue at the same path; then nothing is read.
 */
function reported(found: readonly RawIssue[], plan: SplitPlan, locale: Locale, issues: Issue[]): undefined {
  for (const { key, path, params } of found) {
    const messageKey = key as CommonIssueMessageKey;
    if (key === UNREADABLE_KEY) {
      issues.push(_issue(locale, 'INVALID_TYPE', path, messageKey));
      continue;
    }
    const rule = rowAt(path, plan);
    issues.push(
      _issue(
        locale,
        _codeOf(key),
        path,
        messageKey,
        Object.assign(_rowParams(rule, locale), params),
        Object.assign(_rowParams(rule, 'en'), params),
      ),
    );
  }
  return undefined;
}

// The row of an issue's path: `split`, `split.<i>` or `split.<i>.<field>`.
function rowAt(path: string, plan: SplitPlan): FieldRule {
  const dots = path.split('.');
  if (dots.length === 1) return plan.list.rule;
  if (dots.length === 2) return plan.entry.rule;
  return (plan.fields.find((field) => field.key === dots[2]) ?? plan.entry).rule;
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

// The values one by one, as module constants the compiler folds into each comparison.
const MERCHANT = RECIPIENT_TYPES[0];
const SUBMERCHANT = RECIPIENT_TYPES[1];
const PERCENTAGE = SPLIT_TYPES[0];
const FIXED = SPLIT_TYPES[1];

/**
 * A rule's other fields when they certainly pass their rows' checks: the common case, in a few
 * comparisons. It only accepts; a rule it does not accept is checked by the rows, which decide.
 */
function isCommonRule(
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
