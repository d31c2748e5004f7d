import type { OwnFacts } from '../rules/conditions.js';
import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { FieldRule, Normalization } from '../rules/fields.js';
import { _isArray, _isRecord } from '../shared/own.js';
import { _decide } from './decide.js';
import { _unmask } from './formats/masks.js';

const NORMALIZERS: Readonly<Record<Normalization, (value: string) => string>> = {
  upper_case: (value) => value.toUpperCase(),
};

/**
 * Rewrites a valid request in place into its normalized form, as the rules table says: defaults
 * filled, masks stripped, codes upper-cased (surrounding whitespace is already gone: the walk
 * trims before any check). `value` is the walk's own fresh copy, never the caller's input.
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
      normalizeField(object, key, rule, facts);
    }
  }
}

// One field of a fresh output object that holds no object or array: its default when it is absent,
// its bare and normalized text when it is a string.
function normalizeField(
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
 * _bare({ path: 'customer.phone', type: 'string', masks: { separators: ' -()', forms: [] } }, '(11) 3333-4444', {})
 * //=> '1133334444'
 */
export function _bare(rule: FieldRule, value: string, facts: OwnFacts): string {
  if (rule.masks === undefined || (rule.formatWhen && _decide(rule.formatWhen, facts) !== true)) return value;
  return _unmask(value, rule.masks);
}
