import type { OwnFacts } from '../rules/conditions.js';
import { _factPaths, _factReaders, _factsOfCode, _readFactsCode, type FactReader } from '../rules/facts.js';
import { _fieldTree } from '../rules/field-tree.js';
import { FIELD_RULES } from '../rules/fields.js';
import type { FieldCheck } from './cross-field/check.js';
import { CROSS_FIELD_CHECKS } from './cross-field/checks.js';
import type { Wordings } from './localize.js';
import { _normalizingRow, type NormalizingRow } from './normalize.js';
import { _compilePlan, _decideGates, type ObjectPlan } from './walk/plan.js';
import {
  _buildConditionalChecks,
  _buildRuleChecks,
  _dateBounds,
  type ConditionalCheck,
} from './walk/rule-checks.js';
import { Walk } from './walk/walk.js';

/** A path a check reads: where the walk keeps the field's copy, and its row when it has masks. */
export interface PathReader {
  readonly slot: number;
  readonly masked: NormalizingRow | undefined;
}

/** What depends on the facts alone, decided once per combination of facts. */
export interface Combination {
  /** The facts the code stands for. */
  readonly facts: OwnFacts;
  /** What the walk does with each gated field when these are the input's facts. */
  readonly gates: readonly number[];
  /** The conditional checks whose condition holds when these are the copy's facts. */
  readonly holding: readonly ConditionalCheck[];
}

/**
 * The rules table compiled for validation: everything derived from it, made once and frozen, and
 * the one cache a run fills (the answers per combination of facts). A run and the localizer read
 * it; nothing else of validation is kept per process but the cache of {@link Combination}s.
 */
export interface CompiledRules {
  /** How to read each fact of a request, in the order of `FACTS`. */
  readonly factReaders: readonly FactReader[];
  /** The plan of the request object. */
  readonly plan: ObjectPlan;
  /** How many slots a run keeps: one per row outside arrays. */
  readonly slotCount: number;
  /** Per fact, the slots of its path's prefixes (see `_factPaths`). */
  readonly factSlots: readonly (readonly number[])[];
  /** The conditional requirements and formats, in the order of the table's tree. */
  readonly conditional: readonly ConditionalCheck[];
  /** The rows' checks, then the cross-field rules: the checks after the walk, in order. */
  readonly checks: readonly FieldCheck[];
  /** Per check, the readers of the paths it requires. */
  readonly required: readonly (readonly PathReader[])[];
  /** Per check, every path it watches (those it requires and those it also reads). */
  readonly watched: readonly (readonly string[])[];
  /** The reader of each row's path outside arrays: what a check reads. */
  readonly readers: ReadonlyMap<string, PathReader>;
  /**
   * What depends on the facts alone for a facts code, made on first meeting and kept: the codes
   * are library values, but two countries make many combinations, so at most
   * {@link COMBINATIONS_KEPT} are kept before the cache starts again.
   */
  readonly combination: (code: number) => Combination;
  /**
   * One object of each class a run makes (a walk and the facts of two requests the library writes
   * itself, holding no request data), kept alive: V8 keeps a hidden class only while an object of
   * it lives, and throws away optimized code that relied on one that died, so after a full GC with
   * no run in flight the walk, its facts and the checks would run unoptimized again.
   */
  readonly shapes: readonly unknown[];
  /** The words localization renders at each path, kept with the path's place. */
  readonly wordings: Wordings;
}

/** How many combinations of facts the one cache keyed by a facts code keeps before it starts again. */
const COMBINATIONS_KEPT = 256;

/**
 * Compiles the rules table for validation. Pure but for the caches it returns: the per-code
 * combinations and the date bounds of the day, keyed by library values only.
 *
 * @returns the compiled table, frozen.
 */
export function _compileRules(): CompiledRules {
  const factReaders = _factReaders();
  const tree = _fieldTree();
  const { root, slots, gated } = _compilePlan(tree);
  const masked = new Map(
    FIELD_RULES.filter((rule) => rule.masks).map((rule) => [rule.path, _normalizingRow(rule)]),
  );
  const readers = new Map<string, PathReader>();
  for (const [path, slot] of slots) readers.set(path, { slot, masked: masked.get(path) });
  const readerOf = (path: string): PathReader => {
    const reader = readers.get(path);
    // A check reading a path the walk does not copy would never see its value.
    if (reader === undefined) throw new RangeError(`charge-rules: no row at ${path}`);
    return reader;
  };
  const conditional = _buildConditionalChecks(tree, slots);
  const checks = [..._buildRuleChecks(_dateBounds()), ...CROSS_FIELD_CHECKS];
  const byCode = new Map<number, Combination>();
  const combination = (code: number): Combination => {
    let kept = byCode.get(code);
    if (kept === undefined) {
      const facts = _factsOfCode(code, factReaders);
      kept = {
        facts,
        gates: _decideGates(gated, facts),
        holding: conditional.filter((check) => check.decide(facts) === true),
      };
      if (byCode.size >= COMBINATIONS_KEPT) byCode.clear();
      byCode.set(code, kept);
    }
    return kept;
  };
  const shapes: unknown[] = [];
  const rules: CompiledRules = Object.freeze({
    factReaders,
    plan: root,
    slotCount: slots.size,
    factSlots: _factPaths(factReaders).map((paths) => paths.map((path) => readerOf(path).slot)),
    conditional,
    checks,
    required: checks.map((check) => check.requires.map(readerOf)),
    watched: checks.map((check) => [...check.requires, ...(check.alsoReads ?? [])]),
    readers,
    combination,
    shapes,
    wordings: { inTable: new WeakMap(), outside: new WeakMap() },
  });
  const usual = [{ payment_method: 'pix' }, { payment_method: 'credit_card', product_type: 'physical' }];
  const combinations = usual.map((request) => combination(_readFactsCode(request, factReaders)));
  shapes.push(new Walk(rules, combinations[0] as Combination), ...combinations.map(({ facts }) => facts));
  return rules;
}

// The one compiled table of the process, made on first use.
let compiled: CompiledRules | undefined;

/**
 * The rules table compiled for validation, once per process (see {@link _compileRules}).
 *
 * @returns the compiled table.
 */
export function _compiledRules(): CompiledRules {
  compiled ??= _compileRules();
  return compiled;
}
