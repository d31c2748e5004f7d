// Shared by the security suites: hostile values, a deep snapshot that never runs foreign code, the
// documented result shapes of every export, and the fast-check settings of the fuzz suites (the seed
// is the global one: FC_SEED, see docs/testing.md).
import { types } from 'node:util';
import fc from 'fast-check';
import { ISSUE_CODES } from '../../src/issues/codes.js';

/** Runs and replay path of the fuzz suites: `FUZZ_RUNS` and `FUZZ_PATH` override them. */
/** Runs per property: a quick size by default, so `npm test` stays fast. */
export const FUZZ_RUNS = _envInteger('FUZZ_RUNS', 200);
const FUZZ_PATH = process.env.FUZZ_PATH;

/** Cases run so far by the properties that use {@link fuzzParameters}, for the closing count. */
export const fuzzCases = { total: 0 };

/**
 * fast-check parameters for a property: FUZZ_RUNS cases (times `scale`), replayable. The
 * reporter counts the cases run, then fails exactly as fast-check's own would.
 */
export function fuzzParameters(scale = 1): fc.Parameters<unknown> {
  return {
    numRuns: Math.max(1, Math.round(FUZZ_RUNS * scale)),
    ...(FUZZ_PATH === undefined ? {} : { path: FUZZ_PATH }),
    reporter: (details) => {
      fuzzCases.total += details.numRuns;
      if (details.failed) throw new Error(fc.defaultReportMessage(details));
    },
  };
}

/** Enough time for the long mode (`FUZZ_RUNS=20000`) of one property. */
export const FUZZ_TIMEOUT = 15_000 + FUZZ_RUNS * 12;

function _envInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${text}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Hostile values. Each is built fresh per case: a revoked Proxy or a getter must not be shared.

const boom = () => {
  throw new Error('hostile');
};

const ALL_TRAPS_THROW: ProxyHandler<object> = {
  get: boom,
  set: boom,
  has: boom,
  ownKeys: boom,
  getOwnPropertyDescriptor: boom,
  getPrototypeOf: boom,
  setPrototypeOf: boom,
  defineProperty: boom,
  deleteProperty: boom,
  isExtensible: boom,
  preventExtensions: boom,
  apply: boom,
  construct: boom,
};

function _sparse(): unknown[] {
  const array: unknown[] = [];
  array[5] = 'x';
  array.length = 10;
  return array;
}

function _huge(): unknown[] {
  const array: unknown[] = [];
  array.length = 2 ** 32 - 1;
  return array;
}

function _revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

function _withThrowingGetter(): object {
  const value = { name: 'x' };
  Object.defineProperty(value, 'amount', { enumerable: true, get: boom });
  return value;
}

function _arrayWithThrowingIndex(): unknown[] {
  const array: unknown[] = [1, 2, 3];
  Object.defineProperty(array, 1, { enumerable: true, get: boom });
  return array;
}

