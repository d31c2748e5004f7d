import type { OwnFacts } from '../rules/conditions.js';
import { _readFacts } from '../rules/facts.js';
import {
  _fastConditional,
  _fastFacts,
  _fastWalk,
  _newWalk,
  type FastNormalizer,
  type FastWalk,
} from './fast-path.generated.js';

// The fast path of validation: a walk generated from the rules table at build time
// (fast-path.generated.ts, by scripts/fast-validator.mjs) reads a plainly-JSON request once and builds
// the schema's output for it (the object valibot would return: plain objects, keys in table order,
// strings trimmed). It answers only "valid, and here is the output" or "not sure": an issue, an
// unknown key, an object that is not a plain object or array, a value that throws. Then the caller
// runs the full path (guard, valibot schema), the engine of record for issues. Formats, masks and
// conditional requirements are checked by the predicates the schema runs; the code is generated
// ahead of time and committed, so it stays CSP-safe. A differential property test holds the two
// paths equal on accept/refuse and output.

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
export function _fastSchema(
  input: unknown,
  inputFacts: OwnFacts = _readFacts(input),
): FastSchema | undefined {
  if (busy) return undefined;
  busy = true;
  try {
    if (enumerableOnObjectPrototype()) return undefined;
    const walk = _newWalk();
    const output = _fastWalk(input, inputFacts, walk);
    if (output === undefined) return undefined;
    // The output's facts, from the values the walk held: what `_readFacts(output)` reads.
    const facts = _fastFacts(walk);
    if (!_fastConditional(walk, facts)) return undefined;
    return { output, facts, walk };
  } catch {
    return undefined;
  } finally {
    busy = false;
  }
}

/** What the fast path vouches for: the schema's output, its facts, and the fields to normalize. */
export interface FastSchema {
  readonly output: Record<string, unknown>;
  readonly facts: OwnFacts;
  /**
   * The run of the walk: its `rewrites` are the fields of the output that normalization may
   * rewrite, as the walk met them (pairs of an output object and the normalizer of one of its
   * fields, generated from the field's row, flat; running them is what `_normalize` does on that
   * output), its `unmasked` the bare values of the masked fields it checked.
   */
  readonly walk: FastWalk;
}

/**
 * Normalizes the output the fast path vouched for, field by field as its walk listed them: the same
 * rewrite `_normalize` makes, without walking the output a second time.
 *
 * @param fast - the fast path's answer.
 * @returns nothing: `fast.output` is rewritten in place.
 */
export function _normalizeFast(fast: FastSchema): void {
  const { walk, facts } = fast;
  const rewrites = walk.rewrites;
  for (let index = 0; index < rewrites.length; index += 2) {
    (rewrites[index + 1] as FastNormalizer)(rewrites[index] as Record<string, unknown>, facts, walk);
  }
}

// A key another script added to Object.prototype would be listed by `for…in` as if it were sent.
function enumerableOnObjectPrototype(): boolean {
  for (const _key in Object.prototype) return true;
  return false;
}
