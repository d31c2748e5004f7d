// Reading untrusted values: own properties only (another script may have added enumerable keys to
// Object.prototype), never a throw (a getter or a Proxy trap may throw). The one place every part
// of the library reads hostile input through.
import { _hasOwn } from './intrinsics.js';

/** Marks a value that could not be read: a throwing getter, a Proxy trap, a revoked Proxy. */
export const UNREADABLE: unique symbol = Symbol('unreadable');

// Captured once, so code that tampers with the globals later cannot change what these do.
const isArray = Array.isArray;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const create = Object.create;

/** `Array.isArray` that survives a revoked Proxy. */
export function _isArray(value: unknown): value is unknown[] {
  try {
    return isArray(value);
  } catch {
    return false;
  }
}

/** Whether `value` is an object whose keys can be walked (arrays excluded). */
export function _isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !_isArray(value);
}

/**
 * Reads an own property, running an own getter if there is one; an inherited property reads as
 * `undefined` and a read that throws as {@link UNREADABLE}.
 *
 * @example
 * _own(Object.create({ type: 'fixed' }), 'type')
 * //=> undefined
 */
export function _own(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return _hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
  } catch {
    return UNREADABLE;
  }
}

/**
 * Reads an own data property without running any code of the value's: a getter or setter reads as
 * {@link UNREADABLE}. For configuration objects (merchants, acquirer answers) whose shape is known.
 */
export function _ownData(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    const descriptor = getOwnPropertyDescriptor(value, key);
    if (descriptor === undefined) return undefined;
    // Own `get`/`set` only: a tampered Object.prototype must not turn data into an accessor.
    if (_hasOwn(descriptor, 'get') || _hasOwn(descriptor, 'set')) return UNREADABLE;
    return descriptor.value;
  } catch {
    return UNREADABLE;
  }
}

/** Tells a record from an array and from everything else, without throwing. */
export function _kindOf(value: unknown): 'record' | 'array' | 'other' | typeof UNREADABLE {
  if (typeof value !== 'object' || value === null) return 'other';
  try {
    return isArray(value) ? 'array' : 'record';
  } catch {
    return UNREADABLE;
  }
}

/** A fresh object without a prototype, for lookups no prototype key can answer. */
export function _emptyRecord<T extends object>(): T {
  return create(null) as T;
}
