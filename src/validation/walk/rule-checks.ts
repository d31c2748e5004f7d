import type { MessageKey } from '../../messages/keys.js';
import { factsOf, type OwnFacts } from '../../rules/conditions.js';
import type { FieldNode } from '../../rules/field-tree.js';
import type { DateBounds, FieldRule, ValuesWhen } from '../../rules/fields.js';
import { FIELD_RULES } from '../../rules/fields.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _isRecord } from '../../shared/own.js';
import type { FieldCheck } from '../cross-field/check.js';
import { _compileCondition, type Decide } from '../decide.js';
import { _brasiliaToday } from '../formats/calendar.js';
import { _unmask } from '../formats/masks.js';
import { _formatRefusalOf } from '../formats/refusal.js';
import type { RawIssue } from '../raw-issue.js';
import type { Walk } from './walk.js';

/**
 * A row's condition over the request (its conditional requirement, or a format that applies only
 * under a condition), checked after the walk with the facts of the walk's copy, at the row's path.
 */
export interface ConditionalCheck {
  readonly rule: FieldRule;
  readonly path: string;
  /** The run's slots of the field and of the object holding it (-1: the request). */
  readonly slot: number;
  readonly parentSlot: number;
  /** `true`: a requirement; `false`: a format. */
  readonly requirement: boolean;
  readonly decide: Decide;
  /** A format's refusal of a value (without its masks, when the row has some), compiled once. */
  readonly refusal: ((value: string) => MessageKey | undefined) | undefined;
}

/**
 * The conditional requirements and formats of the rows outside arrays, in the order of the table's
 * tree (a row, then the rows inside it). A caller keeps the list, and the checks whose condition
 * holds per combination of facts (a condition reads the facts alone).
 *
 * @param tree - the table as a tree (`_fieldTree`).
 * @param slots - the slot of each row outside arrays (`_compilePlan`).
 * @returns the checks.
 */
export function _buildConditionalChecks(
  tree: FieldNode,
  slots: ReadonlyMap<string, number>,
): ConditionalCheck[] {
  const slotOf = (path: string) => (path === '' ? -1 : (slots.get(path) as number));
  const list: ConditionalCheck[] = [];
  const visit = (node: FieldNode) => {
    for (const child of node.children.values()) {
      const rule = child.rule as FieldRule;
      if (rule.path.includes('*')) continue;
      const slot = slotOf(rule.path);
      const parentSlot = slotOf(rule.path.slice(0, Math.max(rule.path.lastIndexOf('.'), 0)));
      if (rule.required !== undefined && rule.required !== true)
        list.push({
          rule,
          path: rule.path,
          slot,
          parentSlot,
          requirement: true,
          decide: _compileCondition(rule.required),
          refusal: undefined,
        });
      if (rule.format && rule.formatWhen)
        list.push({
          rule,
          path: rule.path,
          slot,
          parentSlot,
          requirement: false,
          decide: _compileCondition(rule.formatWhen),
          refusal: _formatRefusalOf(rule),
        });
      if (rule.type === 'object' && !rule.freeForm) visit(child);
    }
  };
  visit(tree);
  return list;
}

/**
 * The issue a conditional check whose condition holds (one of {@link _buildConditionalChecks}) finds
 * in the walk's copy, or `undefined`. A requirement holds when the field is there (a blank string
 * is as good as missing) or its parent object was not sent; a conditional format applies to a
 * string.
 *
 * @param check - the check.
 * @param request - the walk's copy.
 * @param walk - the run: its slots, and where a masked value is kept without its masks.
 * @param facts - the facts of the copy.
 * @returns the issue, or `undefined`.
 */
export function _runConditional(
  check: ConditionalCheck,
  request: unknown,
  walk: Walk,
  facts: OwnFacts,
): RawIssue | undefined {
  const slots = walk.slots;
  const parent = check.parentSlot < 0 ? request : slots[check.parentSlot];
  const value = slots[check.slot];
  if (check.requirement) {
    if (!_isRecord(parent)) return undefined;
    if (value !== undefined && (typeof value !== 'string' || value.trim() !== '')) return undefined;
    return { key: _ruleMessage(check.rule, 'required', facts, 'REQUIRED'), path: check.path };
  }
  if (typeof value !== 'string') return undefined;
  const rule = check.rule;
  let bare = value;
  if (rule.masks !== undefined) {
    bare = _unmask(value, rule.masks);
    walk.bare[check.slot] = bare;
  }
  const refusal = (check.refusal as (value: string) => MessageKey | undefined)(bare);
  return refusal === undefined ? undefined : { key: refusal, path: check.path };
}

/**
 * The checks the rules table states as data over the whole request, after the walk: values allowed
 * only under a condition (`valuesWhen`) and dates bounded by the clock (`dates`), one per row and
 * bound, in table order, except that a date read over several fields is checked after the bounds of
 * those fields. Rows inside arrays take neither: the checks read fixed paths (a table test holds
 * this).
 *
 * @param boundsAt - the earliest and latest dates of a row's bounds on the day of `now`
 *   ({@link _dateBounds}), shared by the date checks.
 * @returns the checks.
 */
