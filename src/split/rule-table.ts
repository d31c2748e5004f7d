import { _fractionOfNumber, _shortestScale, MAX_FAST_SCALE } from '../arithmetic/decimal-fraction.js';
import { _floorDivide, POW10 } from '../arithmetic/exact-product.js';
import { _isUuidShape } from '../formats/uuid.js';
import type { Issue, Locale } from '../issues/issue.js';
import { LIMITS } from '../rules/limits.js';
import { RECIPIENT_TYPES, type RecipientType, type SplitType } from '../rules/values.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _notARuleIssue, _ruleIssues, _ruleListLength, type ReadRule } from './read-rules.js';

/**
 * The split rules column by column, in typed arrays a call reuses, with the running sums of the
 * percentage pass: reading a rule and computing its share is one step, and no object is built per
 * rule until the result's own shares.
 */
export interface RuleTable {
  /** How many rules the table holds now. */
  count: number;
  readonly ids: string[];
  readonly recipientTypes: RecipientType[];
  /** 1 for a fixed rule, 0 for a percentage. */
  readonly fixed: Uint8Array;
  /** The rules' types and cross-company flags as the result's shares spell them, ready to copy. */
  readonly types: SplitType[];
  readonly cross: boolean[];
  /** Centavos of a fixed rule; the numerator of a percentage over 10^scale, or the number itself when wide. */
  readonly values: Float64Array;
  readonly scales: Int8Array;
  /** Some percentage needs more than 15 decimals: the shares are computed by the BigInt engine. */
  wide: boolean;
  /** Per rule, its floor (or fixed amount); then its gross once the leftover is handed out. */
  readonly gross: Float64Array;
  /** Per rule, its fractional part over 10^15; 0 for a fixed or exact share. */
  readonly keys: Float64Array;
  /** Σ fixed amounts, in rule order. */
  fixedSum: number;
  /** Σ floors of the percentage shares. */
  floors: number;
  /** Whole centavos moved out of `fractional`. */
  carry: number;
  /** Σ keys, kept below 10^15 by moving whole centavos to `carry`. */
  fractional: number;
}

/** The common denominator of every fraction of at most 15 decimals. */
export const KEY_DENOMINATOR = 1e15;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * An empty table for up to `LIMITS.split` rules.
 *
 * @returns the table.
 * @example
 * _ruleTable().count
 * //=> 0
 */
export function _ruleTable(): RuleTable {
  const capacity = LIMITS.split;
  return {
    count: 0,
    ids: [],
    recipientTypes: [],
    fixed: new Uint8Array(capacity),
    types: [],
    cross: [],
    values: new Float64Array(capacity),
    scales: new Int8Array(capacity),
    wide: false,
    gross: new Float64Array(capacity),
    keys: new Float64Array(capacity),
    fixedSum: 0,
    floors: 0,
    carry: 0,
    fractional: 0,
  };
}

/**
 * Reads the split rules argument into a table, each rule checked field by field and each field read
 * once through its own property; with a valid charge amount, each percentage share's floor and
 * fractional part are computed in the same step. Every problem is reported, in the same words and
 * order as `_readRules`; `undefined` means no split at all.
 *
 * @param rules - the rules argument, any value.
 * @param amount - the charge amount when it is a positive safe integer, else NaN (then only read).
 * @param locale - the language of the messages.
 * @param issues - receives issues at `split`, `split.<i>` and `split.<i>.<field>`.
 * @param table - the table to fill; its earlier content is discarded.
 * @returns true when every rule is acceptable.
 * @example
 * _readRuleTable([], 100, 'en', [], _ruleTable())
 * //=> true
 */
