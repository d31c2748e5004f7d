import type { OwnFacts } from '../rules/conditions.js';
import type { FieldRule, Normalization } from '../rules/fields.js';
import { _compileCondition, _decide, type Decide } from './decide.js';
import { _unmask } from './formats/masks.js';

const NORMALIZERS: Readonly<Record<Normalization, (value: string) => string>> = {
  upper_case: (value) => value.toUpperCase(),
};

/**
 * Normalizes one field of a fresh output object of a valid request, as the rules table says: its
 * default when it is absent (and `defaultWhen` holds), its bare text (masks stripped while the format
 * applies) and its normalization (upper case) when it is a string. Surrounding whitespace is already
 * gone: the walk trims before any check. The walk lists the fields that may be rewritten; they are
 * rewritten once the request is known to be valid, with the facts of the walk's copy.
 *
 * @param object - the walk's output object holding the field, never the caller's input.
 * @param key - the field's key.
 * @param rule - the field's row.
 * @param facts - what is known of the request.
 * @returns nothing: `object` is rewritten in place.
 * @example
 * const address = { zip_code: '01310-100' };
 * _normalizeField(address, 'zip_code', { path: 'billing_address.zip_code', type: 'string', masks: { separators: '-', forms: [] } }, _readFacts({}));
 * address.zip_code
 * //=> '01310100'
 */
export function _normalizeField(
  object: Record<string, unknown>,
  key: string,
  rule: FieldRule,
  facts: OwnFacts,
): void {
  const value = Object.hasOwn(object, key) ? object[key] : undefined;
  if (value === undefined) {
    if (rule.default !== undefined && (!rule.defaultWhen || _decide(rule.defaultWhen, facts) === true)) {
      object[key] = rule.default;
    }
  } else if (typeof value === 'string') {
    let normalized = _bare(rule, value, facts);
    if (rule.normalize && (!rule.normalizeWhen || _decide(rule.normalizeWhen, facts) === true)) {
      normalized = NORMALIZERS[rule.normalize](normalized);
    }
    object[key] = normalized;
  }
}

/**
 * Whether a row rewrites its own value when normalized (a default, a normalization or masks).
 *
 * @param rule - the row.
 * @returns `true` when normalization may change the field.
 * @example
 * _rewritesItself({ path: 'currency', type: 'string', default: 'BRL' })
 * //=> true
 */
export function _rewritesItself(rule: FieldRule): boolean {
  return (
    !rule.freeForm && (rule.default !== undefined || rule.normalize !== undefined || rule.masks !== undefined)
  );
}

/**
 * A value without the masks its row accepts, while the row's format applies (a foreign zip code keeps
 * its dash): what the format read, and what the normalized request keeps.
 *
 * @param rule - the value's row.
 * @param value - the value, trimmed when the row trims.
 * @param facts - what is known of the request.
 * @returns the bare value.
 * @example
 * _bare({ path: 'customer.phone', type: 'string', masks: { separators: ' -()', forms: [] } }, '(11) 3333-4444', _readFacts({}))
 * //=> '1133334444'
 */
export function _bare(rule: FieldRule, value: string, facts: OwnFacts): string {
  if (rule.masks === undefined || (rule.formatWhen && _decide(rule.formatWhen, facts) !== true)) return value;
  return _unmask(value, rule.masks);
}

/**
 * A row with the conditions normalization reads compiled once, for the walk: the same answers as
 * {@link _normalizeField} and {@link _bare} without looking up a compiled condition on every call.
 */
export interface NormalizingRow {
  readonly rule: FieldRule;
  readonly defaultWhen: Decide | undefined;
  readonly normalizeWhen: Decide | undefined;
  readonly formatWhen: Decide | undefined;
}

/**
 * Compiles the conditions of a row that normalization reads.
 *
 * @param rule - the row.
 * @returns the row with its conditions compiled.
 */
export function _normalizingRow(rule: FieldRule): NormalizingRow {
  return {
    rule,
    defaultWhen: rule.defaultWhen ? _compileCondition(rule.defaultWhen) : undefined,
    normalizeWhen: rule.normalizeWhen ? _compileCondition(rule.normalizeWhen) : undefined,
    formatWhen: rule.formatWhen ? _compileCondition(rule.formatWhen) : undefined,
  };
}

/**
 * {@link _normalizeField} over a compiled row, given the field's value (`undefined`: absent), as the
 * walk kept it; `bare`, when given, is the value without its masks as the walk kept it (what
 * {@link _bareRow} would return). A value normalization leaves as it is is not written again.
 */
export function _normalizeRowField(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
  row: NormalizingRow,
  facts: OwnFacts,
  bare?: string,
): void {
  const rule = row.rule;
  if (value === undefined) {
    if (rule.default !== undefined && (row.defaultWhen === undefined || row.defaultWhen(facts) === true)) {
      object[key] = rule.default;
    }
  } else if (typeof value === 'string') {
    let normalized = bare ?? _bareRow(row, value, facts);
    if (rule.normalize && (row.normalizeWhen === undefined || row.normalizeWhen(facts) === true)) {
      normalized = NORMALIZERS[rule.normalize](normalized);
    }
    if (normalized !== value) object[key] = normalized;
  }
}

/** {@link _bare} over a compiled row. */
export function _bareRow(row: NormalizingRow, value: string, facts: OwnFacts): string {
  const masks = row.rule.masks;
  if (masks === undefined || (row.formatWhen !== undefined && row.formatWhen(facts) !== true)) return value;
  return _unmask(value, masks);
}
