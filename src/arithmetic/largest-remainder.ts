/**
 * Hands out `count` leftover centavos one each to the shares with the largest fractional parts,
 * ties to the earlier share (Hamilton's method). A scan of the keys per centavo while a few are
 * left (no working array), otherwise a linear selection of the threshold; never a sort.
 *
 * @param keys - per share, its fractional part on a common denominator (all numbers or all BigInts);
 *   0 for a share that is exact or fixed, which never receives a centavo. A working array: the
 *   keys of the shares awarded a centavo may be set to 0.
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
  keys: (number | bigint)[],
  count: number,
  gross: number[] | Float64Array,
  length: number = keys.length,
): void {
  if (count === 0) return;
  if (count * length <= SCAN_BUDGET) {
    awardByScans(keys, count, gross, length);
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

// While centavos × shares stays within this, one scan of the keys per centavo costs less than the
// selection's pool and partition: ten rules leave a few centavos over, a hundred rules dozens.
const SCAN_BUDGET = 64;

/**
 * The leftover centavos by repeated scans, without a working array of its own: each scan finds the
 * largest key (the earliest of equal ones), awards it and sets it to 0 so the next scan passes it.
 */
function awardByScans(
  keys: (number | bigint)[],
  count: number,
  gross: number[] | Float64Array,
  length: number,
): void {
  for (let awarded = 0; awarded < count; awarded++) {
    let best = 0;
    let bestKey = keys[0] as number | bigint;
    for (let i = 1; i < length; i++) {
      const key = keys[i] as number | bigint;
      if (key > bestKey) {
        best = i;
        bestKey = key;
      }
    }
    gross[best] = (gross[best] as number) + 1;
    // A zero of the keys' own type, so a BigInt array stays all BigInts.
    keys[best] = typeof bestKey === 'bigint' ? 0n : 0;
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
