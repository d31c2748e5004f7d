import type { IssueMessageKey } from '../../messages/issues.js';
import type { MessageKey } from '../../messages/keys.js';
import type { FieldRule } from '../../rules/fields.js';
import { LIMITS } from '../../rules/limits.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _isRecord, UNREADABLE } from '../../shared/own.js';
import type { RawIssue } from '../raw-issue.js';

// The checks of one value by its row, compiled from the row alone: what the request walk runs on
// every field it takes, and what the split engine runs on the rules it is given, so a row of the
// rules table has one checker whoever reads the value. Kept apart from the walk so that a reader of
// a few rows (the split engine) ships these checks without the walk, its plans or the whole table.

/** How a value is read: the kind of value its row declares. */
export const OBJECT = 0;
export const ARRAY = 1;
export const FREE_FORM = 2;
export const STRING = 3;
export const PICKLIST = 4;
export const NUMBER = 5;
export const BOOLEAN = 6;

/**
 * One row compiled for checking its values: every column the checks read, in one shape (the rows
 * have as many shapes as they have columns set; one shape keeps the checks' reads monomorphic). A
 * reader that needs more of a field extends the class, so its plans keep that one shape, all their
 * properties in the object (a plan spread into a wider literal keeps only its first few there, and
 * the walk then reads the rest through one more pointer: validation ran at 0.76x).
 *
 * @example
 * new RowPlan({ path: 'split.*.type', type: 'string', values: ['fixed'] }, undefined, undefined, -1).kind === PICKLIST
 * //=> true
 */
export class RowPlan {
  declare readonly kind: number;
  /** Required whenever its object is sent (`required: true`). */
  declare readonly required: boolean;
  /** The message of a missing (or blank) required value. */
  declare readonly missing: MessageKey;
  declare readonly trim: boolean;
  /** Text longer than this is cut to it: one character past the row's limit. */
  declare readonly cut: number;
  declare readonly values: readonly string[] | undefined;
  declare readonly maxLength: number;
  declare readonly tooLong: MessageKey;
  declare readonly integer: boolean;
  declare readonly min: number;
  declare readonly max: number;
  /** An amount of centavos: bounded by the run's maximum amount instead of `max`. */
  declare readonly money: boolean;
  /** Most entries of a list read; past them, TOO_MANY. */
  declare readonly limit: number;

  /**
   * Compiles a row's value checks. The format is the caller's to resolve (validation knows every
   * format; a reader of a few rows, only theirs), for a row whose format {@link _checksFormat} says
   * these checks run.
   *
   * @param rule - a row of the rules table.
   * @param format - the row's unconditional format, when {@link _checksFormat} holds: the refusal
   *   of a value (without its masks), or `undefined` when it is fine.
   * @param unmask - removes the row's masks before `format`, for such a row with masks.
   * @param slot - where a validation run keeps the copy of this field, or -1 (inside an array, or
   *   outside validation): a value without its masks is kept there too.
   */
  constructor(
    readonly rule: FieldRule,
    readonly format: ((value: string) => MessageKey | undefined) | undefined,
    readonly unmask: ((value: string) => string) | undefined,
    readonly slot: number,
  ) {
    this.kind = _rowKind(rule);
    this.required = rule.required === true;
    this.missing = _ruleMessage(rule, 'required', {}, 'REQUIRED');
    this.trim = rule.trim === true;
    this.cut = (rule.maxLength ?? UNBOUNDED) + 1;
    this.values = rule.values;
    this.maxLength = rule.maxLength ?? UNBOUNDED;
    this.tooLong = _ruleMessage(rule, 'maxLength', {}, 'TOO_LONG');
    this.integer = rule.type === 'integer';
    this.min = rule.min ?? -UNBOUNDED;
    this.max = rule.max ?? UNBOUNDED;
    this.money = rule.unit === 'centavos';
    this.limit = rule.maxLength ?? LIMITS.items;
  }
}

// A bound a row does not set.
const UNBOUNDED = Number.POSITIVE_INFINITY;

/**
 * Whether a row's format is checked by {@link _checkValue} (see {@link RowPlan}), so the caller
 * resolves it only then.
 *
 * @param rule - a row of the rules table.
 * @returns true for a string row whose format reads the value alone and always applies.
 * @example
 * _checksFormat({ path: 'customer.email', type: 'string', format: 'email' })
 * //=> true
 */
