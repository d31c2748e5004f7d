import { FIELD_RULES, type FieldRule } from './fields.js';

/**
 * The rules table as a tree: for each object pattern (`""`, `customer`, `items.*`), its known keys.
 * Built once, lazily; the validation walk's plans, the normalizer and the docs read the table through it.
 */
export interface FieldNode {
  readonly rule: FieldRule | undefined;
  readonly pattern: string;
  readonly children: ReadonlyMap<string, FieldNode>;
}

let root: FieldNode | undefined;

/** The root of the rules tree (the charge request object). */
export function _fieldTree(): FieldNode {
  root ??= buildTree();
  return root;
}

function buildTree(): FieldNode {
  const nodes = new Map<
    string,
    { rule: FieldRule | undefined; pattern: string; children: Map<string, FieldNode> }
  >();
  const top = { rule: undefined, pattern: '', children: new Map<string, FieldNode>() };
  nodes.set('', top);
  for (const rule of FIELD_RULES) {
    const cut = rule.path.lastIndexOf('.');
    const parent = nodes.get(cut < 0 ? '' : rule.path.slice(0, cut));
    // A row whose parent is missing is a table bug; the table test walks every row to catch it.
    if (!parent) continue;
    const node = { rule, pattern: rule.path, children: new Map<string, FieldNode>() };
    nodes.set(rule.path, node);
    parent.children.set(rule.path.slice(cut + 1), node);
  }
  return top;
}
