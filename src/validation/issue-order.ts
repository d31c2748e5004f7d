import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { RawIssue } from './raw-issue.js';

/**
 * The issues of one answer in the order of the rules table, whatever the order of the input's keys:
 * the same request always gives the same list. Array entries go by index; keys the table does not
 * know follow the known ones, by code unit; issues at one path keep the order they were found in
 * (`Array.prototype.sort` is stable).
 *
 * @param rawIssues - the issues as the run found them; sorted in place.
 * @returns the same array.
 * @example
 * _inTableOrder([{ key: 'REQUIRED', path: 'items' }, { key: 'REQUIRED', path: 'amount' }])
 * //=> [{ key: 'REQUIRED', path: 'amount' }, { key: 'REQUIRED', path: 'items' }]
 */
export function _inTableOrder(rawIssues: RawIssue[]): RawIssue[] {
  if (rawIssues.length < 2) return rawIssues;
  // Each path is placed once, not once per comparison: thousands of issues sort in milliseconds.
  const keyed = rawIssues.map((rawIssue) => ({ rawIssue, key: sortKeyOf(rawIssue.path) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  for (let index = 0; index < keyed.length; index++)
    rawIssues[index] = (keyed[index] as (typeof keyed)[number]).rawIssue;
  return rawIssues;
}

// A path as the sort reads it: its last segment, ranked among its siblings where the path leads in
// the table's tree (an index in an array, the table order in an object), linked to its parent's
// key. Two paths equal down to a level reach the same node there, so their ranks at the first
// level they differ compare as the tree would.
interface SortKey {
  /** `undefined` at the root. */
  readonly parent: SortKey | undefined;
  readonly segment: string;
  readonly depth: number;
  readonly rank: number;
  /** The parent holds an array's entries: ranks are indexes. */
  readonly index: boolean;
  /** Where the path leads in the tree; `undefined` past a key outside the table. */
  readonly node: FieldNode | undefined;
}

// The same paths come back request after request: each path of the table (array indices make them
// many: bounded, started again when full) is ranked once. A path with a key outside the table holds
// the caller's text and is ranked for its run only, from its parent's key: no request data outlives
// its call.
const PATHS_KEPT = 1024;
const sortKeys = new Map<string, SortKey>();
let rootKey: SortKey | undefined;
function sortKeyOf(path: string): SortKey {
  if (path === '') {
    rootKey ??= { parent: undefined, segment: '', depth: 0, rank: 0, index: false, node: _fieldTree() };
    return rootKey;
  }
  let key = sortKeys.get(path);
  if (key === undefined) {
    const dot = path.lastIndexOf('.');
    key = keyBelow(sortKeyOf(dot < 0 ? '' : path.slice(0, dot)), path.slice(dot + 1));
    if (key.node === undefined) return key;
    if (sortKeys.size >= PATHS_KEPT) sortKeys.clear();
    sortKeys.set(path, key);
  }
  return key;
}

function keyBelow(parent: SortKey, segment: string): SortKey {
  const node = parent.node;
  const index = node?.children.has('*') === true;
  // A key outside the table ranks after every known one (as `indexOf(x) >>> 0` of -1 would).
  const rank = index ? Number(segment) : ((node ? ranksOf(node) : undefined)?.get(segment) ?? UNRANKED);
  const below = node?.children.get(index ? '*' : segment);
  return { parent, segment, depth: parent.depth + 1, rank, index, node: below };
}

// A path inside another follows it.
function compareKeys(left: SortKey, right: SortKey): number {
  if (left.depth > right.depth) return compareKeys(left.parent as SortKey, right) || 1;
  if (left.depth < right.depth) return compareKeys(left, right.parent as SortKey) || -1;
  return compareLevels(left, right);
}

// Two keys at one depth: by their parents first, then by their own ranks.
function compareLevels(left: SortKey, right: SortKey): number {
  if (left === right || left.depth === 0) return 0;
  const above = compareLevels(left.parent as SortKey, right.parent as SortKey);
  if (above !== 0 || left.segment === right.segment) return above;
  if (left.index || left.rank !== right.rank) return left.rank - right.rank;
  return left.segment < right.segment ? -1 : 1;
}

const UNRANKED = 2 ** 32 - 1;
// The table order of each node's keys, computed once per node instead of once per comparison.
const nodeRanks = new Map<FieldNode, ReadonlyMap<string, number>>();
function ranksOf(node: FieldNode): ReadonlyMap<string, number> {
  let ranks = nodeRanks.get(node);
  if (ranks === undefined) {
    ranks = new Map([...node.children.keys()].map((key, rank) => [key, rank]));
    nodeRanks.set(node, ranks);
  }
  return ranks;
}
