/**
 * Finds the closest of a few known names to a mistyped one, for "did you mean" hints.
 *
 * @param input - what was typed.
 * @param names - the valid names.
 * @returns the closest name within 2 edits (or one the input starts), or `undefined`.
 * @example
 * suggest('valdate', ['validate', 'split'])
 * //=> 'validate'
 */
export function suggest(input: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of names) {
    const distance = input.length >= 2 && name.startsWith(input) ? 1 : editDistance(input, name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

// Levenshtein distance, one row at a time; the names are a handful of short words.
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
