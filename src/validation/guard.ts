import { _segmentsOf } from '../issues/issue.js';
import type { OwnFacts } from '../rules/conditions.js';
import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { FieldRule } from '../rules/fields.js';
import { LIMITS } from '../rules/limits.js';
import { _ruleMessage } from '../rules/rule-message.js';
import { _emptyRecord, _isArray, _isRecord, _own, UNREADABLE } from '../shared/own.js';
import { _compileCondition, type Decide } from './decide.js';
import { _didYouMean } from './did-you-mean.js';
import { _join, _safeKey, type RawIssue } from './raw-issue.js';

/** What the guard hands to the schema: a plain copy of the input, and what it already found wrong. */
export interface Guarded {
  readonly value: unknown;
  readonly rawIssues: RawIssue[];
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// Copies are lookup records (`_emptyRecord`): `key in copy` never sees what other code added to
// Object.prototype, and unlike Object.create(null) (dictionary mode in V8) they keep fast properties.
const safeRecord = () => _emptyRecord<Record<string, unknown>>();

/**
 * Copies an untrusted input into plain data the schema can read safely, driven by the rules table:
 * own enumerable properties only (never inherited ones), at most one element or character past
 * each limit (so a 10^6-element array or a 10 MB string costs no more than a small one), unknown
 * fields reported with a "did you mean" hint, forbidden fields reported, ignored fields dropped.
 * Objects are copied without a prototype, so `key in value` inside the schema never sees keys that
 * other code added to Object.prototype.
 */
export function _guard(input: unknown, facts: OwnFacts): Guarded {
  const rawIssues: RawIssue[] = [];
  unknown.count = 0;
  return { value: copyObject(input, _fieldTree(), '', facts, rawIssues), rawIssues };
}

// Unknown fields counted across the whole request (reset by each _guard call; the guard is
// synchronous, so one counter serves every call).
const unknown = { count: 0 };

function copyObject(
  input: unknown,
  node: FieldNode,
  path: string,
  facts: OwnFacts,
  rawIssues: RawIssue[],
): unknown {
  if (!_isRecord(input)) return copyScalar(input);
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch {
    return UNREADABLE;
  }
  const copy = safeRecord();
  const stepsHere = stepsOf(node);
  for (const key of keys) {
    const step = stepsHere.get(key);
    if (step === undefined) {
      // Bounded: past LIMITS.unknownFields, one issue at the root says there are more, and the
      // "did you mean" search is not run again.
      if (unknown.count++ >= LIMITS.unknownFields) {
        if (unknown.count === LIMITS.unknownFields + 1) {
          rawIssues.push({ key: 'TOO_MANY.unknown_fields', path: '', params: { max: LIMITS.unknownFields } });
        }
        continue;
      }
      const segments = [..._segmentsOf(path), _safeKey(key)];
      const childPath = segments.join('.');
      const hint = hintFor(key, node);
      rawIssues.push(
        hint === undefined
          ? { key: 'UNKNOWN_FIELD', path: childPath, segments }
          : { key: 'UNKNOWN_FIELD.hint', path: childPath, segments, params: { hint } },
      );
      continue;
    }
    const value = readField(input, key);
    if (value === undefined) continue;
    if (step.allowed !== undefined && step.allowed(facts) === false) {
      const childPath = _join(path, key);
      rawIssues.push({
        key: _ruleMessage(step.rule, 'forbidden', facts, 'FORBIDDEN_FIELD'),
        path: childPath,
      });
      continue;
    }
    if (step.ignored !== undefined && step.ignored(facts) === true) continue;
    // Paths are built only where a nested issue may need one: a string per field was a good part
    // of the guard's cost.
    if (step.kind === FREE_FORM)
      copy[key] = _copyFreeFormField(value, [..._segmentsOf(path), key], rawIssues);
    else if (step.kind === OBJECT)
      copy[key] = copyObject(value, step.node, _join(path, key), facts, rawIssues);
    else if (step.kind === ARRAY) copy[key] = copyArray(value, step.node, _join(path, key), facts, rawIssues);
    else if (typeof value === 'string') {
      // Text a person types loses its surrounding whitespace before any check; then one character
      // past the limit is enough for the schema to report TOO_LONG.
      const text = step.trim ? value.trim() : value;
      copy[key] = text.length > step.cut ? text.slice(0, step.cut) : text;
    } else copy[key] = copyScalar(value);
  }
  return copy;
}

// What the copy reads of each row, in one shape: the rows have as many shapes as they have columns
// set, so reading them field by field is a megamorphic load each: a step of one shape is read cheaply.
interface Step {
  readonly node: FieldNode;
  readonly rule: FieldRule;
  readonly allowed: Decide | undefined;
  readonly ignored: Decide | undefined;
  readonly kind: number;
  readonly trim: boolean;
  /** Text longer than this is cut to it: one character past the row's limit. */
  readonly cut: number;
}
const FREE_FORM = 0;
const OBJECT = 1;
const ARRAY = 2;
const VALUE = 3;

// The steps of each node's children, by key, made once per node.
const steps = new Map<FieldNode, ReadonlyMap<string, Step>>();
function stepsOf(node: FieldNode): ReadonlyMap<string, Step> {
  let known = steps.get(node);
  if (known === undefined) {
    const made = new Map<string, Step>();
    for (const [key, child] of node.children) {
      const { rule } = child;
      if (rule === undefined) continue;
      made.set(key, {
        node: child,
        rule,
        allowed: rule.allowed ? _compileCondition(rule.allowed) : undefined,
        ignored: rule.ignored ? _compileCondition(rule.ignored) : undefined,
        kind: rule.freeForm
          ? FREE_FORM
          : rule.type === 'object'
            ? OBJECT
            : rule.type === 'array'
              ? ARRAY
              : VALUE,
        trim: rule.trim === true,
        cut: rule.maxLength === undefined ? Number.POSITIVE_INFINITY : rule.maxLength + 1,
      });
    }
    known = made;
    steps.set(node, known);
  }
  return known;
}

// The "did you mean" answer for a key at a node depends on the two alone: the same mistake in every
// request is searched once. The keys are the caller's text, so each node keeps a bounded number.
const HINTS_KEPT = 256;
const hints = new Map<FieldNode, Map<string, string | undefined>>();
function hintFor(key: string, node: FieldNode): string | undefined {
  let known = hints.get(node);
  if (known === undefined) {
    known = new Map();
    hints.set(node, known);
  }
  if (known.has(key)) return known.get(key);
  if (known.size >= HINTS_KEPT) known.clear();
  const hint = _didYouMean(key, node.children.keys());
  known.set(key, hint);
  return hint;
}

// `key` comes from Object.keys, so it is an own property: only a throwing getter can go wrong.
function readField(input: Record<string, unknown>, key: string): unknown {
  try {
    return input[key];
  } catch {
    return UNREADABLE;
  }
}

function copyArray(
  input: unknown,
  node: FieldNode,
  path: string,
  facts: OwnFacts,
  rawIssues: RawIssue[],
): unknown {
  if (!_isArray(input)) return copyScalar(input);
  const element = node.children.get('*');
  const limit = node.rule?.maxLength ?? LIMITS.items;
  try {
    // TOO_MANY is reported here, not by the schema: valibot skips an array's length check once one
    // of its entries has the wrong type, and a request must get all of its issues.
    if (input.length > limit) rawIssues.push({ key: 'TOO_MANY', path });
    const length = Math.min(input.length, limit);
    const copy: unknown[] = [];
    for (let index = 0; index < length; index++) {
      const value = _own(input, String(index));
      copy.push(
        element ? copyObject(value, element, _join(path, index), facts, rawIssues) : copyScalar(value),
      );
    }
    return copy;
  } catch {
    return UNREADABLE;
  }
}

// Anything else is passed as is when it is a primitive, and as unreadable when it is an object the
// table does not expect (a Date, a function): the schema then reports the wrong type.
function copyScalar(value: unknown): unknown {
  return (typeof value === 'object' && value !== null) || typeof value === 'function' ? UNREADABLE : value;
}

// A JSON object or array: a Date, a Map or a class instance is not data a charge can carry.
function isPlainData(value: unknown): value is object {
  try {
    const tag = Object.prototype.toString.call(value);
    return tag === '[object Object]' || tag === '[object Array]';
  } catch {
    return false;
  }
}

/**
 * Copies the value of a free-form field (metadata): a JSON object, bounded as {@link LIMITS}
 * says, its issues pushed onto `issues`; anything else reads as a wrong type.
 */
export function _copyFreeFormField(
  value: unknown,
  segments: readonly (string | number)[],
  rawIssues: RawIssue[],
): unknown {
  return isPlainData(value) && !_isArray(value)
    ? copyFreeForm(value, segments, 1, { entries: 0 }, rawIssues)
    : copyScalar(value);
}

// Where a value of a free-form field lies: the field's own segments, or a key under a parent place.
// The segments are built only for an issue (masking a key the caller wrote costs a scan of it): a
// valid request's metadata builds none.
type Place =
  | readonly (string | number)[]
  | { readonly up: Place; readonly key: string; readonly index: boolean };

function segmentsAt(place: Place): (string | number)[] {
  if (Array.isArray(place)) return [...place];
  const { up, key, index } = place as Exclude<Place, readonly (string | number)[]>;
  const segments = segmentsAt(up);
  segments.push(index ? Number(key) : _safeKey(key));
  return segments;
}

function issueAt(place: Place): { path: string; segments: (string | number)[] } {
  const segments = segmentsAt(place);
  return { path: segments.join('.'), segments };
}

// metadata: JSON values only, bounded in entries, depth, key and string length (LIMITS.metadata).
function copyFreeForm(
  value: unknown,
  place: Place,
  depth: number,
  count: { entries: number },
  rawIssues: RawIssue[],
): unknown {
  const limits = LIMITS.metadata;
  const at = () => issueAt(place);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
  } else if (typeof value === 'string') {
    if (value.length <= limits.stringLength) return value;
    rawIssues.push({ key: 'TOO_LONG', ...at(), params: { max: limits.stringLength } });
    return undefined;
  } else if (isPlainData(value)) {
    if (depth > limits.depth) {
      rawIssues.push({ key: 'TOO_MANY.metadata_depth', ...at(), params: { max: limits.depth } });
      return undefined;
    }
    return copyFreeFormContainer(value, place, depth, count, rawIssues);
  }
  rawIssues.push({ key: 'INVALID_VALUE.metadata_value', ...at(), params: { max: limits.stringLength } });
  return undefined;
}

