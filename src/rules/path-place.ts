import { _fieldTree, type FieldNode } from './field-tree.js';

/**
 * Where a concrete path (`items.2.unit_price`, `payment_details.instalments`) leads in the rules
 * table's tree: found one step below its parent's place, so a path is looked up from its parent,
 * never again from the root. What orders issues, what labels them and what finds the row of an issue
 * all read a path through its place.
 */
export interface PathPlace {
  /** The place of the path without its last segment; `undefined` at the root. */
  readonly parent: PathPlace | undefined;
  /** The last segment of the path (`""` at the root). */
  readonly segment: string;
  /** The number of segments. */
  readonly depth: number;
  /**
   * Its rank among its siblings: the entry's index when the parent holds an array's entries, else
   * the key's order in the table (after every known key for a key the table does not know).
   */
  readonly rank: number;
  /** The parent holds an array's entries: the rank is an index. */
  readonly index: boolean;
  /** The node the path leads to; `undefined` outside the table. */
  readonly node: FieldNode | undefined;
  /**
   * The path is the table's own: every key on it is a key of the table and every index is below
   * its array's `maxLength`. Only such a place is kept from one call to the next.
   */
  readonly kept: boolean;
}

// The rank of a key the table does not know: after every known one (as `indexOf(x) >>> 0` of -1).
const UNRANKED = 2 ** 32 - 1;

// The same paths come back request after request: each path of the table (array indices make them
// many: bounded, started again when full) is placed once. A path is the table's own when each key
// on it is one of the table's and each index is below its array's `maxLength` (an entry the table
// allows). Any other path holds the caller's text (a key outside the table, or a key shaped like an
// index, `items.52998224725`, that is a CPF) and is placed for its caller only, below its parent's
// place: no request data outlives its call.
const PATHS_KEPT = 1024;
const places = new Map<string, PathPlace>();
let root: PathPlace | undefined;

/**
 * The place of a dotted path in the rules table's tree.
 *
 * @param path - the dotted path; `""` is the request itself.
 * @returns its place; `node` is `undefined` when the path leaves the table.
 * @example
 * _placeOf('items.2.unit_price').node?.rule?.path
 * //=> 'items.*.unit_price'
 */
export function _placeOf(path: string): PathPlace {
  if (path === '') {
    root ??= {
      parent: undefined,
      segment: '',
      depth: 0,
      rank: 0,
      index: false,
      node: _fieldTree(),
      kept: true,
    };
    return root;
  }
  let place = places.get(path);
  if (place === undefined) {
    const dot = path.lastIndexOf('.');
    place = placeBelow(_placeOf(dot < 0 ? '' : path.slice(0, dot)), path.slice(dot + 1));
    if (!place.kept) return place;
    if (places.size >= PATHS_KEPT) places.clear();
    places.set(path, place);
  }
  return place;
}

function placeBelow(parent: PathPlace, segment: string): PathPlace {
  const node = parent.node;
  const entries = node?.children.has('*') === true;
  // An entry of an array is named by its index as the walk writes it; any other segment there (a
  // caller's key holding a dot, `items.qq`) leaves the table like an unknown key of an object.
  if (entries && CANONICAL_INDEX.test(segment)) {
    const below = node?.children.get('*');
    const rank = Number(segment);
    const kept = parent.kept && rank < (node?.rule?.maxLength ?? 0);
    return { parent, segment, depth: parent.depth + 1, rank, index: true, node: below, kept };
  }
  const rank = entries || node === undefined ? UNRANKED : (ranksOf(node).get(segment) ?? UNRANKED);
  const below = entries ? undefined : node?.children.get(segment);
  const kept = parent.kept && below !== undefined;
  return { parent, segment, depth: parent.depth + 1, rank, index: false, node: below, kept };
}
const CANONICAL_INDEX = /^(?:0|[1-9]\d*)$/;

// The table order of each node's keys, computed once per node.
const nodeRanks = new Map<FieldNode, ReadonlyMap<string, number>>();
function ranksOf(node: FieldNode): ReadonlyMap<string, number> {
  let ranks = nodeRanks.get(node);
  if (ranks === undefined) {
    ranks = new Map([...node.children.keys()].map((key, rank) => [key, rank]));
    nodeRanks.set(node, ranks);
  }
  return ranks;
}
