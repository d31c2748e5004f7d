import type { Issue } from '../issues/issue.js';
import { _hintOf, ISSUE_HINTS } from '../messages/hints.js';
import { formatIssueMessage } from '../messages/issues.js';
import { ROOT_LABELS } from '../messages/labels.js';
import type { OwnFacts } from '../rules/conditions.js';
import { _factPaths, _factsOfCode, _keptFactsCode, _readFactsCode } from '../rules/facts.js';
import { FIELD_RULES } from '../rules/fields.js';
import { _forgetLastMatch } from '../secrets/forget-last-match.js';
import { _isRecord } from '../shared/own.js';
import type { Derived, FieldCheck } from './cross-field/check.js';
import { CROSS_FIELD_CHECKS } from './cross-field/checks.js';
import { _inTableOrder } from './issue-order.js';
import { _bareRow, _normalizeRowField, _normalizingRow, type NormalizingRow } from './normalize.js';
import type { RawIssue } from './raw-issue.js';
import type { ChargeRequest } from './request-types.generated.js';
import { _rootCauseFirst } from './root-causes.js';
import type { ValidationScope } from './scope.js';
import { _slotOf, type FieldPlan } from './walk/plan.js';
import {
  _conditionalChecksFor,
  _ruleChecks,
  _runConditional,
  type ConditionalCheck,
} from './walk/rule-checks.js';
import { _walkRequest, Walk } from './walk/walk.js';

/** The outcome of one validation run, before localization. */
export interface RunResult {
  readonly rawIssues: RawIssue[];
  readonly value: ChargeRequest | undefined;
  /** What the checks computed on the way; meaningful only with a value. */
  readonly derived?: Derived;
}

/**
 * Validates a charge request in one walk of the rules table compiled once: the walk (own
 * properties, limits, unknown and forbidden fields, types, values, lengths, ranges, formats), the
 * rows' conditions over the walk's copy (conditional requirements and formats, values allowed under
 * a condition, dates against the clock), then the cross-field rules; on success, the normalized
 * copy. All issues are collected, none stops the run. Nothing is thrown: a page whose built-ins
 * throw gets one issue at the root, never an unchecked request.
 */
export function _runChargeRequest(input: unknown, scope: ValidationScope): RunResult {
  try {
    return runOnce(input, scope);
  } catch {
    return { rawIssues: [UNVALIDATED], value: undefined };
  } finally {
    _forgetLastMatch();
  }
}

const UNVALIDATED: RawIssue = { key: 'INVALID_TYPE.unreadable', path: '' };

/**
 * The same refusal in words, rendered once at load: the fail-closed answer of an export whose own
 * rendering threw runs no further code.
 */
export const _UNVALIDATED_ISSUE: Issue = Object.freeze({
  code: 'INVALID_TYPE',
  path: '',
  pointer: '',
  message: formatIssueMessage('en', 'INVALID_TYPE.unreadable'),
  hint: _hintOf(ISSUE_HINTS, 'INVALID_TYPE.unreadable', '', {}, () => ''),
  params: Object.freeze({ label: ROOT_LABELS.en }),
});

// V8 keeps the hidden classes of objects only while an object of that class lives, and throws away
// optimized code that relied on one that died: after a full GC, with no run in flight, the walk,
// its facts and the checks would run unoptimized again. One object of each class the run makes
// (a walk and the facts of the usual requests, holding no request data) is kept alive for that.
let shapes: readonly unknown[] | undefined;
function keepShapes(): readonly unknown[] {
  const codes = [{ payment_method: 'pix' }, { payment_method: 'credit_card', product_type: 'physical' }].map(
    (request) => _readFactsCode(request),
  );
  const facts = codes.map((code) => _factsOfCode(code));
  return [new Walk(facts[0] as OwnFacts, codes[0] as number), ...facts];
}

function runOnce(input: unknown, scope: ValidationScope): RunResult {
  if (shapes === undefined) shapes = keepShapes();
  // Facts are read as a number, the key of what depends on them alone, and made a record once per
  // combination: a request whose copy keeps its facts (the usual case) reads its record once.
  const inputCode = _readFactsCode(input);
  const inputFacts = _factsOfCode(inputCode);
  const walk = new Walk(inputFacts, inputCode, scope.maxAmount);
  const output = _walkRequest(input, walk);
  // The conditions read the facts of the copy (trimmed, without forbidden fields), not the input's.
  const code = _keptFactsCode(output, walk.slots, factSlots());
  const facts = code === inputCode ? inputFacts : _factsOfCode(code);
  const issues = walk.issues;
  const typed = walk.untyped === 0;
  // Only the checks whose condition holds for these facts.
  const conditional = _conditionalChecksFor(facts, code);
  for (let index = 0; index < conditional.length; index++) {
    const check = conditional[index] as ConditionalCheck;
    // While a value has the wrong type, a check waits until no issue lies at, in or around its field.
    if (!typed && issues.length > 0 && blockedAt(check.path, issues)) continue;
    const rawIssue = _runConditional(check, output, walk, facts);
    if (rawIssue !== undefined) issues.push(rawIssue);
  }
  const rawIssues = walk.refusals.length === 0 ? issues : [...walk.refusals, ...issues];
  return afterWalk(output, rawIssues, scope, facts, walk);
}

// Where the walk keeps the field at each path of each fact (see _factPaths): library values, found
// once per process.
let factPlaces: readonly (readonly number[])[] | undefined;
function factSlots(): readonly (readonly number[])[] {
  factPlaces ??= _factPaths().map((paths) => paths.map((path) => _slotOf(path)));
  return factPlaces;
}

function blockedAt(path: string, rawIssues: readonly RawIssue[]): boolean {
  for (let index = 0; index < rawIssues.length; index++)
    if (overlaps((rawIssues[index] as RawIssue).path, path)) return true;
  return false;
}