// At most `limit` own enumerable keys, without listing them all first (Object.keys of 10^5 keys
// costs what 10^5 keys cost; a for…in stops at the limit).
function firstOwnKeys(value: object, limit: number): string[] {
  const keys: string[] = [];
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    keys.push(key);
    if (keys.length >= limit) break;
  }
  return keys;
}

function copyFreeFormContainer(
  value: object,
  place: Place,
  depth: number,
  count: { entries: number },
  rawIssues: RawIssue[],
): unknown {
  const limits = LIMITS.metadata;
  const at = () => issueAt(place);
  const array = _isArray(value);
  let keys: string[];
  try {
    keys = array
      ? Array.from({ length: Math.min(value.length, limits.entries + 1) }, (_, i) => String(i))
      : firstOwnKeys(value, limits.entries + 1);
  } catch {
    rawIssues.push({ key: 'INVALID_VALUE.metadata_value', ...at(), params: { max: limits.stringLength } });
    return undefined;
  }
  const copy: Record<string, unknown> | unknown[] = array ? [] : {};
  for (const key of keys) {
    // Counted across every level; reported once, then every level stops copying.
    count.entries++;
    if (count.entries > limits.entries) {
      if (count.entries === limits.entries + 1) {
        rawIssues.push({
          key: 'TOO_MANY.metadata_entries',
          path: 'metadata',
          params: { max: limits.entries },
        });
      }
      return undefined;
    }
    if (key.length > limits.keyLength) {
      rawIssues.push({ key: 'TOO_LONG.metadata_key', ...at(), params: { max: limits.keyLength } });
      continue;
    }
    if (RESERVED_KEYS.has(key)) {
      rawIssues.push({ key: 'INVALID_VALUE.metadata_key', ...issueAt({ up: place, key, index: false }) });
      continue;
    }
    const child = copyFreeForm(
      _own(value, key),
      { up: place, key, index: array },
      depth + 1,
      count,
      rawIssues,
    );
    (copy as Record<string, unknown>)[key] = child;
  }
  return copy;
}