export function _checksFormat(rule: FieldRule): boolean {
  return _rowKind(rule) === STRING && rule.format !== undefined && !rule.formatWhen && !rule.formatWith;
}

/**
 * The message key of a row's format refusal: its own, or `INVALID_VALUE.<format>`.
 *
 * @param rule - a row with a format.
 * @returns the key.
 * @example
 * _formatMessage({ path: 'customer.phone', type: 'string', format: 'phone' })
 * //=> 'INVALID_VALUE.phone'
 */
export function _formatMessage(rule: FieldRule): IssueMessageKey {
  return _ruleMessage(rule, 'format', {}, `INVALID_VALUE.${rule.format}` as IssueMessageKey);
}

/**
 * A run of the checks: where issues go, how many values had the wrong type (or were missing), the
 * index of each array entry being read (outermost first, what fills a pattern's `*`), the largest
 * amount in force, and the values kept without their masks, by slot.
 */
export interface ValueRun {
  readonly issues: RawIssue[];
  untyped: number;
  readonly indexes: readonly number[];
  readonly maxAmount: number;
  readonly bare: (string | undefined)[];
}

/**
 * The path of a table pattern (`split.*.amount`) where the run stands (`split.2.amount`): each `*`
 * is the index of the entry being read at that depth. Paths are built only for an issue.
 *
 * @param pattern - a row's path.
 * @param run - the run, with its indexes.
 * @returns the path.
 * @example
 * _pathAt('split.*.amount', { issues: [], untyped: 0, indexes: [2], maxAmount: 1, bare: [] })
 * //=> 'split.2.amount'
 */
export function _pathAt(pattern: string, run: ValueRun): string {
  const indexes = run.indexes;
  if (indexes.length === 0) return pattern;
  let path = '';
  let from = 0;
  for (let depth = 0; depth < indexes.length; depth++) {
    const star = pattern.indexOf('*', from);
    if (star < 0) break;
    path += `${pattern.slice(from, star)}${indexes[depth]}`;
    from = star + 1;
  }
  return path + pattern.slice(from);
}

/**
 * Reports a value of the wrong type (or a missing one) at `path`.
 *
 * @param run - the run.
 * @param key - the message key.
 * @param path - where.
 * @example
 * const run = { issues: [], untyped: 0, indexes: [], maxAmount: 1, bare: [] };
 * _failValue(run, 'INVALID_TYPE', 'split');
 * run.untyped
 * //=> 1
 */
export function _failValue(run: ValueRun, key: MessageKey, path: string): void {
  run.untyped++;
  run.issues.push({ key, path });
}

/**
 * An issue of a number over its range: an amount over the maximum shows the run's maximum, which
 * the table cannot know.
 *
 * @param key - the message key.
 * @param path - where.
 * @param maxAmount - the largest amount in force.
 * @returns the issue.
 * @example
 * _rangeIssue('OUT_OF_RANGE.money_max', 'amount', 100).params
 * //=> { max: 100 }
 */
export function _rangeIssue(key: MessageKey, path: string, maxAmount: number): RawIssue {
  return key === 'OUT_OF_RANGE.money_max' ? { key, path, params: { max: maxAmount } } : { key, path };
}

/**
 * Anything a row does not expect as an object: a primitive is kept as it is, an object (a Date, a
 * function) reads as unreadable, so the checks report the wrong type.
 *
 * @param value - any value.
 * @returns the value, or {@link UNREADABLE}.
 * @example
 * _scalar(new Date(0)) === UNREADABLE
 * //=> true
 */
export function _scalar(value: unknown): unknown {
  return (typeof value === 'object' && value !== null) || typeof value === 'function' ? UNREADABLE : value;
}

/**
 * The refusal of a format read from the value alone, without masks: the predicate, and the row's
 * message looked up once.
 *
 * @param rule - a row with a format.
 * @param holds - the format's predicate.
 * @returns the refusal of a value, or `undefined` when it is fine.
 * @example
 * _formatRefusal({ path: 'split.*.recipient_id', type: 'string', format: 'uuid' }, () => false)('x')
 * //=> 'INVALID_VALUE.uuid'
 */