export function _readRuleTable(
  rules: unknown,
  amount: number,
  locale: Locale,
  issues: Issue[],
  table: RuleTable,
): boolean {
  table.count = 0;
  table.wide = false;
  table.fixedSum = 0;
  table.floors = 0;
  table.carry = 0;
  table.fractional = 0;
  if (rules === undefined) return true;
  const length = _ruleListLength(rules, locale, issues);
  if (length === undefined) return false;
  const before = issues.length;
  const compute = !Number.isNaN(amount);
  // The running sums stay in locals until the end: a number field of an object is a box in V8, and
  // a getter that calls the engine again gets a table of its own anyway.
  let fixedSum = 0;
  let floors = 0;
  let carry = 0;
  let fractional = 0;
  const gross = table.gross;
  for (let index = 0; index < length; index++) {
    const rule = _own(rules as object, index);
    const kind = _kindOf(rule);
    if (kind !== 'record') {
      _notARuleIssue(rule, kind, index, locale, issues);
      continue;
    }
    // The five fields as five `_own` calls read them, in the same order, under one `try`: a `try`
    // per field costs more than the whole rest of the rule. A field that throws is unreadable and
    // the ones after it are read one by one, so no getter runs twice.
    const fields = rule as Record<string, unknown>;
    let recipientId: unknown = UNREADABLE;
    let recipientType: unknown = UNREADABLE;
    let type: unknown = UNREADABLE;
    let value: unknown = UNREADABLE;
    let crossCompany: unknown = UNREADABLE;
    let stage = 0;
    try {
      recipientId = Object.hasOwn(fields, 'recipient_id') ? fields.recipient_id : undefined;
      stage = 1;
      recipientType = Object.hasOwn(fields, 'recipient_type') ? fields.recipient_type : undefined;
      stage = 2;
      type = Object.hasOwn(fields, 'type') ? fields.type : undefined;
      stage = 3;
      value = Object.hasOwn(fields, 'amount') ? fields.amount : undefined;
      stage = 4;
      crossCompany = Object.hasOwn(fields, 'cross_company') ? fields.cross_company : undefined;
    } catch {
      if (stage < 1) recipientType = _own(fields, 'recipient_type');
      if (stage < 2) type = _own(fields, 'type');
      if (stage < 3) value = _own(fields, 'amount');
      if (stage < 4) crossCompany = _own(fields, 'cross_company');
    }
    if (
      !isPlainRule(recipientId, recipientType, type, value, crossCompany) &&
      _ruleIssues(recipientId, recipientType, type, value, crossCompany, index, locale, issues)
    ) {
      continue;
    }
    // Past the first problem the rest is only read for its issues.
    if (issues.length !== before) continue;
    table.ids[index] = recipientId as string;
    table.recipientTypes[index] = recipientType as RecipientType;
    table.cross[index] = crossCompany === true;
    table.count = index + 1;
    if (type === 'fixed') {
      table.types[index] = 'fixed';
      table.fixed[index] = 1;
      table.values[index] = value as number;
      gross[index] = value as number;
      table.keys[index] = 0;
      fixedSum += value as number;
      continue;
    }
    table.types[index] = 'percentage';
    table.fixed[index] = 0;
    const scale = _shortestScale(value as number);
    table.scales[index] = scale;
    if (scale === -1) {
      table.values[index] = value as number;
      table.wide = true;
      continue;
    }
    table.values[index] = Math.round((value as number) * (POW10[scale] as number));
    if (compute) {
      fractional += _percentageShare(table, index, amount);
      floors += gross[index] as number;
      if (fractional >= KEY_DENOMINATOR) {
        fractional -= KEY_DENOMINATOR;
        carry++;
      }
    }
  }
  table.fixedSum = fixedSum;
  table.floors = floors;
  table.carry = carry;
  table.fractional = fractional;
  return issues.length === before;
}

/**
 * Computes the floor and fractional part of one percentage share of a table, into its `gross` and
 * `keys`; the caller adds them to its running sums. The fraction has at most 15 decimals.
 *
 * @param table - the table, its rule at `index` a percentage of at most 15 decimals.
 * @param index - the rule's position.
 * @param amount - the charge amount, a positive safe integer.
 * @returns the fractional part over 10^15, also written to `keys[index]`.
 * @example
 * _percentageShare(table, 0, 1001); // 0.125 of 1001 centavos
 * table.gross[0]
 * //=> 125
 */
