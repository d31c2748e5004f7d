/**
 * Marks a property that exists but cannot be read safely: an accessor (reading it would run foreign
 * code) or an object whose inspection throws (a revoked Proxy, a throwing trap).
 */
export const _UNREADABLE: unique symbol = Symbol('unreadable');

// Captured once, so code that tampers with the globals later cannot change what these do.
const _getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const _hasOwn = Object.hasOwn;
const _isArray = Array.isArray;
const _create = Object.create;

/**
 * Reads an own data property without running getters and without ever throwing.
 *
 * @returns the value; `undefined` when `target` is not an object or has no such own property;
 *   {@link _UNREADABLE} when the property is an accessor or the object refuses to be inspected.
 */
export function _readOwn(target: unknown, key: string): unknown {
  if (typeof target !== 'object' || target === null) return undefined;
  try {
    const descriptor = _getOwnPropertyDescriptor(target, key);
    if (descriptor === undefined) return undefined;
    // Own `get`/`set` only: a tampered Object.prototype must not turn data into an accessor.
    if (_hasOwn(descriptor, 'get') || _hasOwn(descriptor, 'set')) return _UNREADABLE;
    return descriptor.value;
  } catch {
    return _UNREADABLE;
  }
}

/** `Array.isArray` that answers `false` instead of throwing (a revoked Proxy throws). */
export function _isArraySafe(value: unknown): value is readonly unknown[] {
  try {
    return _isArray(value);
  } catch {
    return false;
  }
}

/** A record-like value: an object that is not an array. */
export function _isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !_isArraySafe(value);
}

/** A fresh object with no prototype, so no key of it can ever be inherited (or poisoned). */
export function _emptyRecord<T extends object>(): T {
  return _create(null) as T;
}