function _protoKey(): object {
  return JSON.parse(
    '{"__proto__":{"amount":1,"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  );
}

/** Factories of values that break naive code: accessors, Proxies, odd numbers and strings, symbols. */
export const HOSTILE_FACTORIES: readonly (() => unknown)[] = [
  () => new Proxy({}, ALL_TRAPS_THROW),
  () => new Proxy([], ALL_TRAPS_THROW),
  () => _revoked({}),
  () => _revoked([]),
  _withThrowingGetter,
  _arrayWithThrowingIndex,
  () => Object.freeze({ amount: 1, nested: Object.freeze({ a: 1 }) }),
  () => Object.freeze([1, 2]),
  () => Object.seal({ currency: 'BRL' }),
  _protoKey,
  () => Object.create(null),
  () => Object.assign(Object.create(null), { amount: 100, currency: 'BRL' }),
  () => Object.create({ amount: 100, payment_method: 'pix' }),
  _sparse,
  _huge,
  () => -0,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => Number.NEGATIVE_INFINITY,
  () => 2 ** 53,
  () => 2 ** 53 + 2,
  () => -(2 ** 53),
  () => Number.MAX_VALUE,
  () => Number.MIN_VALUE,
  () => 1e21,
  () => 0.1 + 0.2,
  () => '\ud800',
  () => '\udfff',
  () => 'a\ud800b',
  () => '\u0000',
  () => '\u202e',
  () => '',
  () => ' ',
  () => 'x'.repeat(10_000),
  () => 12345678901234567890n,
  () => -1n,
  () => Symbol('hostile'),
  () => Symbol.iterator,
  () => () => 'function',
  () => class Hostile {},
  () => new Date(Number.NaN),
  () => new Date(8.64e15),
  () => /a+$/,
  () => new Error('x'),
  () => new Map([['amount', 1]]),
  () => new Set(['pix']),
  () => new WeakMap(),
  () => new Uint8Array([1, 2, 3]),
  () => new ArrayBuffer(8),
  () => new String('4111111111111111'),
  () => new Number(100),
  () => new Boolean(false),
  () => Promise.resolve(1),
  () => globalThis,
  () => Object.prototype,
  () => Array.prototype,
  // Proxies of functions last, so a property can leave them out (hostileValueOf(false)).
  () => new Proxy(() => 0, ALL_TRAPS_THROW),
  () => _revoked(() => 0),
];

/** How many factories come before the Proxies of functions. */
const FUNCTION_PROXIES = 2;

/**
 * A hostile value to build: fast-check inspects every generated value (`cloneMethod in value`), which a
 * revoked Proxy or a throwing trap would not survive, so arbitraries generate plans and the property
 * builds the values with {@link materialize}, fresh for every run.
 */
export class HostilePlan {
  constructor(readonly index: number) {}
  [fc.toStringMethod](): string {
    return `hostile(${String(HOSTILE_FACTORIES[this.index]).replace(/\s+/g, ' ').slice(0, 60)})`;
  }
}

/** An object to build from entries, then maybe freeze, strip of its prototype or wrap in a Proxy. */
export class ObjectPlan {
  constructor(
    readonly entries: readonly (readonly [string, unknown])[],
    readonly wrap: number,
  ) {}
  [fc.toStringMethod](): string {
    const wraps = ['', 'null-prototype ', 'frozen ', 'proxied ', '', ''];
    return `${wraps[this.wrap] ?? ''}{${this.entries.map(([k, v]) => `${JSON.stringify(k)}: ${fc.stringify(v)}`).join(', ')}}`;
  }
}

/** One hostile value, as a plan; `withFunctionProxies: false` leaves the Proxies of functions out. */
export function hostileValueOf(withFunctionProxies: boolean): fc.Arbitrary<unknown> {
  const last = HOSTILE_FACTORIES.length - 1 - (withFunctionProxies ? 0 : FUNCTION_PROXIES);
  return fc.integer({ min: 0, max: last }).map((index) => new HostilePlan(index));
}

/** A Proxy of a function (revoked, or with throwing traps), as a plan. */
export const functionProxy: fc.Arbitrary<unknown> = fc
  .integer({ min: HOSTILE_FACTORIES.length - FUNCTION_PROXIES, max: HOSTILE_FACTORIES.length - 1 })
  .map((index) => new HostilePlan(index));

/** One hostile value, as a plan. */
export const hostileValue: fc.Arbitrary<unknown> = hostileValueOf(true);

/** Keys a charge request has, keys that pollute, and a few made-up ones. */
export const KEY_NAMES = [
  'amount',
  'currency',
  'product_type',
  'customer',
  'items',
  'payment_method',
  'payment_details',
  'card_flow',
  'billing_address',
  'shipping_address',
  'metadata',
  'split',
  'number',
  'cvv',
  'token',
  'name',
  'email',
  'tax_id',
  'type',
  'country',
  'state',
  'zip_code',
  'installments',
  'recipient_id',
  'recipient_type',
  'cross_company',
  'methods',
  'ok',
  'error',
  'issues',
  'code',
  'message',
  'status',
  'shares',
  'supportsSubaccounts',
  'hasActiveSubaccount',
  'rate',
  'fixed',
  'rounding',
  'locale',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'length',
  '0',
  '',
  'zipCode',
] as const;

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEY_NAMES) },
  { weight: 1, arbitrary: fc.string() },
);

/**
 * Builds the values a plan describes, fresh: hostile leaves from their factories, objects with own
 * data properties only (`__proto__` included, which a literal or an assignment would turn into the
 * prototype). Plain objects and arrays are walked, and rebuilt only when a plan sits inside them, so
 * the odd values of `fc.anything` (sparse arrays, null prototypes) reach the code untouched.
 */
