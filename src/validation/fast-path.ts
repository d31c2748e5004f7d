import type { Facts } from '../rules/conditions.js';
import { _readFacts } from '../rules/facts.js';
import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import type { FieldRule } from '../rules/fields.js';
import { LIMITS } from '../rules/limits.js';
import { _compileCondition, type Decide } from './decide.js';
import type { ValueFormat } from './formats/index.js';
import { _copyFreeFormField } from './guard.js';
import { _normalizeField, _rewritesItself } from './normalize.js';
import type { RawIssue } from './raw-issue.js';
import {
  _formatHolds,
  _formatWhenRefusal,
  _requiredWhenMet,
  _siblingFormatRefusal,
} from './schema/build-schema.js';

// The fast path of validation: the rules table compiled once, at first use, into closures that read
// a plainly-JSON request in one walk and build the schema's output for it (the object valibot would
// return: plain objects, keys in table order, strings trimmed). It answers only "valid, and here is
// the output" or "not sure": an issue, an unknown key, an object that is not a plain object or array,
// a value that throws. Then the caller runs the full path (guard, valibot schema), the engine of
// record for issues. Every rule is read from the table row and checked by the same predicates the
// schema runs (formats, masks, conditional requirements); no code is generated, so it stays
// CSP-safe. A differential property test holds the two paths equal on accept/refuse and output.

/** What a compiled reader answers when it is not sure: the full path decides. */
const DOUBT: unique symbol = Symbol('doubt');
type Read = (value: unknown, facts: Facts, rewrites: Rewrites) => unknown;

interface CompiledField {
  readonly key: string;
  readonly rule: FieldRule;
  /** The row rewrites its own value when normalized: the walk lists it for normalization. */
  readonly rewrites: boolean;
  readonly required: boolean;
  readonly allowed: Decide | undefined;
  readonly ignored: Decide | undefined;
  readonly read: Read;
}

interface CompiledObject {
  readonly indexOf: ReadonlyMap<string, number>;
  readonly fields: readonly CompiledField[];
  /**
   * The values of one walk of the object by field index, valid where `seen` holds that walk's
   * number: reused from walk to walk instead of an array per object read.
   */
  readonly values: unknown[];
  readonly seen: number[];
  /** Checks of formats that read sibling fields, on the object's output. */
  readonly siblings: readonly ((entry: Record<string, unknown>) => boolean)[];
}

interface Compiled {
  readonly root: CompiledObject;
  /** The root-level conditional checks (requirements and formats), on the output and its facts. */
  readonly conditional: readonly ((output: Record<string, unknown>, facts: Facts) => boolean)[];
}

let compiled: Compiled | undefined;
// A getter of the input may call validation again: the nested call takes the full path.
let busy = false;

/**
 * The schema's output for a request the fast path can vouch for, with the facts read from that
 * output; `undefined` when it cannot (the request may be invalid or unusual: the full path decides).
 *
 * @param input - the request, any value.
 * @param inputFacts - the facts of `input`, when the caller has read them already.
 * @returns the output and its facts, or `undefined`.
 */
export function _fastSchema(input: unknown, inputFacts: Facts = _readFacts(input)): FastSchema | undefined {
  if (busy) return undefined;
  busy = true;
  try {
    compiled ??= compile();
    if (enumerableOnObjectPrototype()) return undefined;
    const rewrites: Rewrites = [];
    const output = readObject(compiled.root, input, inputFacts, rewrites);
    if (output === DOUBT) return undefined;
    const facts = _readFacts(output);
    for (const check of compiled.conditional)
      if (!check(output as Record<string, unknown>, facts)) return undefined;
    return { output: output as Record<string, unknown>, facts, rewrites };
  } catch {
    return undefined;
  } finally {
    busy = false;
  }
}

/** What the fast path vouches for: the schema's output, its facts, and the fields to normalize. */
export interface FastSchema {
  readonly output: Record<string, unknown>;
  readonly facts: Facts;
  readonly rewrites: Rewrites;
}

/**
 * The fields of the output that normalization may rewrite, as the walk met them: pairs of an output
 * object and the compiled field, flat. Normalizing them is what `_normalize` does on that output.
 */
