/**
 * Freezes a value and everything reachable from it, so an exported table, list or limit cannot be
 * changed by the code that imports it: the rules stay the rules for every caller in the process.
 *
 * @param value - a tree of plain objects and arrays.
 * @returns the same value, frozen all the way down.
 * @example
 * Object.isFrozen(_deepFreeze({ a: [1] }).a)
 * //=> true
 */
export function _deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  // Parts already frozen on their own (rows of the rules table) may still hold mutable arrays.
  if (typeof value === 'object' && value !== null) {
    if (seen.has(value)) return value;
    seen.add(value);
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) _deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  }
  return value;
}
