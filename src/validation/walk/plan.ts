import type { OwnFacts } from '../../rules/conditions.js';
import type { FieldNode } from '../../rules/field-tree.js';
import type { FieldRule } from '../../rules/fields.js';
import { _compileCondition, type Decide } from '../decide.js';
import { _knownKeys, type KnownKeys } from '../did-you-mean.js';
import { _unmask } from '../formats/masks.js';
import { _formatRefusalOf } from '../formats/refusal.js';
import { _normalizingRow, _rewritesItself, type NormalizingRow } from '../normalize.js';
import { _checksFormat, _rowKind, ARRAY, OBJECT, RowPlan } from './value-checks.js';

// The rules table compiled into one plan per object of the request: closures
// and plain numbers the walk reads, never code generated or evaluated (the library stays CSP-safe).

/**
 * One field of an object, as the walk reads it: its row's value checks and what the walk needs
 * besides, in one shape (the rows have as many shapes as they have columns set; a plan of one shape
 * keeps the walk's reads monomorphic).
 */
export class FieldPlan extends RowPlan {
  /** Fewest array entries. */
  declare readonly minLength: number;
  /** Normalization may rewrite the field (a default, masks, upper case). */
  declare readonly rewrites: boolean;
  /** The row with the conditions normalization reads compiled. */
  declare readonly normalizing: NormalizingRow;

  /**
   * @param key - the field's key in its object.
   * @param index - its index among its object's fields, in table order.
   * @param row - its row's value checks, as {@link RowPlan} takes them.
   * @param allowed - the row's `allowed` condition compiled.
   * @param ignored - the row's `ignored` condition compiled.
   * @param object - an object's plan; an array's, the plan of its entries.
   * @param gate - its place in the answers of {@link _decideGates}, or -1 without `allowed` or
   *   `ignored`.
   */
  constructor(
    readonly key: string,
    readonly index: number,
    row: ConstructorParameters<typeof RowPlan>,
    readonly allowed: Decide | undefined,
    readonly ignored: Decide | undefined,
    readonly object: ObjectPlan | undefined,
    readonly gate: number,
  ) {
    super(...row);
    const rule = row[0];
    this.minLength = rule.minLength ?? 0;
    this.rewrites = this.kind !== OBJECT && this.kind !== ARRAY && _rewritesItself(rule);
    this.normalizing = _normalizingRow(rule);
  }
}

/** One object of the request: its fields in table order, by key, and a sibling-reading format. */
export interface ObjectPlan {
  readonly node: FieldNode;
  readonly fields: readonly FieldPlan[];
  readonly byKey: ReadonlyMap<string, FieldPlan>;
  /** The field whose format reads its siblings (a split share's amount), if any. */
  readonly sibling: FieldPlan | undefined;
  /** The fields that check reads, as a bit per field index. */
  readonly siblingWatch: number;
  /** The fields required whenever the object is sent, a bit per field index. */
  readonly requiredBits: number;
  /** The fields normalization may rewrite. */
  readonly rewriting: readonly FieldPlan[];
  /** Every field has a slot (the object lies outside arrays): the walk builds its output from them. */
  readonly slotted: boolean;
  /** Its keys, ready for the "did you mean" search of an unknown key. */
  readonly known: KnownKeys;
}

/** What the walk does with a sent field that has `allowed` or `ignored`. */
export const TAKEN = 0;
export const FORBIDDEN = 1;
export const IGNORED = 2;

/** A field with `allowed` or `ignored`, at its gate's place. */
export interface Gate {
  readonly allowed: Decide | undefined;
  readonly ignored: Decide | undefined;
}

/** The table compiled for the walk: the request's plan, the slot of each row, the gated fields. */
export interface CompiledPlan {
  readonly root: ObjectPlan;
  /**
   * The slot of each row outside arrays (its dotted path, without `*`), numbered as the plan is
   * compiled: where a run keeps the walk's copy of the field, read by the checks after the walk
   * instead of the path. The rows are the library's, so the slots are as many as the table has.
   */
  readonly slots: ReadonlyMap<string, number>;
  /** The fields with `allowed` or `ignored`, in the order of their gates. */
  readonly gated: readonly Gate[];
}