type Rewrites = (Record<string, unknown> | CompiledField)[];

/**
 * Normalizes the output the fast path vouched for, field by field as its walk listed them: the same
 * rewrite `_normalize` makes, without walking the output a second time.
 *
 * @param fast - the fast path's answer.
 * @returns nothing: `fast.output` is rewritten in place.
 */
export function _normalizeFast(fast: FastSchema): void {
  const { rewrites, facts } = fast;
  for (let index = 0; index < rewrites.length; index += 2) {
    const field = rewrites[index + 1] as CompiledField;
    _normalizeField(rewrites[index] as Record<string, unknown>, field.key, field.rule, facts);
  }
}

// A key another script added to Object.prototype would be listed by `for…in` as if it were sent.
function enumerableOnObjectPrototype(): boolean {
  for (const _key in Object.prototype) return true;
  return false;
}

// Each walk of an object takes a number of its own, which marks the values it found.
let walks = 0;

function compile(): Compiled {
  const tree = _fieldTree();
  return { root: compileObject(tree), conditional: compileConditional(tree) };
}

function compileObject(node: FieldNode): CompiledObject {
  const fields: CompiledField[] = [];
  const indexOf = new Map<string, number>();
  const siblings: ((entry: Record<string, unknown>) => boolean)[] = [];
  for (const [key, child] of node.children) {
    const rule = child.rule as FieldRule;
    indexOf.set(key, fields.length);
    fields.push({
      key,
      rule,
      rewrites: _rewritesItself(rule),
      required: rule.required === true,
      allowed: rule.allowed && _compileCondition(rule.allowed),
      ignored: rule.ignored && _compileCondition(rule.ignored),
      read: compileField(child),
    });
    if (rule.formatWith) siblings.push((entry) => _siblingFormatRefusal(rule, key, entry) === undefined);
  }
  // One bit per field marks the fields an output holds.
  if (fields.length > 31)
    throw new RangeError('charge-rules: an object of the rules table has more than 31 fields');
  return {
    indexOf,
    fields,
    siblings,
    values: fields.map(() => undefined),
    seen: fields.map(() => 0),
  };
}

function compileField(node: FieldNode): Read {
  const rule = node.rule as FieldRule;
  if (rule.freeForm) return readFreeForm(rule);
  switch (rule.type) {
    case 'object': {
      const object = compileObject(node);
      return (value, facts, rewrites) => readObject(object, value, facts, rewrites);
    }
    case 'array':
      return compileArray(node);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : DOUBT);
    case 'integer':
    case 'number':
      return compileNumber(rule);
    case 'string':
      return compileString(rule);
  }
}

// A record whose prototype is Object.prototype or null, own enumerable keys all known: the output
// takes the table's key order, as the schema's does.
function readObject(object: CompiledObject, value: unknown, facts: Facts, rewrites: Rewrites): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DOUBT;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return DOUBT;
  const { fields, indexOf, values, seen } = object;
  // Never 0, the mark of a slot no walk has filled.
  walks = walks === MAX_WALK ? 1 : walks + 1;
  const walk = walks;
  // for…in reads the input by its enum cache; it lists inherited keys too, which only
  // Object.prototype could hold, and `_fastSchema` gives up when it holds any.
  for (const key in value) {
    const index = indexOf.get(key);
    if (index === undefined) return DOUBT;
    values[index] = (value as Record<string, unknown>)[key];
    seen[index] = walk;
  }
  const output: Record<string, unknown> = {};
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as CompiledField;
    const entry = seen[index] === walk ? values[index] : undefined;
    // Not kept past the walk: the input's values are the caller's.
    values[index] = undefined;
    // The guard's order: a forbidden field is an issue, an ignored one is dropped before the schema.
    if (entry !== undefined && field.allowed?.(facts) === false) return DOUBT;
    if (entry === undefined || field.ignored?.(facts) === true) {
      if (field.required) return DOUBT;
      if (field.rewrites) rewrites.push(output, field);
      continue;
    }
    const read = field.read(entry, facts, rewrites);
    if (read === DOUBT) return DOUBT;
    output[field.key] = read;
    if (field.rewrites && typeof read === 'string') rewrites.push(output, field);
  }
  for (const check of object.siblings) if (!check(output)) return DOUBT;
  return output;
}

