/**
 * Hands out `count` leftover centavos one each to the shares with the largest fractional parts,
 * ties to the earlier share (Hamilton's method). One pass keeping the best shares in a short list
 * while a few centavos are left, otherwise a linear selection of the threshold; never a sort.
 *
 * @param keys - per share, its fractional part on a common denominator (all numbers or all BigInts);
 *   0 for a share that is exact or fixed, which never receives a centavo.
 * @param count - leftover centavos, at most the number of positive keys.
 * @param gross - per share, its amount so far; updated in place.
 * @param length - how many of `keys` and `gross` are the shares (a reused table may hold more).
 * @example
 * const gross = [3, 3, 3];
 * _awardLeftover([3, 7, 7], 1, gross);
 * gross
 * //=> [3, 4, 3]
 */
export function _awardLeftover(
  keys: ArrayLike<number | bigint>,
  count: number,
  gross: number[] | Float64Array,
  length: number = keys.length,
): void {
  if (count === 0) return;
  if (count <= SHORT_LIST) {
    awardShortList(keys, count, gross, length);
    return;
  }
  const pool: (number | bigint)[] = [];
  for (let i = 0; i < length; i++) {
    const key = keys[i] as number | bigint;
    if (key > 0) pool.push(key);
  }
  // Every positive key gets one: no threshold to find.
  const threshold = count < pool.length ? _kthLargest(pool, count) : 0;
  let left = count;
  for (let i = 0; i < length; i++) {
    if ((keys[i] as number | bigint) > threshold) {
      gross[i] = (gross[i] as number) + 1;
      left--;
    }
  }
  for (let i = 0; left > 0 && i < length; i++) {
    // Reached only with a selected threshold, which has the keys' own type.
    if (keys[i] === threshold) {
      gross[i] = (gross[i] as number) + 1;
      left--;
    }
  }
}

// Up to this many centavos, keeping the best shares in a list as short as the centavos costs less
// than the selection's pool and partition: ten rules leave a few centavos over, a hundred dozens.
const SHORT_LIST = 8;

/**
 * The leftover centavos by one pass that keeps the `count` best shares seen so far, best first, in
 * a list of their indexes: a later share passes an earlier one only with a strictly larger key, so
 * equal keys stay in rule order. Each share costs a comparison with the last of the list, and one
 * that enters costs at most `count` moves.
 */
function awardShortList(
  keys: ArrayLike<number | bigint>,
  count: number,
  gross: number[] | Float64Array,
  length: number,
): void {
  const best = new Array<number>(count);
  let filled = 0;
  for (let i = 0; i < length; i++) {
    const key = keys[i] as number | bigint;
    if (key <= 0 || (filled === count && key <= (keys[best[count - 1] as number] as number | bigint)))
      continue;
    let at = filled === count ? count - 1 : filled++;
    for (; at > 0 && key > (keys[best[at - 1] as number] as number | bigint); at--)
      best[at] = best[at - 1] as number;
    best[at] = i;
  }
  for (let k = 0; k < filled; k++) {
    const index = best[k] as number;
    gross[index] = (gross[index] as number) + 1;
  }
}

/**
 * The `rank`-th largest value (1-based) of `values`, by quickselect with a three-way partition so
 * repeated values cost nothing extra. Reorders `values`.
 *
 * @param values - a non-empty scratch array.
 * @param rank - from 1 to `values.length`.
 * @returns the value that would sit at position `rank` if the array were sorted descending.
 * @example
 * _kthLargest([5, 1, 9, 5], 2)
 * //=> 5
 */
export function _kthLargest(values: (number | bigint)[], rank: number): number | bigint {
  let low = 0;
  let high = values.length - 1;
  const target = rank - 1;
  for (;;) {
    const pivot = values[(low + high) >>> 1] as number | bigint;
    // Descending: [low, above) > pivot, [above, i) = pivot, (below, high] < pivot.
    let above = low;
    let i = low;
    let below = high;
    while (i <= below) {
      const value = values[i] as number | bigint;
      if (value > pivot) {
        values[i] = values[above] as number | bigint;
        values[above++] = value;
        i++;
      } else if (value < pivot) {
        values[i] = values[below] as number | bigint;
        values[below--] = value;
      } else {
        i++;
      }
    }
    if (target < above) high = above - 1;
    else if (target > below) low = below + 1;
    else return pivot;
  }
}