/**
 * Compiles the rules table's tree into the walk's plans. Pure: the caller keeps the result.
 *
 * @param tree - the table as a tree (`_fieldTree`).
 * @returns the plans, the slots and the gates.
 */
export function _compilePlan(tree: FieldNode): CompiledPlan {
  const slots = new Map<string, number>();
  const gated: Gate[] = [];
  return { root: objectPlan(tree, slots, gated), slots, gated };
}

/**
 * What the walk does with each gated field under `facts` (the input's), by gate: `allowed` and
 * `ignored` read the facts alone, so a caller decides them once per combination of facts.
 *
 * @param gated - the gated fields of {@link _compilePlan}.
 * @param facts - the facts of the input.
 * @returns {@link TAKEN}, {@link FORBIDDEN} or {@link IGNORED}, by gate.
 */
export function _decideGates(gated: readonly Gate[], facts: OwnFacts): number[] {
  return gated.map(({ allowed, ignored }) =>
    allowed !== undefined && allowed(facts) === false
      ? FORBIDDEN
      : ignored !== undefined && ignored(facts) === true
        ? IGNORED
        : TAKEN,
  );
}

function objectPlan(node: FieldNode, slots: Map<string, number>, gated: Gate[]): ObjectPlan {
  const fields: FieldPlan[] = [];
  const byKey = new Map<string, FieldPlan>();
  for (const [name, child] of node.children) {
    if (child.rule === undefined) continue;
    const field = fieldPlan(internalized(name), fields.length, child, slots, gated);
    fields.push(field);
    byKey.set(field.key, field);
  }
  const sibling = fields.find((field) => field.rule.formatWith !== undefined);
  let siblingWatch = 0;
  if (sibling !== undefined) {
    for (const key of [...(sibling.rule.formatWith ?? []), sibling.key]) {
      const watched = byKey.get(key);
      if (watched !== undefined) siblingWatch |= 1 << watched.index;
    }
  }
  // A bit per field: an object of the table has far fewer than 31 fields (a table test would fail
  // first); past them, the walk could not tell its fields apart.
  if (fields.length > 30) throw new RangeError(`charge-rules: too many fields at ${node.pattern}`);
  let requiredBits = 0;
  for (const field of fields) if (field.required) requiredBits |= 1 << field.index;
  const rewriting = fields.filter((field) => field.rewrites);
  const known = _knownKeys(node.children.keys());
  const slotted = fields.every((field) => field.slot >= 0);
  return { node, fields, byKey, sibling, siblingWatch, requiredBits, rewriting, slotted, known };
}

// The key as a property name: the table's keys are cut from its paths, and V8 compares a key cut
// so with the input's (property names, interned) character by character, where two interned
// strings compare by reference.
function internalized(key: string): string {
  return Object.keys({ [key]: 0 })[0] ?? key;
}

function fieldPlan(
  key: string,
  index: number,
  node: FieldNode,
  slots: Map<string, number>,
  gated: Gate[],
): FieldPlan {
  const rule = node.rule as FieldRule;
  const element = node.children.get('*');
  const allowed = rule.allowed ? _compileCondition(rule.allowed) : undefined;
  const ignored = rule.ignored ? _compileCondition(rule.ignored) : undefined;
  // A format that applies only under a condition, or reads siblings, is checked after the walk.
  const checksFormat = _checksFormat(rule);
  const masks = rule.masks;
  const format = checksFormat ? _formatRefusalOf(rule) : undefined;
  const unmask = checksFormat && masks !== undefined ? (value: string) => _unmask(value, masks) : undefined;
  // The rows inside are numbered first, then this one (the slots' order since they were made).
  const kind = _rowKind(rule);
  const object =
    kind === OBJECT
      ? objectPlan(node, slots, gated)
      : kind === ARRAY && element
        ? objectPlan(element, slots, gated)
        : undefined;
  const slot = rule.path.includes('*') ? -1 : slots.set(rule.path, slots.size).size - 1;
  const gate = rule.allowed || rule.ignored ? gated.push({ allowed, ignored }) - 1 : -1;
  return new FieldPlan(key, index, [rule, format, unmask, slot], allowed, ignored, object, gate);
}
