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

/** The dotted pattern of a concrete path: array indices become `*` (`items.2.name` → `items.*.name`). */
export function _patternOf(path: string): string {
  // Most paths hold no index: they are their own pattern, and nothing is split or joined for them.
  if (!hasIndex(path)) return path;
  return path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? '*' : segment))
    .join('.');
}

// Whether a dotted path has a segment of digits only, read by code unit.
function hasIndex(path: string): boolean {
  // The digits of the segment read so far; -1 once it holds anything else.
  let digits = 0;
  for (let index = 0; index < path.length; index++) {
    const code = path.charCodeAt(index);
    if (code === DOT) {
      if (digits > 0) return true;
      digits = 0;
    } else if (digits >= 0) digits = code >= 48 && code <= 57 ? digits + 1 : -1;
  }
  return digits > 0;
}
const DOT = 46;

/** The rule of a concrete or pattern path, if the table has one. */
export function _ruleAt(path: string): FieldRule | undefined {
  let node: FieldNode | undefined = _fieldTree();
  if (path === '') return undefined;
  for (const segment of _patternOf(path).split('.')) {
    node = node?.children.get(segment);
    if (node === undefined) return undefined;
  }
  return node?.rule;
}
