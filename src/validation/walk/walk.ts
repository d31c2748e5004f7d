import { _segmentsOf } from '../../issues/issue.js';
import type { OwnFacts } from '../../rules/conditions.js';
import { LIMITS } from '../../rules/limits.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _isArray, UNREADABLE } from '../../shared/own.js';
import { _didYouMean } from '../did-you-mean.js';
import { _siblingFormatRefusal } from '../formats/sibling.js';
import { _join, _safeKey, type RawIssue } from '../raw-issue.js';
import { _copyFreeFormField } from './free-form.js';
import { type FieldPlan, FORBIDDEN, IGNORED, type ObjectPlan, TAKEN } from './plan.js';
import {
  _checkList,
  _checkObject,
  _checkPresent,
  _checkValue,
  _failValue,
  _fieldPath,
  _pathAt,
  _rangeIssue,
  _scalar,
  ARRAY,
  FREE_FORM,
  OBJECT,
  type ValueRun,
} from './value-checks.js';

/**
 * One walk of a request: what it found, in two lists. `refusals` are the fields the walk did not
 * take (unknown, forbidden, past a limit, bad metadata): they never stop a check. `issues` are the
 * values it took and found wrong: a check over a field waits until no issue lies at, inside or
 * around it. `untyped` counts the values of the wrong type (or missing): while it is 0, every value
 * has its type and the checks over the whole request run.
 */
export class Walk implements ValueRun {
  readonly refusals: RawIssue[] = [];
  readonly issues: RawIssue[] = [];
  /**
   * The fields of the copy normalization may rewrite, as the walk met them: an output object and
   * the plan of one of its fields, flat. Rewritten only once the request is known to be valid.
   */
  readonly rewrites: (Record<string, unknown> | FieldPlan)[] = [];
  /**
   * The copy of each field taken outside arrays, by its plan's slot: what the checks after the
   * walk read. It belongs to this run and goes with it.
   */
  readonly slots: unknown[];
  /**
   * A masked field's value without its masks, by slot, where the walk or a conditional format
   * removed them (its format applies): the checks and normalization read it, never unmask again.
   */
  readonly bare: (string | undefined)[] = [];
  untyped = 0;
  unknown = 0;
  /**
   * The index of each array entry being walked, outermost first: what fills the `*` of a table
   * pattern when an issue names a path. Paths are built only for an issue, never on the way.
   */
  readonly indexes: number[] = [];
  /** The plan of the request object. */
  readonly plan: ObjectPlan;
  /** The facts of the input. */
  readonly inputFacts: OwnFacts;
  /** What to do with each gated field, decided from the input's facts. */
  readonly gates: readonly number[];
  constructor(
    // Only what the walk reads of the compiled table and of the input's combination, so this module
    // does not import the compiler that imports it.
    /** The rules table compiled for validation (`CompiledRules`). */
    rules: { readonly plan: ObjectPlan; readonly slotCount: number },
    /** What depends on the input's facts alone (a `Combination`). */
    input: { readonly facts: OwnFacts; readonly gates: readonly number[] },
    /** The largest amount of centavos accepted: `LIMITS.amount.max` or the host's `maxAmount`. */
    readonly maxAmount: number = LIMITS.amount.max,
  ) {
    this.plan = rules.plan;
    this.inputFacts = input.facts;
    this.gates = input.gates;
    this.slots = new Array<unknown>(rules.slotCount);
  }
}

/**
 * Walks a request once, as the rules table says: own enumerable properties only, each value read
 * once (a throwing getter or Proxy reads as unreadable), unknown fields reported with a "did you
 * mean" hint, forbidden fields reported, ignored fields dropped, at most one element or character
 * past each limit; types, values, lengths, ranges and the unconditional formats checked. Returns
 * the copy the rest of validation reads: plain objects, keys in table order, text trimmed.
 *
 * @param input - the request, any value.
 * @param walk - the run, holding the facts of `input`.
 * @returns the copy.
 */
export function _walkRequest(input: unknown, walk: Walk): unknown {
  return walkObject(input, walk.plan, walk);
}

function walkObject(input: unknown, plan: ObjectPlan, walk: Walk): unknown {
  if (!_checkObject(input, plan.node.pattern, walk)) return _scalar(input);
  const fields = plan.fields;
  // The output lists its fields in table order, whatever the input's. An object outside arrays
  // finds each copy in the run's slots: its output is built from them at the end, in table order.
  // An array entry's is built as its keys come, and put in order at the end past a key out of order
  // (most requests list their fields in table order).
  const slotted = plan.slotted;
  let output: Record<string, unknown> = {};
  let last = -1;
  let ordered = true;
  // The fields taken, and those with an issue (a sibling-reading format waits for the fields it
  // reads), a bit per field index.
  let present = 0;
  let flagged = 0;
  const untypedBefore = walk.untyped;
  // Where the search for the next key's field starts: after the last one met.
  let cursor = 0;
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch {
    _failValue(walk, 'INVALID_TYPE', _pathAt(plan.node.pattern, walk));
    return UNREADABLE;
  }
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const field = fieldOf(plan, key, cursor);
    if (field === undefined) {
      unknownField(key, plan, walk);
      continue;
    }
    cursor = field.index + 1;
    let value: unknown;
    try {
      value = input[key];
    } catch {
      value = UNREADABLE;
    }
    if (value === undefined) continue;
    const gate = field.gate < 0 ? TAKEN : walk.gates[field.gate];
    if (gate === FORBIDDEN) {
      walk.refusals.push({
        key: _ruleMessage(field.rule, 'forbidden', walk.inputFacts, 'FORBIDDEN_FIELD'),
        path: _fieldPath(field, walk),
      });
      continue;
    }
    if (gate === IGNORED) continue;
    const issuesBefore = walk.issues.length;
    const copy = walkField(value, field, walk);
    const bit = 1 << field.index;
    if (walk.issues.length !== issuesBefore) flagged |= bit;
    if (copy === undefined) continue;
    present |= bit;
    if (slotted) walk.slots[field.slot] = copy;
    else {
      output[key] = copy;
      if (field.index < last) ordered = false;
      last = field.index;
    }
  }
  if (slotted) output = fromSlots(fields, present, walk.slots);
  else if (!ordered) output = inTableOrder(output, fields, present);
  if ((present & plan.requiredBits) !== plan.requiredBits) {
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index] as FieldPlan;
      if (!field.required || (present & (1 << index)) !== 0) continue;
      _checkPresent(field, walk);
      flagged |= 1 << index;
    }
  }
  const rewriting = plan.rewriting;
  for (let index = 0; index < rewriting.length; index++)
    walk.rewrites.push(output, rewriting[index] as FieldPlan);
  const sibling = plan.sibling;
  // A format that reads siblings runs once the fields it reads have their types and values.
  if (sibling !== undefined && (walk.untyped === untypedBefore || (flagged & plan.siblingWatch) === 0)) {
    const refusal = _siblingFormatRefusal(sibling.rule, sibling.key, output, walk.maxAmount);
    if (refusal !== undefined)
      walk.issues.push(_rangeIssue(refusal, _fieldPath(sibling, walk), walk.maxAmount));
  }
  return output;
}

