const hasOwn = Object.hasOwn;
const isArray = Array.isArray;

/** Returned by {@link _readOwn} when reading threw (a getter, a Proxy trap, a revoked Proxy). */
export const UNREADABLE: unique symbol = Symbol('unreadable');

/**
 * Reads an own property of untrusted data, never an inherited one, so a polluted
 * `Object.prototype` adds no field; a read that throws becomes {@link UNREADABLE}, never a throw.
 *
 * @param value - an object.
 * @param key - the property name or array index.
 * @returns the property's value, `undefined` when it is not an own property, or `UNREADABLE`.
 * @example
 * _readOwn(Object.create({ type: 'fixed' }), 'type')
 * //=> undefined
 */
export function _readOwn(value: object, key: string | number): unknown {
  try {
    return hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
  } catch {
    return UNREADABLE;
  }
}

/**
 * Tells a plain record (a non-null, non-array object) from everything else without throwing, since
 * `Array.isArray` throws on a revoked Proxy.
 *
 * @param value - anything.
 * @returns `'record'`, `'array'`, `'other'`, or `UNREADABLE`.
 * @example
 * _kindOf([])
 * //=> 'array'
 */
export function _kindOf(value: unknown): 'record' | 'array' | 'other' | typeof UNREADABLE {
  if (typeof value !== 'object' || value === null) return 'other';
  try {
    return isArray(value) ? 'array' : 'record';
  } catch {
    return UNREADABLE;
  }
}
