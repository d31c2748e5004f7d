import { evaluate, factsOf } from '../rules/conditions.js';
import type { DateBounds, FieldRule, ValuesWhen } from '../rules/fields.js';
import { FIELD_RULES } from '../rules/fields.js';
import { _ruleMessage } from '../rules/rule-message.js';
import type { FieldCheck } from './cross-field/check.js';
import { _brasiliaToday } from './formats/calendar.js';

let checks: readonly FieldCheck[] | undefined;

/**
 * The checks the rules table states as data beyond structure: values allowed only under a condition
 * (`valuesWhen`) and dates bounded by the clock (`dates`), one per row and bound, in table order,
 * except that a date read over several fields is checked after the bounds of those fields. Built
 * once. Rows inside arrays take neither: the checks read fixed paths (a table test holds this).
 */
export function _tableChecks(): readonly FieldCheck[] {
  checks ??= _buildTableChecks();
  return checks;
}

function _buildTableChecks(): FieldCheck[] {
  const single: FieldCheck[] = [];
  const composite: FieldCheck[] = [];
  for (const rule of FIELD_RULES) {
    if (rule.path.includes('*')) continue;
    for (const condition of rule.valuesWhen ?? []) single.push(_valuesWhenCheck(rule, condition));
    if (rule.dates) (rule.dates.of ? composite : single).push(_datesCheck(rule, rule.dates));
  }
  return [...single, ...composite];
}

function _valuesWhenCheck(rule: FieldRule, condition: ValuesWhen): FieldCheck {
  return {
    requires: [rule.path],
    alsoReads: [...factsOf(condition.when)],
    run(read, _scope, facts) {
      if (evaluate(condition.when, facts) !== true) return undefined;
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

function _datesCheck(rule: FieldRule, bounds: DateBounds): FieldCheck {
  const parent = rule.path.slice(0, rule.path.lastIndexOf('.') + 1);
  const paths = bounds.of ? bounds.of.map((sibling) => parent + sibling) : [rule.path];
  return {
    requires: paths,
    run(read, scope, facts) {
      const value = paths.map((path) => read(path)).join('-');
      const today = _brasiliaToday(scope.now);
      const earliest = bounds.min === undefined ? undefined : _shift(today, bounds.unit, bounds.min);
      const latest = bounds.max === undefined ? undefined : _shift(today, bounds.unit, bounds.max);
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

// Today moved by `offset` units, written as a value of that unit is (`YYYY-MM-DD`, `YYYY-MM`,
// `YYYY`); `undefined` past the range of Date, where the bound is not checked.
function _shift(today: string, unit: DateBounds['unit'], offset: number): string | undefined {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (unit === 'year') return _year(year + offset);
  if (unit === 'month') {
    const months = year * 12 + month - 1 + offset;
    return `${_year(Math.floor(months / 12))}-${String((months % 12) + 1).padStart(2, '0')}`;
  }
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx.
  date.setUTCFullYear(year, month - 1, Number(today.slice(8, 10)) + offset);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function _year(year: number): string {
  return String(year).padStart(4, '0');
}
