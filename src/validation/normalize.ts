import type { OwnFacts } from '../rules/conditions.js';
import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { FieldRule, Normalization } from '../rules/fields.js';
import { _isArray, _isRecord } from '../shared/own.js';
import { _decide } from './decide.js';
import { _unmask, _unmaskOnce } from './formats/masks.js';

const NORMALIZERS: Readonly<Record<Normalization, (value: string) => string>> = {
  upper_case: (value) => value.toUpperCase(),
};

/**
 * Rewrites a valid request in place into its normalized form, as the rules table says: defaults
 * filled, masks stripped, codes upper-cased (surrounding whitespace is already gone: the guard
 * trims before any check). `value` is the schema's own fresh output, never the caller's input.
 */
export function _normalize(value: Record<string, unknown>, facts: OwnFacts): void {
  normalizeObject(value, _fieldTree(), facts);
}

// Only the branches of the table that hold a default or a normalization are walked (not items,
// not metadata): computed once.
const walked = new Map<FieldNode, readonly (readonly [string, FieldNode])[]>();
function childrenToWalk(node: FieldNode): readonly (readonly [string, FieldNode])[] {
  let children = walked.get(node);
  if (children === undefined) {
    children = [...node.children].filter(([, child]) => rewrites(child));
    walked.set(node, children);
  }
  return children;
}

function rewrites(node: FieldNode): boolean {
  const rule = node.rule;
  if (rule === undefined || rule.freeForm) return false;
  if (_rewritesItself(rule)) return true;
  for (const child of node.children.values()) if (rewrites(child)) return true;
  return false;
}

function normalizeObject(object: Record<string, unknown>, node: FieldNode, facts: OwnFacts): void {
  for (const [key, child] of childrenToWalk(node)) {
    const rule = child.rule;
    if (rule === undefined) continue;
    const value = Object.hasOwn(object, key) ? object[key] : undefined;
    if (_isArray(value)) {
      const element = child.children.get('*') as FieldNode;
      for (const entry of value) if (_isRecord(entry)) normalizeObject(entry, element, facts);
    } else if (_isRecord(value)) {
      normalizeObject(value, child, facts);
    } else {
      _normalizeField(object, key, rule, facts);
    }
  }
}

/**
 * Normalizes one field of a fresh output object that holds no object or array: its default when it
 * is absent, its bare and normalized text when it is a string. The fast path of validation calls it
 * for the fields its walk met, the walk above for the others: one rule for both.
 *
 * @param object - the output object holding the field.
 * @param key - the field's key.
 * @param rule - the field's row.
 * @param facts - what is known of the request.
 * @returns nothing: `object` is rewritten in place.
 * @example
 * const address = { zip_code: '01310-100' };
 * _normalizeField(address, 'zip_code', { path: 'billing_address.zip_code', type: 'string', masks: { separators: '-', forms: [] } }, {});
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
 * A text rewritten by one of the table's normalizations: the one code of each, for the fast path's
 * normalizers generated from the table.
 *
 * @param normalization - the row's `normalize`.
 * @param value - the text.
 * @returns the normalized text.
 * @example
 * _normalizeText('upper_case', 'sp')
 * //=> 'SP'
 */
export function _normalizeText(normalization: Normalization, value: string): string {
  return NORMALIZERS[normalization](value);
}

/**
 * Whether a row rewrites its own value when normalized (a default, a normalization or masks).
 *
 * @param rule - the row.
 * @returns `true` when {@link _normalizeField} may change the field.
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
 * @param held - the run's bare values already stripped (see `_unmaskOnce`), when there is one.
 * @returns the bare value.
 * @example
 * _bare({ path: 'customer.phone', type: 'string', masks: { separators: ' -()', forms: [] } }, '(11) 3333-4444', {})
 * //=> '1133334444'
 */
export function _bare(rule: FieldRule, value: string, facts: OwnFacts, held?: unknown[]): string {
  if (rule.masks === undefined || (rule.formatWhen && _decide(rule.formatWhen, facts) !== true)) return value;
  return held === undefined ? _unmask(value, rule.masks) : _unmaskOnce(held, rule, value);
}
