import { POW10 } from '../arithmetic/calculator.js';
import { _fractionOfNumber, _shortestScale, type DecimalFraction } from '../arithmetic/decimal-fraction.js';
import { type RecipientType, SPLIT_TYPES } from '../rules/values.js';
import { _own } from '../shared/own.js';
import type { SplitRule } from './types.js';

/**
 * The split rules, converted once: what `computeSplit` builds on every call and `prepareSplit`
 * keeps. Column by column, in rule order, every column as long as the rules: one array per field
 * rather than an object per rule, and the numbers of a fixed rule and of a percentage in the same
 * two columns, so a call allocates a few arrays whatever the mix. Never mutated after reading.
 */
export interface SplitRules {
  readonly count: number;
  readonly ids: readonly string[];
  readonly recipientTypes: readonly RecipientType[];
  readonly cross: readonly boolean[];
  /**
   * Per rule: the centavos of a fixed rule; the numerator of a percentage's fraction over
   * 10^scale (exact when its `exact` entry is undefined).
   */
  readonly values: readonly number[];
  /** Per rule: the power of ten of a percentage's denominator; {@link FIXED_RULE} for a fixed rule. */
  readonly scales: readonly number[];
  /** Σ fixed amounts (a double: inexact only past 2^53, where it exceeds every amount anyway). */
  readonly fixedSum: number;
  /**
   * Per rule: a percentage's fraction when it needs more than 15 decimals (`1/3`), else
   * `undefined`; `undefined` itself when no percentage does.
   */
  readonly exact: readonly (DecimalFraction | undefined)[] | undefined;
  /** The largest numerator: `amount × maxUnits` tells whether every product fits a double. */
  readonly maxUnits: number;
  /** The largest scale: 10^maxScale is the percentages' common denominator. */
  readonly maxScale: number;
  /** Some percentage needs more than 15 decimals: its products are BigInts whatever the amount. */
  readonly wide: boolean;
}

/** The scale column's mark for a fixed rule: no fraction has a negative scale. */
export const FIXED_RULE = -1;

const FIXED = SPLIT_TYPES[1];

/** No split at all: shared, since nothing ever writes to a read rule set and it holds no request data. */
export const _NO_RULES: SplitRules = {
  count: 0,
  ids: [],
  recipientTypes: [],
  cross: [],
  values: [],
  scales: [],
  fixedSum: 0,
  exact: undefined,
  maxUnits: 0,
  maxScale: 0,
  wide: false,
};

/** {@link SplitRules} while its rules are put in, one by one; only {@link _putRule} writes to it. */
export interface RuleColumns {
  count: number;
  ids: string[];
  recipientTypes: RecipientType[];
  cross: boolean[];
  values: number[];
  scales: number[];
  fixedSum: number;
  exact: (DecimalFraction | undefined)[] | undefined;
  maxUnits: number;
  maxScale: number;
  wide: boolean;
}

/**
 * Empty columns for `length` rules, or the shared empty rule set.
 *
 * @param length - how many rules, at most `LIMITS.split` (a fractional length is rounded up, as
 *   a loop `i < length` reads it; a negative one is none).
 * @returns columns sized once.
 * @example
 * _ruleColumns(2).values.length
 * //=> 2
 */
export function _ruleColumns(length: number): RuleColumns {
  const size = length > 0 ? Math.ceil(length) : 0;
  return {
    count: size,
    ids: new Array(size),
    recipientTypes: new Array(size),
    cross: new Array(size),
    values: new Array(size),
    scales: new Array(size),
    fixedSum: 0,
    exact: undefined,
    maxUnits: 0,
    maxScale: 0,
    wide: false,
  };
}

/**
 * Converts one rule the table's checks accept into its columns: a fixed rule's centavos, a
 * percentage's exact decimal fraction (numerator and power of ten).
 *
 * @param columns - the columns being filled.
 * @param index - the rule's position.
 * @param recipientId - its `recipient_id`, a UUID.
 * @param recipientType - its `recipient_type`.
 * @param type - its `type`.
 * @param amount - its `amount`: whole centavos, or a fraction in (0, 1].
 * @param crossCompany - its `cross_company`, or `undefined`.
 * @example
 * const columns = _ruleColumns(1);
 * _putRule(columns, 0, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'merchant', 'percentage', 0.125, undefined);
 * [columns.values[0], columns.scales[0]]
 * //=> [125, 3]
 */
export function _putRule(
  columns: RuleColumns,
  index: number,
  recipientId: string,
  recipientType: RecipientType,
  type: unknown,
  amount: number,
  crossCompany: unknown,
): void {
  columns.ids[index] = recipientId;
  columns.recipientTypes[index] = recipientType;
  columns.cross[index] = crossCompany === true;
  if (type === FIXED) {
    // The identity on these whole centavos, but a boxed double read from the rule comes out a
    // small integer: the values column, the allocation's gross and the shares' gross and net
    // then hold unboxed integers, not a heap number per share (320 B of a 10-rule call).
    const centavos = Math.trunc(amount);
    columns.values[index] = centavos;
    columns.scales[index] = FIXED_RULE;
    columns.fixedSum += centavos;
    return;
  }
  let scale = _shortestScale(amount);
  let units: number;
  if (scale === -1) {
    const fraction = _fractionOfNumber(amount);
    columns.exact ??= new Array(columns.count);
    columns.exact[index] = fraction;
    columns.wide = true;
    units = fraction.units;
    scale = fraction.scale;
  } else {
    units = Math.round(amount * (POW10[scale] as number));
    if (units > columns.maxUnits) columns.maxUnits = units;
  }
  columns.values[index] = units;
  columns.scales[index] = scale;
  if (scale > columns.maxScale) columns.maxScale = scale;
}

/**
 * The columns of rules that the rules table's checks of `split` have already accepted (the walk's
 * copy of a request): conversion only, no check. Given anything else, the answer means nothing.
 *
 * @param rules - the walked rules, or `undefined` for no split.
 * @returns their columns.
 * @example
 * _checkedRuleColumns([{ recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
 *   recipient_type: 'merchant', type: 'fixed', amount: 250 }]).fixedSum
 * //=> 250
 */
export function _checkedRuleColumns(rules: readonly SplitRule[] | undefined): SplitRules {
  if (rules === undefined) return _NO_RULES;
  const columns = _ruleColumns(rules.length);
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as SplitRule;
    _putRule(
      columns,
      index,
      rule.recipient_id,
      rule.recipient_type,
      rule.type,
      rule.amount,
      // Optional, so maybe absent from the walk's copy, whose objects have Object.prototype: read
      // as an own property, never one a page added to the prototype.
      _own(rule, 'cross_company'),
    );
  }
  return columns;
}