export function _buildRuleChecks(boundsAt: BoundsAt): FieldCheck[] {
  const single: FieldCheck[] = [];
  const composite: FieldCheck[] = [];
  for (const rule of FIELD_RULES) {
    if (rule.path.includes('*')) continue;
    for (const condition of rule.valuesWhen ?? []) single.push(valuesWhenCheck(rule, condition));
    if (rule.dates) (rule.dates.of ? composite : single).push(datesCheck(rule, rule.dates, boundsAt));
  }
  return [...single, ...composite];
}

function valuesWhenCheck(rule: FieldRule, condition: ValuesWhen): FieldCheck {
  const when = _compileCondition(condition.when);
  return {
    requires: [rule.path],
    alsoReads: [...factsOf(condition.when)],
    run(read, _scope, facts) {
      if (when(facts) !== true) return undefined;
      const value = read(rule.path);
      if (condition.values.some((allowed) => allowed === value)) return undefined;
      return {
        key: _ruleMessage(rule, 'values', facts, 'INVALID_VALUE.enum'),
        path: rule.path,
        params: { values: condition.values.join(', ') },
      };
    },
  };
}

function datesCheck(rule: FieldRule, bounds: DateBounds, boundsAt: BoundsAt): FieldCheck {
  const parent = rule.path.slice(0, rule.path.lastIndexOf('.') + 1);
  const paths = bounds.of ? bounds.of.map((sibling) => parent + sibling) : [rule.path];
  return {
    requires: paths,
    run(read, scope, facts) {
      // The fields read as `join('-')` would read them, without an array or a closure.
      let value = '';
      for (let index = 0; index < paths.length; index++) {
        const part = read(paths[index] as string);
        value += `${index === 0 ? '' : '-'}${part == null ? '' : String(part)}`;
      }
      const { earliest, latest } = boundsAt(scope.now, bounds);
      if (earliest !== undefined && value < earliest) {
        return {
          key: _ruleMessage(rule, 'dateMin', facts, 'EXPIRED'),
          path: rule.path,
          params: { days: bounds.min ?? 0, earliest },
        };
      }
      if (latest !== undefined && value > latest) {
        return {
          key: _ruleMessage(rule, 'dateMax', facts, 'INVALID_VALUE'),
          path: rule.path,
          params: { days: bounds.max ?? 0, latest },
        };
      }
      return undefined;
    },
  };
}

/** The earliest and latest dates a row's bounds allow on the day of `now` in Brasília. */
export type BoundsAt = (
  now: Date,
  bounds: DateBounds,
) => { earliest: string | undefined; latest: string | undefined };

const DAY_MS = 86_400_000;

/**
 * The bounds of the date rows, computed once per day and row: they move only when the day in
 * Brasília does (three date rows formatted the date three times per request). The state lives in
 * the returned function, kept by its caller: the day met last and the bounds of each row on it,
 * keyed by the table's own bounds objects, cleared when the day changes.
 *
 * @returns the function reading the bounds.
 */
export function _dateBounds(): BoundsAt {
  let boundsDay: { from: number; next: number; today: string } | undefined;
  const boundsCache = new Map<DateBounds, { earliest: string | undefined; latest: string | undefined }>();
  return (now, bounds) => {
    const time = now.getTime();
    if (boundsDay === undefined || !(time >= boundsDay.from && time < boundsDay.next)) {
      const today = _brasiliaToday(now);
      // The Brasília day starts at 03:00 UTC; where that cannot be stated (years past 9999), the
      // cache holds for this very instant only.
      const start = Date.parse(`${today}T03:00:00Z`);
      const holds = time >= start && time < start + DAY_MS;
      boundsDay = holds
        ? { from: start, next: start + DAY_MS, today }
        : { from: time, next: time + 1, today };
      boundsCache.clear();
    }
    let cached = boundsCache.get(bounds);
    if (cached === undefined) {
      const { today } = boundsDay;
      cached = {
        earliest: bounds.min === undefined ? undefined : shift(today, bounds.unit, bounds.min),
        latest: bounds.max === undefined ? undefined : shift(today, bounds.unit, bounds.max),
      };
      boundsCache.set(bounds, cached);
    }
    return cached;
  };
}

// Today moved by `offset` units, written as a value of that unit is (`YYYY-MM-DD`, `YYYY-MM`,
// `YYYY`); `undefined` past the range of Date, where the bound is not checked.
function shift(today: string, unit: DateBounds['unit'], offset: number): string | undefined {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (unit === 'year') return yearText(year + offset);
  if (unit === 'month') {
    const months = year * 12 + month - 1 + offset;
    return `${yearText(Math.floor(months / 12))}-${String((months % 12) + 1).padStart(2, '0')}`;
  }
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx.
  date.setUTCFullYear(year, month - 1, Number(today.slice(8, 10)) + offset);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function yearText(year: number): string {
  return String(year).padStart(4, '0');
}
