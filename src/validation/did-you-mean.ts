// Suggests the known field an unknown key was meant to be: a different letter case or separator
// (zipCode → zip_code), or at most two edits away (instalments → installments). The comparison is
// bounded by the key length limit, so a huge key costs nothing.
const MAX_KEY = 64;

/** The closest known key to `key`, if one is close enough to be what the caller meant. */
export function _didYouMean(key: string, known: Iterable<string>): string | undefined {
  if (key.length > MAX_KEY) return undefined;
  const folded = fold(key);
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    if (fold(candidate) === folded) return candidate;
    const limit = Math.min(2, Math.floor(candidate.length / 3));
    const distance = editDistance(key.toLowerCase(), candidate, limit);
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function fold(value: string): string {
  return value.toLowerCase().replace(/[_\-\s]/g, '');
}

// Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), giving up early once
// every cell of a row exceeds the limit.
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
