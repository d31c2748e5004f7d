// Suggests the known field an unknown key was meant to be: a different letter case or separator
// (zipCode → zip_code), or at most two edits away (instalments → installments). The comparison is
// bounded by the key length limit, so a huge key costs nothing.
const MAX_KEY = 64;

/**
 * The keys of one object of the table, made ready once for {@link _didYouMean}: each folded, with
 * the edits it allows. Library values only: the keys are the table's.
 */
export interface KnownKeys {
  readonly keys: readonly string[];
  readonly folded: readonly string[];
  /** Edits allowed per key: one per three letters, at most two. */
  readonly limits: readonly number[];
  /** The longest key's length: the width of the distance rows. */
  readonly width: number;
}

/**
 * Makes the keys of an object ready for {@link _didYouMean}.
 *
 * @param keys - the known keys, in the order a tie is decided.
 * @returns the keys with what the search reads of them.
 * @example
 * _knownKeys(['zip_code']).folded
 * //=> ['zipcode']
 */
export function _knownKeys(keys: Iterable<string>): KnownKeys {
  const list = [...keys];
  return {
    keys: list,
    folded: list.map(fold),
    limits: list.map((key) => Math.min(2, Math.floor(key.length / 3))),
    width: Math.max(0, ...list.map((key) => key.length)) + 1,
  };
}

/**
 * The closest known key to `key`, if one is close enough to be what the caller meant: the first
 * that differs only in letter case and separators, else the closest within its edits (the earlier
 * of two as close).
 *
 * @param key - the caller's key.
 * @param known - the keys of its object, from {@link _knownKeys}.
 * @returns the known key, or `undefined`.
 * @example
 * _didYouMean('instalments', _knownKeys(['installments']))
 * //=> 'installments'
 */
export function _didYouMean(key: string, known: KnownKeys): string | undefined {
  if (key.length > MAX_KEY) return undefined;
  const lower = key.toLowerCase();
  const folded = lower.replace(SEPARATORS, '');
  const { keys, limits } = known;
  for (let index = 0; index < keys.length; index++) if (known.folded[index] === folded) return keys[index];
  // Three rows of the distance table, reused for every candidate: `before`, `previous`, `current`.
  let rows: Int32Array | undefined;
  let best: string | undefined;
  let bestDistance = MAX_KEY;
  for (let index = 0; index < keys.length; index++) {
    const candidate = keys[index] as string;
    // Only a candidate closer than the best so far counts, and a length further off than that is
    // never close enough.
    const cap = Math.min(limits[index] as number, bestDistance - 1);
    if (Math.abs(lower.length - candidate.length) > cap) continue;
    rows ??= new Int32Array(3 * known.width);
    const distance = editDistance(lower, candidate, cap, rows, known.width);
    if (distance <= cap) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const SEPARATORS = /[_\-\s]/g;

function fold(value: string): string {
  return value.toLowerCase().replace(SEPARATORS, '');
}

// Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), giving up early once
// every cell of a row exceeds the limit. `rows` holds three rows of `width` cells, rotated.
function editDistance(a: string, b: string, limit: number, rows: Int32Array, width: number): number {
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= b.length; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    const x = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const y = b.charCodeAt(j - 1);
      let value = Math.min(
        (rows[previous + j] as number) + 1,
        (rows[current + j - 1] as number) + 1,
        (rows[previous + j - 1] as number) + (x === y ? 0 : 1),
      );
      if (i > 1 && j > 1 && x === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === y)
        value = Math.min(value, (rows[before + j - 2] as number) + 1);
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return rows[previous + b.length] as number;
}