export function _percentageShare(table: RuleTable, index: number, amount: number): number {
  const units = table.values[index] as number;
  const scale = table.scales[index] as number;
  const divisor = POW10[scale] as number;
  const product = amount * units;
  let floor: number;
  let remainder: number;
  // A true product above MAX_SAFE rounds to at least 2^53, so this comparison never lies.
  if (product <= MAX_SAFE) {
    floor = _floorDivide(product, divisor);
    remainder = product - floor * divisor;
  } else {
    // Near 2^53 the product needs BigInt, but its parts are small again: floor ≤ amount, remainder < 10^15.
    const exact = BigInt(amount) * BigInt(units);
    const big = BigInt(divisor);
    floor = Number(exact / big);
    remainder = Number(exact % big);
  }
  const key = remainder * (POW10[MAX_FAST_SCALE - scale] as number);
  table.gross[index] = floor;
  table.keys[index] = key;
  return key;
}

/**
 * Runs the percentage pass of a table read earlier (by `prepareSplit`) for one charge amount.
 *
 * @param table - a table of acceptable rules, none wide.
 * @param amount - the charge amount, a positive safe integer.
 * @example
 * _tablePass(table, 1001);
 * table.gross[0]
 * //=> 125
 */
export function _tablePass(table: RuleTable, amount: number): void {
  const count = table.count;
  const fixed = table.fixed;
  const gross = table.gross;
  let floors = 0;
  let carry = 0;
  let fractional = 0;
  for (let i = 0; i < count; i++) {
    // A fixed share keeps the gross it was read with: only a percentage's changes with the amount,
    // and a fixed share's key is 0, so no leftover centavo ever changes it.
    if (fixed[i] === 1) continue;
    fractional += _percentageShare(table, i, amount);
    floors += gross[i] as number;
    if (fractional >= KEY_DENOMINATOR) {
      fractional -= KEY_DENOMINATOR;
      carry++;
    }
  }
  table.floors = floors;
  table.carry = carry;
  table.fractional = fractional;
}

/**
 * The table's rules as the BigInt engine and the error builders take them.
 *
 * @param table - a table of acceptable rules.
 * @returns one converted rule per table row.
 * @example
 * _tableRules(table)[0]?.fraction?.digits
 * //=> '125'
 */
export function _tableRules(table: RuleTable): ReadRule[] {
  const rules: ReadRule[] = [];
  for (let i = 0; i < table.count; i++) {
    const fixed = table.fixed[i] === 1;
    const value = table.values[i] as number;
    const scale = table.scales[i] as number;
    rules.push({
      recipient_id: table.ids[i] as string,
      recipient_type: table.recipientTypes[i] as RecipientType,
      type: fixed ? 'fixed' : 'percentage',
      cross_company: table.cross[i] as boolean,
      fixed: fixed ? value : 0,
      fraction: fixed
        ? undefined
        : scale === -1
          ? _fractionOfNumber(value)
          : { digits: String(value), units: value, scale, fast: true, big: undefined },
    });
  }
  return rules;
}

/**
 * A rule that certainly has no problem: the common case, told with a few comparisons. Anything else
 * goes through the full checks, which may still accept it.
 */
function isPlainRule(
  recipientId: unknown,
  recipientType: unknown,
  type: unknown,
  amount: unknown,
  crossCompany: unknown,
): boolean {
  if (typeof recipientId !== 'string' || typeof amount !== 'number' || !(amount > 0)) return false;
  if (recipientType !== RECIPIENT_TYPES[0] && recipientType !== RECIPIENT_TYPES[1]) return false;
  if (crossCompany !== undefined && crossCompany !== true && crossCompany !== false) return false;
  if (type === 'fixed') {
    if (!Number.isInteger(amount) || amount > MAX_SAFE) return false;
  } else if (type !== 'percentage' || amount > 1) return false;
  return _isUuidShape(recipientId);
}
