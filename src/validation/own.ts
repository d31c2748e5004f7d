/** Marks a value the guard could not read (a throwing getter, a revoked Proxy). */
export const UNREADABLE: unique symbol = Symbol('unreadable');

/** Whether `value` is an object whose keys can be walked (arrays excluded). */
export function _isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !_isArray(value);
}

/** `Array.isArray` that survives a revoked Proxy. */
export function _isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Reads an own property, never an inherited one (another script may have added enumerable keys to
 * Object.prototype), and never throws: an unreadable property reads as {@link UNREADABLE}.
 */
export function _own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return UNREADABLE;
  }
}