export function materialize(value: unknown): unknown {
  if (value instanceof HostilePlan) return (HOSTILE_FACTORIES[value.index] as () => unknown)();
  if (value instanceof ObjectPlan) {
    const target: Record<string, unknown> = value.wrap === 1 ? Object.create(null) : {};
    for (const [name, entry] of value.entries) {
      Object.defineProperty(target, name, {
        value: materialize(entry),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    if (value.wrap === 2) return Object.freeze(target);
    if (value.wrap === 3) return new Proxy(target, {});
    return target;
  }
  if (Array.isArray(value)) {
    if (!_holdsPlan(value)) return value;
    return value.map((entry) => materialize(entry));
  }
  if (_isPlainObject(value) && _holdsPlan(value)) {
    const copy: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
    for (const name of Object.keys(value)) {
      Object.defineProperty(copy, name, {
        value: materialize((value as Record<string, unknown>)[name]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}

function _isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function _holdsPlan(value: unknown, depth = 0): boolean {
  if (value instanceof HostilePlan || value instanceof ObjectPlan) return true;
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && !_isPlainObject(value)) return false;
  for (const name of Object.keys(value)) {
    if (_holdsPlan((value as Record<string, unknown>)[name], depth + 1)) return true;
  }
  return false;
}

/** Plans of arbitrary JS values with hostile leaves, hostile keys and odd containers at every depth. */
function _hostileTreeOf(leaf: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.jsonValue({ maxDepth: 1 }),
      leaf,
      fc
        .tuple(fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }), fc.nat(5))
        .map(([entries, wrap]) => new ObjectPlan(entries, wrap)),
      fc.array(tie('tree'), { maxLength: 5 }),
    ),
  })).tree;
}

function _anyInputOf(tree: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    fc.anything({
      withBoxedValues: true,
      withNullPrototype: true,
      withSparseArray: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
      withTypedArray: true,
      withObjectString: true,
    }),
    tree,
  );
}

/** Plans of arbitrary JS values with hostile leaves, hostile keys and odd containers at every depth. */
export const hostileTree: fc.Arbitrary<unknown> = _hostileTreeOf(hostileValue);

/** Plans of arbitrary JSON, arbitrary JS values and hostile trees, in one arbitrary: build with {@link materialize}. */
export const anyInput: fc.Arbitrary<unknown> = _anyInputOf(hostileTree);

/** {@link hostileTree} without Proxies of functions (see HOSTILE_FACTORIES). */
export const hostileTreeWithoutFunctionProxies: fc.Arbitrary<unknown> = _hostileTreeOf(hostileValueOf(false));

/** {@link anyInput} without Proxies of functions (see HOSTILE_FACTORIES). */
export const anyInputWithoutFunctionProxies: fc.Arbitrary<unknown> = _anyInputOf(
  hostileTreeWithoutFunctionProxies,
);

// ---------------------------------------------------------------------------------------------
// Snapshots: what an input looks like, read without running its getters or Proxy traps.

// Shared objects of the realm, recorded by identity: walking them would walk the whole runtime (the
// pollution check covers the prototypes).
const INTRINSICS: ReadonlySet<unknown> = new Set([
  globalThis,
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
]);

/** A structural description of a value, compared with {@link sameSnapshot}. */
export type Snapshot = unknown;

/**
 * Describes `value` deeply: primitives as they are, objects by prototype, extensibility, own keys
 * and property descriptors (accessors by identity, never called), Map/Set entries, Date time and
 * typed-array bytes. Proxies are recorded by identity only: inspecting them would run their traps.
 */
export function snapshot(value: unknown, seen = new Map<object, number>()): Snapshot {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
    return { primitive: value };
  if (types.isProxy(value) || INTRINSICS.has(value)) return { identity: value };
  const known = seen.get(value);
  if (known !== undefined) return { cycle: known };
  seen.set(value, seen.size);
  const properties: unknown[] = [];
  for (const name of Reflect.ownKeys(value)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(value, name) as PropertyDescriptor;
    properties.push([
      name,
      descriptor.enumerable,
      descriptor.configurable,
      descriptor.writable,
      'value' in descriptor ? snapshot(descriptor.value, seen) : { get: descriptor.get, set: descriptor.set },
    ]);
  }
  const extra: unknown[] = [];
  if (types.isMap(value))
    for (const [k, v] of Map.prototype.entries.call(value)) extra.push(k, snapshot(v, seen));
  if (types.isSet(value)) for (const v of Set.prototype.values.call(value)) extra.push(v);
  if (types.isDate(value)) extra.push(Date.prototype.getTime.call(value));
  if (types.isTypedArray(value)) extra.push([...new Uint8Array(value.buffer)]);
  if (types.isBoxedPrimitive(value)) extra.push((value as { valueOf(): unknown }).valueOf());
  return {
    prototype: Reflect.getPrototypeOf(value),
    extensible: Reflect.isExtensible(value),
    properties,
    extra,
  };
}