// The checks that read the walk's copy, then the normalized value.
function afterWalk(
  output: unknown,
  rawIssues: RawIssue[],
  scope: ValidationScope,
  facts: OwnFacts,
  walk: Walk,
): RunResult {
  const derived: Derived = {};
  // The checks read the walk's copy of a field from its slot, never by its path. They read a masked
  // value as its format does: without the separators its row accepts, as the format's check left it
  // (the walk's or a conditional one's), so no value is unmasked twice. The slots belong to this
  // run alone (a run started meanwhile, by a check calling back into validation, has its own), and
  // go with it.
  const slots = walk.slots;
  const bareSlots = walk.bare;
  const read = (path: string) => readAt(pathReader(path), walk, facts);
  const checks = checksInOrder();
  // The readers of the paths each check requires, looked up once per process, not once per run.
  const required = requiredReaders();
  const watched = watchedPaths();
  for (let index = 0; index < checks.length; index++) {
    const check = checks[index] as FieldCheck;
    if (rawIssues.length > 0 && blocked(watched[index] as readonly string[], rawIssues)) continue;
    if (!present(required[index] as readonly PathReader[], walk, facts)) continue;
    const rawIssue = check.run(read, scope, facts, derived);
    if (rawIssue) rawIssues.push(rawIssue);
  }
  if (rawIssues.length > 0 || !_isRecord(output))
    return { rawIssues: [..._rootCauseFirst(_inTableOrder(rawIssues), facts)], value: undefined };
  // The normalized copy: each field the walk listed, rewritten as its row says.
  // A field outside arrays is read from its slot; an array entry's, from the entry.
  const rewrites = walk.rewrites;
  for (let index = 0; index < rewrites.length; index += 2) {
    const object = rewrites[index] as Record<string, unknown>;
    const field = rewrites[index + 1] as FieldPlan;
    const key = field.key;
    if (field.slot < 0) {
      const value = Object.hasOwn(object, key) ? object[key] : undefined;
      _normalizeRowField(object, key, value, field.normalizing, facts);
    } else
      _normalizeRowField(object, key, slots[field.slot], field.normalizing, facts, bareSlots[field.slot]);
  }
  return { rawIssues, value: output as unknown as ChargeRequest, derived };
}

let allChecks: readonly FieldCheck[] | undefined;
function checksInOrder(): readonly FieldCheck[] {
  allChecks ??= [..._ruleChecks(), ...CROSS_FIELD_CHECKS];
  return allChecks;
}

let allRequired: readonly (readonly PathReader[])[] | undefined;
function requiredReaders(): readonly (readonly PathReader[])[] {
  allRequired ??= checksInOrder().map((check) => check.requires.map(pathReader));
  return allRequired;
}

// Each path a check reads, with its slot and its masked row looked up once.
interface PathReader {
  /** Where the walk keeps the field's copy. */
  readonly slot: number;
  readonly masked: NormalizingRow | undefined;
}
let maskedRows: ReadonlyMap<string, NormalizingRow> | undefined;
// The paths the checks read, known to the table: a reader holds how to read, never a value.
const pathReaders = new Map<string, PathReader>();
function pathReader(path: string): PathReader {
  let reader = pathReaders.get(path);
  if (reader === undefined) {
    maskedRows ??= new Map(
      FIELD_RULES.filter((rule) => rule.masks).map((rule) => [rule.path, _normalizingRow(rule)]),
    );
    reader = { slot: _slotOf(path), masked: maskedRows.get(path) };
    pathReaders.set(path, reader);
  }
  return reader;
}

// Paths overlap when one is the other or lies inside it: a issue at `customer` blocks a rule
// reading `customer.tax_id`, and a issue at `customer.tax_id` blocks a rule reading `customer`.
function overlaps(a: string, b: string): boolean {
  if (a === b || a === '' || b === '') return true;
  // One starts with the other and a dot follows: no string (nor pair) is built for the test.
  return a.length < b.length
    ? b.charCodeAt(a.length) === DOT && b.startsWith(a)
    : a.charCodeAt(b.length) === DOT && a.startsWith(b);
}
const DOT = 46;

// Every path each check watches (those it requires and those it also reads), listed once per
// process, by the check's index.
let allWatched: readonly (readonly string[])[] | undefined;
function watchedPaths(): readonly (readonly string[])[] {
  allWatched ??= checksInOrder().map((check) => [...check.requires, ...(check.alsoReads ?? [])]);
  return allWatched;
}

// A check runs when no issue blocks the paths it watches and every path it requires reads defined.
// A path is blocked while a issue lies at it, inside it or around it.
function blocked(paths: readonly string[], rawIssues: readonly RawIssue[]): boolean {
  for (let index = 0; index < paths.length; index++)
    if (blockedAt(paths[index] as string, rawIssues)) return true;
  return false;
}

function present(readers: readonly PathReader[], walk: Walk, facts: OwnFacts): boolean {
  for (let index = 0; index < readers.length; index++)
    if (readAt(readers[index] as PathReader, walk, facts) === undefined) return false;
  return true;
}

// The walk's copy of a field, read from its slot. The checks read a masked value as its format does:
// without the separators its row accepts, as the format's check left it (the walk's or a conditional
// one's), so no value is unmasked twice; where the format does not apply, the value as it is (a
// foreign zip code keeps its dash).
function readAt(reader: PathReader, walk: Walk, facts: OwnFacts): unknown {
  const value = walk.slots[reader.slot];
  if (reader.masked === undefined || typeof value !== 'string') return value;
  return walk.bare[reader.slot] ?? _bareRow(reader.masked, value, facts);
}