// The field of a key: the table's keys and the input's are interned strings, compared by reference,
// and a request mostly lists its fields in table order, so the scan from the field after the last
// one met mostly stops at once; the lookup is for a key out of order or unknown.
function fieldOf(plan: ObjectPlan, key: string, cursor: number): FieldPlan | undefined {
  const fields = plan.fields;
  for (let index = cursor; index < fields.length; index++) {
    const field = fields[index] as FieldPlan;
    if (field.key === key) return field;
  }
  return plan.byKey.get(key);
}

// The output of an object outside arrays, from the slots of its fields present (a bit per field
// index), in table order.
function fromSlots(fields: readonly FieldPlan[], present: number, slots: unknown[]): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (let index = 0; index < fields.length; index++) {
    if ((present & (1 << index)) === 0) continue;
    const field = fields[index] as FieldPlan;
    output[field.key] = slots[field.slot];
  }
  return output;
}

// The output's fields again, in table order: the fields present, a bit per field index.
function inTableOrder(
  output: Record<string, unknown>,
  fields: readonly FieldPlan[],
  present: number,
): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (let index = 0; index < fields.length; index++) {
    if ((present & (1 << index)) === 0) continue;
    const key = (fields[index] as FieldPlan).key;
    ordered[key] = output[key];
  }
  return ordered;
}

function walkField(raw: unknown, field: FieldPlan, walk: Walk): unknown {
  switch (field.kind) {
    case OBJECT:
      return walkObject(raw, field.object as ObjectPlan, walk);
    case ARRAY:
      return walkArray(raw, field, walk);
    case FREE_FORM: {
      const path = _fieldPath(field, walk);
      const value = _copyFreeFormField(raw, path, walk.refusals);
      if (value !== undefined && (typeof value !== 'object' || value === null))
        _failValue(walk, 'INVALID_TYPE', path);
      return value;
    }
  }
  return _checkValue(raw, field, walk);
}

function walkArray(input: unknown, field: FieldPlan, walk: Walk): unknown {
  let length: unknown;
  try {
    length = _isArray(input) ? input.length : undefined;
  } catch {
    length = undefined;
  }
  const count = _checkList(length, field, walk, walk.refusals);
  // An array whose length cannot be read is unreadable, as any object where a value is expected.
  if (count < 0) return _scalar(input);
  const element = field.object as ObjectPlan;
  const untypedBefore = walk.untyped;
  const copy: unknown[] = [];
  const indexes = walk.indexes;
  const depth = indexes.length;
  for (let index = 0; index < count; index++) {
    indexes[depth] = index;
    copy.push(walkObject(entryAt(input as unknown[], index), element, walk));
  }
  if (count > 0) indexes.pop();
  if (walk.untyped === untypedBefore && copy.length < field.minLength)
    walk.issues.push({ key: 'REQUIRED.non_empty', path: _fieldPath(field, walk) });
  return copy;
}

// An own entry of an array (a hole reads as absent), never a throw.
function entryAt(input: unknown[], index: number): unknown {
  try {
    return Object.hasOwn(input, index) ? input[index] : undefined;
  } catch {
    return UNREADABLE;
  }
}

function unknownField(key: string, plan: ObjectPlan, walk: Walk): void {
  // Bounded: past LIMITS.unknownFields, one issue at the root says there are more, and the "did you
  // mean" search is not run again.
  if (walk.unknown++ >= LIMITS.unknownFields) {
    if (walk.unknown === LIMITS.unknownFields + 1)
      walk.refusals.push({ key: 'TOO_MANY.unknown_fields', path: '', params: { max: LIMITS.unknownFields } });
    return;
  }
  const shown = _safeKey(key);
  const path = _pathAt(plan.node.pattern, walk);
  const segments = _segmentsOf(path);
  segments.push(shown);
  const childPath = _join(path, shown);
  // Searched for every unknown key, never kept: the key is the caller's text (it may be a card
  // number), and no request data outlives its run.
  const suggestion = _didYouMean(key, plan.known);
  walk.refusals.push(
    suggestion === undefined
      ? { key: 'UNKNOWN_FIELD', path: childPath, segments }
      : { key: 'UNKNOWN_FIELD', path: childPath, segments, params: { suggestion } },
  );
}