/** Structural equality of two snapshots; primitives by `Object.is` (so -0 and NaN count). */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Reflect.ownKeys(a);
  const keysB = Reflect.ownKeys(b);
  if (keysA.length !== keysB.length) return false;
  for (const name of keysA) {
    if (!keysB.includes(name)) return false;
    if (!sameSnapshot((a as Record<PropertyKey, unknown>)[name], (b as Record<PropertyKey, unknown>)[name]))
      return false;
  }
  return true;
}

/** The own keys of the built-in prototypes, to tell whether a call polluted one of them. */
export function builtInKeys(): string[] {
  const describe = (name: string, target: object) =>
    Reflect.ownKeys(target).map((key) => `${name}.${String(key)}`);
  return [
    ...describe('Object.prototype', Object.prototype),
    ...describe('Array.prototype', Array.prototype),
    ...describe('Function.prototype', Function.prototype),
    ...describe('String.prototype', String.prototype),
  ].sort();
}

// ---------------------------------------------------------------------------------------------
// Documented result shapes.

const CODES: ReadonlySet<string> = new Set(ISSUE_CODES);

/** Why `value` is not a well-formed Issue, or undefined when it is one. */
export function issueProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const keys = Object.keys(value).sort().join(',');
  if (keys !== 'code,hint,message,params,path,pointer') return `keys ${keys}`;
  const { code, path, pointer, message, hint, params } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !CODES.has(code)) return `code ${String(code)}`;
  if (typeof path !== 'string') return 'path not a string';
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/')))
    return 'pointer not a JSON Pointer';
  if (typeof params !== 'object' || params === null) return 'params not an object';
  if (typeof message !== 'string' || message === '') return 'message not a non-empty string';
  // A placeholder the catalogue left unfilled. The path is the caller's own text (an
  // unknown key may well be "{field}"), so it is taken out first.
  if (/\{[a-z]+\}/.test(path === '' ? message : message.split(path).join('')))
    return 'placeholder left in message';
  if (typeof hint !== 'string' || hint === '') return 'hint not a non-empty string';
  if (/\{[a-z]+\}/.test(path === '' ? hint : hint.split(path).join(''))) return 'placeholder left in hint';
  return undefined;
}

/** Throws unless every entry is a well-formed Issue and there is at least one. */
export function assertIssues(issues: unknown, where: string): void {
  if (!Array.isArray(issues) || issues.length === 0)
    throw new Error(`${where}: issues must be a non-empty array`);
  for (const issue of issues) {
    const problem = issueProblem(issue);
    if (problem !== undefined) throw new Error(`${where}: malformed issue (${problem}): ${_show(issue)}`);
  }
}

/** Throws with `message` unless `condition` holds: shape checks read better than nested expects. */
export function check(condition: boolean, message: string, value?: unknown): asserts condition {
  if (!condition) throw new Error(value === undefined ? message : `${message}: ${_show(value)}`);
}

function _show(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 500) ?? String(value)
    );
  } catch {
    return '[unprintable]';
  }
}

/** Every string inside a result, keys included, so a search finds a leaked secret wherever it sits. */
export function stringsOf(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 64) return into;
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number' || typeof value === 'bigint') into.push(String(value));
  else if (typeof value === 'object' && value !== null && !types.isProxy(value)) {
    for (const name of Reflect.ownKeys(value)) {
      if (typeof name === 'string') into.push(name);
      const descriptor = Reflect.getOwnPropertyDescriptor(value, name);
      if (descriptor && 'value' in descriptor) stringsOf(descriptor.value, into, depth + 1);
    }
  }
  return into;
}

// ---------------------------------------------------------------------------------------------
// Secrets planted in inputs: distinctive, so finding one in an output is never a coincidence.

export { pan, withLuhnDigit } from '../support/card-numbers.js';

/** A secret API key as a platform prints it. */
export const secretKey: fc.Arbitrary<string> = fc
  .stringMatching(/^[A-Za-z0-9]{24}$/)
  .map((body) => `sk_live_${body}`);

/** A card token, long enough that only its last 4 characters may be shown. */
export const cardToken: fc.Arbitrary<string> = fc
  .stringMatching(/^[A-Za-z0-9]{20}$/)
  .map((body) => `tok_${body}`);

/** Runs `act` with `key` set on Object.prototype (enumerable, as a polluting merge leaves it). */
export function withInherited<T>(key: string, value: unknown, act: () => T): T {
  Object.defineProperty(Object.prototype, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  try {
    return act();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}