export function _formatRefusal(
  rule: FieldRule,
  holds: (value: string) => boolean,
): (value: string) => MessageKey | undefined {
  const message = _formatMessage(rule);
  return (value) => (holds(value) ? undefined : message);
}

/**
 * Reports a field its object must have and does not (`required: true`).
 *
 * @param field - the field's row plan.
 * @param run - the run.
 * @example
 * const run = { issues: [], untyped: 0, indexes: [1], maxAmount: 1, bare: [] };
 * _checkPresent(new RowPlan({ path: 'split.*.type', type: 'string', required: true }, undefined, undefined, -1), run);
 * run.issues
 * //=> [{ key: 'REQUIRED', path: 'split.1.type' }]
 */
export function _checkPresent(field: RowPlan, run: ValueRun): void {
  if (field.required) _failValue(run, field.missing, _fieldPath(field, run));
}

/**
 * Checks that a value is an object, as its row (or an array's entry row) says.
 *
 * @param value - the value, read once.
 * @param pattern - the row's path.
 * @param run - the run.
 * @returns true when it is an object whose fields can be read.
 * @example
 * _checkObject(null, 'split.*', { issues: [], untyped: 0, indexes: [0], maxAmount: 1, bare: [] })
 * //=> false
 */
export function _checkObject(
  value: unknown,
  pattern: string,
  run: ValueRun,
): value is Record<string, unknown> {
  if (_isRecord(value)) return true;
  _failValue(run, 'INVALID_TYPE', _pathAt(pattern, run));
  return false;
}

/**
 * Checks a list by its row: an array whose length is a number. A list longer than the row allows is
 * refused once, and only its first entries are read. The caller reads the length its own way.
 *
 * @param length - the list's length as the caller read it; `undefined` for a value that is not an
 *   array, or whose length could not be read.
 * @param field - the list's row plan.
 * @param run - the run.
 * @param refusals - receives the TOO_MANY of a list past its limit.
 * @returns how many entries to read, or -1 when it is not a list.
 * @example
 * _checkList(undefined, new RowPlan({ path: 'split', type: 'array', maxLength: 2 }, undefined, undefined, -1), { issues: [], untyped: 0, indexes: [], maxAmount: 1, bare: [] }, [])
 * //=> -1
 */
export function _checkList(length: unknown, field: RowPlan, run: ValueRun, refusals: RawIssue[]): number {
  if (typeof length !== 'number') {
    _failValue(run, 'INVALID_TYPE', _fieldPath(field, run));
    return -1;
  }
  if (length > field.limit) refusals.push({ key: 'TOO_MANY', path: _fieldPath(field, run) });
  return Math.min(length, field.limit);
}

/**
 * Checks one value that is not an object or an array by its row, reporting at most one issue per
 * mistake onto the run: its type, a required string left blank, its length, its values, its
 * unconditional format, a number's integrality and range. Text a person types loses its
 * surrounding whitespace first, and is cut one character past the row's limit.
 *
 * @param raw - the value, read once (maybe {@link UNREADABLE}).
 * @param field - its row's plan, of a kind other than OBJECT, ARRAY or FREE_FORM.
 * @param run - the run.
 * @returns the value as the checks read it: the copy a caller keeps.
 * @example
 * const run = { issues: [], untyped: 0, indexes: [0], maxAmount: 1, bare: [] };
 * _checkValue(5, new RowPlan({ path: 'split.*.type', type: 'string', values: ['fixed'] }, undefined, undefined, -1), run);
 * run.issues
 * //=> [{ key: 'INVALID_TYPE', path: 'split.0.type' }]
 */
export function _checkValue(raw: unknown, field: RowPlan, run: ValueRun): unknown {
  let value: unknown;
  if (typeof raw === 'string') {
    const text = field.trim && mayTrim(raw) ? raw.trim() : raw;
    value = text.length > field.cut ? text.slice(0, field.cut) : text;
  } else value = _scalar(raw);
  switch (field.kind) {
    case STRING:
      if (typeof value === 'string') checkText(value, field, run);
      else _failValue(run, 'INVALID_TYPE', _fieldPath(field, run));
      break;
    case PICKLIST:
      if (!oneOf(field.values as readonly string[], value))
        _failValue(
          run,
          typeof value === 'string' ? 'INVALID_VALUE.enum' : 'INVALID_TYPE',
          _fieldPath(field, run),
        );
      break;
    case NUMBER:
      if (typeof value === 'number' && !Number.isNaN(value)) checkNumber(value, field, run);
      else _failValue(run, 'INVALID_TYPE', _fieldPath(field, run));
      break;
    case BOOLEAN:
      if (typeof value !== 'boolean') _failValue(run, 'INVALID_TYPE', _fieldPath(field, run));
      break;
  }
  return value;
}

