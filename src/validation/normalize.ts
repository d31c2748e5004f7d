import { evaluate, type Facts } from '../rules/conditions.js';
import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { Normalization } from '../rules/fields.js';
import { _isArray, _isRecord } from '../shared/own.js';
import { _stripCardSpaces } from './formats/card.js';
import { _stripCepMask } from './formats/cep.js';
import { _stripTaxIdMask } from './formats/tax-id.js';

const NORMALIZERS: Readonly<Record<Normalization, (value: string) => string>> = {
  strip_tax_id_mask: _stripTaxIdMask,
  strip_cep_mask: _stripCepMask,
  strip_spaces: _stripCardSpaces,
  upper_case: (value) => value.toUpperCase(),
};

/**
 * Rewrites a valid request in place into its normalized form, as the rules table says: defaults
 * filled, masks stripped, codes upper-cased. `value` is the schema's own fresh output, never the
 * caller's input.
 */
export function _normalize(value: Record<string, unknown>, facts: Facts): void {
  _normalizeObject(value, _fieldTree(), facts);
}

// Only the branches of the table that hold a default or a normalization are walked (not items,
// not metadata): computed once.
const walked = new Map<FieldNode, readonly (readonly [string, FieldNode])[]>();
function _childrenToWalk(node: FieldNode): readonly (readonly [string, FieldNode])[] {
  let children = walked.get(node);
  if (children === undefined) {
    children = [...node.children].filter(([, child]) => _rewrites(child));
    walked.set(node, children);
  }
  return children;
}

function _rewrites(node: FieldNode): boolean {
  const rule = node.rule;
  if (rule === undefined || rule.freeForm) return false;
  if (rule.default !== undefined || rule.normalize !== undefined) return true;
  for (const child of node.children.values()) if (_rewrites(child)) return true;
  return false;
}

function _normalizeObject(object: Record<string, unknown>, node: FieldNode, facts: Facts): void {
  for (const [key, child] of _childrenToWalk(node)) {
    const rule = child.rule;
    if (rule === undefined) continue;
    const value = Object.hasOwn(object, key) ? object[key] : undefined;
    if (value === undefined) {
      if (rule.default !== undefined && (!rule.defaultWhen || evaluate(rule.defaultWhen, facts) === true)) {
        object[key] = rule.default;
      }
    } else if (typeof value === 'string') {
      if (rule.normalize && (!rule.normalizeWhen || evaluate(rule.normalizeWhen, facts) === true)) {
        object[key] = NORMALIZERS[rule.normalize](value);
      }
    } else if (_isArray(value)) {
      const element = child.children.get('*') as FieldNode;
      for (const entry of value) if (_isRecord(entry)) _normalizeObject(entry, element, facts);
    } else if (_isRecord(value)) {
      _normalizeObject(value, child, facts);
    }
  }
}