const MAX_WALK = 2 ** 30;

function compileArray(node: FieldNode): Read {
  const rule = node.rule as FieldRule;
  const element = node.children.get('*');
  const object = element && compileObject(element);
  const most = rule.maxLength ?? LIMITS.items;
  const fewest = rule.minLength ?? 0;
  return (value, facts, rewrites) => {
    if (object === undefined || !Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype)
      return DOUBT;
    const length = value.length;
    if (length > most || length < fewest) return DOUBT;
    const output: unknown[] = [];
    for (let index = 0; index < length; index++) {
      // A hole reads as a missing entry, never as a key inherited from Array.prototype.
      if (!Object.hasOwn(value, index)) return DOUBT;
      const entry = readObject(object, value[index], facts, rewrites);
      if (entry === DOUBT) return DOUBT;
      output.push(entry);
    }
    return output;
  };
}

function compileNumber(rule: FieldRule): Read {
  const integer = rule.type === 'integer';
  const min = rule.min ?? Number.NEGATIVE_INFINITY;
  const max = rule.max ?? Number.POSITIVE_INFINITY;
  return (value) =>
    typeof value === 'number' &&
    !Number.isNaN(value) &&
    (!integer || Number.isInteger(value)) &&
    value >= min &&
    value <= max
      ? value
      : DOUBT;
}

function compileString(rule: FieldRule): Read {
  const trim = rule.trim === true;
  const cut = rule.maxLength === undefined ? Number.POSITIVE_INFINITY : rule.maxLength + 1;
  const shorten = (value: string) => {
    // The guard's copy: trimmed, then at most one character past the limit.
    const text = trim ? value.trim() : value;
    return text.length > cut ? text.slice(0, cut) : text;
  };
  if (rule.values) {
    const values = rule.values;
    return (value) => {
      if (typeof value !== 'string') return DOUBT;
      const text = shorten(value);
      return values.includes(text) ? text : DOUBT;
    };
  }
  const blankIsMissing = rule.required === true;
  const longest = rule.maxLength ?? Number.POSITIVE_INFINITY;
  const format = rule.formatWhen || rule.formatWith ? undefined : rule.format;
  return (value) => {
    if (typeof value !== 'string') return DOUBT;
    const text = shorten(value);
    if (blankIsMissing && text.trim() === '') return DOUBT;
    if (text.length > longest) return DOUBT;
    if (format !== undefined && !_formatHolds(rule, format, text)) return DOUBT;
    return text;
  };
}

function readFreeForm(rule: FieldRule): Read {
  const segments = rule.path.split('.');
  return (value) => {
    const rawIssues: RawIssue[] = [];
    const copy = _copyFreeFormField(value, segments, rawIssues);
    return rawIssues.length === 0 && typeof copy === 'object' && copy !== null ? copy : DOUBT;
  };
}

// The schema's root-level checks, in the same shape: rows outside arrays with a conditional
// requirement or a conditional format.
function compileConditional(tree: FieldNode): ((output: Record<string, unknown>, facts: Facts) => boolean)[] {
  const checks: ((output: Record<string, unknown>, facts: Facts) => boolean)[] = [];
  const visit = (node: FieldNode) => {
    for (const child of node.children.values()) {
      const rule = child.rule as FieldRule;
      if (rule.path.includes('*')) continue;
      const segments = rule.path.split('.');
      const required = rule.required;
      if (required !== undefined && required !== true) {
        checks.push((output, facts) => _requiredWhenMet(segments, required, output, facts));
      }
      const { format, formatWhen } = rule;
      if (format && formatWhen) {
        checks.push(
          (output, facts) =>
            _formatWhenRefusal(rule, segments, format as ValueFormat, formatWhen, output, facts) ===
            undefined,
        );
      }
      if (rule.type === 'object' && !rule.freeForm) visit(child);
    }
  };
  visit(tree);
  return checks;
}