/**
 * The kind of value a row declares, as {@link _checkValue} reads it.
 *
 * @param rule - a row of the rules table.
 * @returns one of {@link OBJECT} … {@link BOOLEAN}.
 * @example
 * _rowKind({ path: 'metadata', type: 'object', freeForm: true }) === FREE_FORM
 * //=> true
 */
export function _rowKind(rule: FieldRule): number {
  if (rule.freeForm) return FREE_FORM;
  switch (rule.type) {
    case 'object':
      return OBJECT;
    case 'array':
      return ARRAY;
    case 'string':
      return rule.values ? PICKLIST : STRING;
    case 'boolean':
      return BOOLEAN;
    default:
      return NUMBER;
  }
}

/**
 * The path of a field where the run stands: its row's path with the indexes of the entries read.
 *
 * @param field - the field's row plan.
 * @param run - the run.
 * @returns the path.
 * @example
 * _fieldPath(new RowPlan({ path: 'split.*.type', type: 'string' }, undefined, undefined, -1), { issues: [], untyped: 0, indexes: [3], maxAmount: 1, bare: [] })
 * //=> 'split.3.type'
 */
export function _fieldPath(field: RowPlan, run: ValueRun): string {
  return _pathAt(field.rule.path, run);
}

// Whether trimming may change a text: not when it starts and ends with a printable ASCII character
// (the usual text), which no whitespace is; trim() is a call of the engine per text otherwise.
function mayTrim(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return !(first > SPACE && first < DELETE && last > SPACE && last < DELETE);
}
const SPACE = 32;
const DELETE = 127;

// Whether a value is one of a picklist's: a loop the compiler inlines, where includes() is a call.
function oneOf(values: readonly string[], value: unknown): boolean {
  for (let index = 0; index < values.length; index++) if (values[index] === value) return true;
  return false;
}

function checkText(value: string, field: RowPlan, run: ValueRun): void {
  let wrong = false;
  // An empty or blank required string is as good as missing (a trimmed one is blank when empty; a
  // text that starts and ends with a printable character is not blank, told without a trim).
  if (field.required && (value === '' || (!field.trim && mayTrim(value) && value.trim() === ''))) {
    run.issues.push({ key: field.missing, path: _fieldPath(field, run) });
    wrong = true;
  }
  if (value.length > field.maxLength) {
    run.issues.push({ key: field.tooLong, path: _fieldPath(field, run) });
    wrong = true;
  }
  if (field.format === undefined) return;
  // One issue per mistake: the format is checked only on a value present and within its length;
  // a value refused before it is not of its type for the checks over the request.
  if (wrong) {
    run.untyped++;
    return;
  }
  let bare = value;
  if (field.unmask !== undefined) {
    bare = field.unmask(value);
    if (field.slot >= 0) run.bare[field.slot] = bare;
  }
  const refusal = field.format(bare);
  if (refusal !== undefined) run.issues.push({ key: refusal, path: _fieldPath(field, run) });
}

// One issue per value: the first rule it breaks.
function checkNumber(value: number, field: RowPlan, run: ValueRun): void {
  if (field.integer && !Number.isInteger(value))
    run.issues.push({ key: 'INVALID_TYPE.integer', path: _fieldPath(field, run) });
  else if (!(value >= field.min)) run.issues.push({ key: 'OUT_OF_RANGE', path: _fieldPath(field, run) });
  else if (!(value <= (field.money ? run.maxAmount : field.max)))
    run.issues.push(
      _rangeIssue(
        field.money ? 'OUT_OF_RANGE.money_max' : 'OUT_OF_RANGE.max',
        _fieldPath(field, run),
        run.maxAmount,
      ),
    );
}
