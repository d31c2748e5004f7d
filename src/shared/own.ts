// Reading untrusted values: own properties only (another script may have added enumerable keys to
// Object.prototype), never a throw (a getter or a Proxy trap may throw). The one place every part
// of the library reads hostile input through.

/** Marks a value that could not be read: a throwing getter, a Proxy trap, a revoked Proxy. */
export const UNREADABLE: unique symbol = Symbol('unreadable');

/** `Array.isArray` that survives a revoked Proxy. */
export function _isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
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
    return Object.hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
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
    // An option left out, the usual case, costs no descriptor object.
    if (!Object.hasOwn(value, key)) return undefined;
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor === undefined) return undefined;
    // A data property's descriptor has its own `value`, an accessor's never: one test, own only, so
    // that a key `value` added to Object.prototype cannot turn an accessor into data.
    return Object.hasOwn(descriptor, 'value') ? descriptor.value : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

/**
 * Reads a member of an object, own or from its class, but never from `Object.prototype`: a method
 * like `hasActiveSubaccount` may live on a class, and a polluted one must not answer for it. A read
 * that throws reads as `undefined`.
 *
 * @example
 * _member(new (class { ping() { return 1; } })(), 'ping') !== undefined
 * //=> true
 */
export function _member(value: object, key: string): unknown {
  let holder: object | null = value;
  try {
    for (
      let depth = 0;
      depth < MAX_PROTOTYPE_DEPTH && holder !== null && holder !== Object.prototype;
      depth++
    ) {
      // The receiver is the object itself, so a getter defined by its class sees the instance.
      if (Object.hasOwn(holder, key)) return Reflect.get(holder, key, value);
      holder = Reflect.getPrototypeOf(holder);
    }
  } catch {
    // A throwing getter or Proxy trap reads as absent.
  }
  return undefined;
}

// Deep enough for any class hierarchy; a Proxy that invents prototypes forever stops here.
const MAX_PROTOTYPE_DEPTH = 32;

/** Tells a record from an array and from everything else, without throwing. */
export function _kindOf(value: unknown): 'record' | 'array' | 'other' | typeof UNREADABLE {
  if (typeof value !== 'object' || value === null) return 'other';
  try {
    return Array.isArray(value) ? 'array' : 'record';
  } catch {
    return UNREADABLE;
  }
}

/**
 * A fresh object no key of Object.prototype can answer, for lookups: its prototype is an empty,
 * frozen object without a prototype, so only its own keys read as anything, and `in`, `for…in` and
 * `Object.keys` see its own keys alone. An instance of a class rather than `Object.create(null)`:
 * V8 keeps a prototype-less object in dictionary mode, and facts are read on every validation.
 *
 * @returns the empty object.
 * @example
 * 'toString' in _emptyRecord()
 * //=> false
 */
export function _emptyRecord<T extends object>(): T {
  return new (EmptyRecord as unknown as new () => T)();
}

// Made by a call marked pure, so that a bundle that never makes an empty record drops it: an
// assignment to a function's prototype at the top of a module is a statement no bundler removes.
const EmptyRecord = /* @__PURE__ */ emptyRecordConstructor();

function emptyRecordConstructor(): object {
  function EmptyRecord(this: object) {}
  EmptyRecord.prototype = Object.freeze(Object.create(null));
  return EmptyRecord;
}
