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
  // A plain array of small integers: a typed array costs more to allocate than the whole search.
  let rows: number[] | undefined;
  let best: string | undefined;
  let bestDistance = MAX_KEY;
  for (let index = 0; index < keys.length; index++) {
    const candidate = keys[index] as string;
    // Only a candidate closer than the best so far counts, and a length further off than that is
    // never close enough.
    const cap = Math.min(limits[index] as number, bestDistance - 1);
    if (Math.abs(lower.length - candidate.length) > cap) continue;
    rows ??= new Array<number>(3 * known.width);
    const distance = _editDistance(lower, candidate, cap, rows, known.width);
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

/**
 * The optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), up to `limit`:
 * only the cells within `limit` of the diagonal are computed (any other is further than `limit`, and
 * is read as `limit + 1`), and the search gives up once every cell of a row exceeds the limit.
 *
 * @param whole - one text.
 * @param other - the other, at most `width - 1` long.
 * @param limit - the largest distance that matters.
 * @param rows - room for three rows of `width` cells, rotated: reused from one call to the next.
 * @param width - the cells of a row.
 * @returns the distance when it is at most `limit`, else a number above it.
 * @example
 * _editDistance('nubmer', 'number', 2, new Array(21), 7)
 * //=> 1
 */
export function _editDistance(
  whole: string,
  other: string,
  limit: number,
  rows: number[],
  width: number,
): number {
  const far = limit + 1;
  // The last cell would lie outside the band.
  if (Math.abs(whole.length - other.length) > limit) return far;
  // A start and an end the two share change no distance: only what lies between is compared, and
  // most typos leave little there.
  let start = 0;
  while (start < whole.length && whole.charCodeAt(start) === other.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < whole.length - start &&
    end < other.length - start &&
    whole.charCodeAt(whole.length - 1 - end) === other.charCodeAt(other.length - 1 - end)
  )
    end++;
  const a = whole.slice(start, whole.length - end);
  const b = other.slice(start, other.length - end);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= b.length && j <= far; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const low = Math.max(1, i - limit);
    const high = Math.min(b.length, i + limit);
    // The cells either side of the band, as the next row reads them.
    let rowMin = low === 1 ? Math.min(i, far) : far;
    rows[current + low - 1] = rowMin;
    if (high < b.length) rows[current + high + 1] = far;
    const x = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const y = b.charCodeAt(j - 1);
      let value = (rows[previous + j - 1] as number) + (x === y ? 0 : 1);
      const deletion = (rows[previous + j] as number) + 1;
      if (deletion < value) value = deletion;
      const insertion = (rows[current + j - 1] as number) + 1;
      if (insertion < value) value = insertion;
      if (i > 1 && j > 1 && x === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === y) {
        const swap = (rows[before + j - 2] as number) + 1;
        if (swap < value) value = swap;
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return far;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return rows[previous + b.length] as number;
}
