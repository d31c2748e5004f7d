import type { Issue } from '../issues/issue.js';
import { _hintOf, ISSUE_HINTS } from '../messages/hints.js';
import { formatIssueMessage } from '../messages/issues.js';
import { ROOT_LABELS } from '../messages/labels.js';
import type { OwnFacts } from '../rules/conditions.js';
import { _keptFactsCode, _readFactsCode } from '../rules/facts.js';
import { _forgetLastMatch } from '../secrets/forget-last-match.js';
import { _isRecord } from '../shared/own.js';
import { _compiledRules, type CompiledRules, type PathReader } from './compiled.js';
import type { Derived, FieldCheck } from './cross-field/check.js';
import { _inTableOrder } from './issue-order.js';
import { _bareRow, _normalizeRowField } from './normalize.js';
import type { RawIssue } from './raw-issue.js';
import type { ChargeRequest } from './request-types.generated.js';
import { _rootCauseFirst } from './root-causes.js';
import type { ValidationScope } from './scope.js';
import type { FieldPlan } from './walk/plan.js';
import { _runConditional, type ConditionalCheck } from './walk/rule-checks.js';
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

function runOnce(input: unknown, scope: ValidationScope): RunResult {
  const rules = _compiledRules();
  // Facts are read as a number, the key of what depends on them alone, and made a record once per
  // combination: a request whose copy keeps its facts (the usual case) reads its record once.
  const inputCode = _readFactsCode(input, rules.factReaders);
  const inputCombination = rules.combination(inputCode);
  const walk = new Walk(rules, inputCombination, scope.maxAmount);
  const output = _walkRequest(input, walk);
  // The conditions read the facts of the copy (trimmed, without forbidden fields), not the input's.
  const code = _keptFactsCode(output, walk.slots, rules.factSlots, rules.factReaders);
  const combination = code === inputCode ? inputCombination : rules.combination(code);
  const facts = combination.facts;
  const issues = walk.issues;
  const typed = walk.untyped === 0;
  // Only the checks whose condition holds for these facts.
  const conditional = combination.holding;
  for (let index = 0; index < conditional.length; index++) {
    const check = conditional[index] as ConditionalCheck;
    // While a value has the wrong type, a check waits until no issue lies at, in or around its field.
    if (!typed && issues.length > 0 && blockedAt(check.path, issues)) continue;
    const rawIssue = _runConditional(check, output, walk, facts);
    if (rawIssue !== undefined) issues.push(rawIssue);
  }
  const rawIssues = walk.refusals.length === 0 ? issues : [...walk.refusals, ...issues];
  return afterWalk(rules, output, rawIssues, scope, facts, walk);
}

function blockedAt(path: string, rawIssues: readonly RawIssue[]): boolean {
  for (let index = 0; index < rawIssues.length; index++)
    if (overlaps((rawIssues[index] as RawIssue).path, path)) return true;
  return false;
}

// The checks that read the walk's copy, then the normalized value.
function afterWalk(
  rules: CompiledRules,
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
  const readers = rules.readers;
  const read = (path: string) => readAt(readerAt(readers, path), walk, facts);
  const checks = rules.checks;
  // The readers of the paths each check requires, looked up once per process, not once per run.
  const required = rules.required;
  const watched = rules.watched;
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

// A path the table has no row outside arrays for: the walk does not copy it, and a check reading it
// would never see its value.
function readerAt(readers: ReadonlyMap<string, PathReader>, path: string): PathReader {
  const reader = readers.get(path);
  if (reader === undefined) throw new RangeError(`charge-rules: no row at ${path}`);
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
