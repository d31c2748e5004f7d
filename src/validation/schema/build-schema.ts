import * as v from 'valibot';
import type { IssueMessageKey } from '../../messages/issues.js';
import type { MessageKey } from '../../messages/keys.js';
import type { Condition, OwnFacts } from '../../rules/conditions.js';
import { _readFacts } from '../../rules/facts.js';
import { _fieldTree, type FieldNode } from '../../rules/field-tree.js';
import type { FieldRule } from '../../rules/fields.js';
import { _ruleMessage } from '../../rules/rule-message.js';
import { _emptyRecord, _isRecord, _own } from '../../shared/own.js';
import { _decide } from '../decide.js';
import { _emailRefusal, _isEmail } from '../formats/email.js';
import {
  FORMAT_CHECKS,
  MASKED_FORMAT_CHARACTERS,
  type MaskedFormat,
  SIBLING_FORMAT_CHECKS,
  type SiblingFormat,
  type ValueFormat,
} from '../formats/index.js';
import { _unmask } from '../formats/masks.js';

// Every valibot message here is a MessageKey: the schema speaks in keys, and the issues are put into
// words once, in the caller's locale (see to-issues.ts).
type AnySchema = v.GenericSchema<unknown, unknown>;
type Check = v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>;
type Paths = Parameters<typeof v.partialCheck>[0];

// The schema is assembled from data, so its static types are erased here, in one place.
const pipe = v.pipe as unknown as (schema: AnySchema, ...items: Check[]) => AnySchema;
const check = (requirement: (value: never) => boolean, message: MessageKey): Check =>
  v.check(requirement as (value: unknown) => boolean, message) as Check;

// A missing key speaks with its row's message; the object itself, when it is no object, with
// INVALID_TYPE.
function objectMessage(node: FieldNode): v.ErrorMessage<v.StrictObjectIssue> {
  return (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const rule = typeof key === 'string' ? node.children.get(key)?.rule : undefined;
    if (issue.path === undefined || rule === undefined) return 'INVALID_TYPE' satisfies MessageKey;
    return _ruleMessage(rule, 'required', {}, 'REQUIRED');
  };
}

const picklistMessage: v.ErrorMessage<v.PicklistIssue> = (issue) =>
  (typeof issue.input === 'string' ? 'INVALID_VALUE.enum' : 'INVALID_TYPE') satisfies MessageKey;

/**
 * Builds the structural schema of a charge request from the rules table: types, formats, lengths,
 * ranges, and one `forward(partialCheck(...))` per conditional requirement or conditional format,
 * reported at the field's own path and run whenever the fields it reads are valid.
 */
export function _buildRequestSchema(): AnySchema {
  const tree = _fieldTree();
  return pipe(objectSchema(tree), ...conditionalChecks(tree));
}

function objectSchema(node: FieldNode): AnySchema {
  // No Object.prototype in the chain: valibot walks entries with for…in, which would also visit keys
  // that other code added to it. A lookup record, not Object.create(null): that one is a dictionary
  // in V8, and valibot walks and indexes the entries of every object on every run.
  const entries = _emptyRecord<Record<string, AnySchema>>();
  for (const [key, child] of node.children) {
    const schema = nodeSchema(child);
    const entry = child.rule?.required === true ? schema : v.optional(schema);
    // An own `fallback`: valibot reads `entry.fallback` for every absent key, and must not find one
    // on Object.prototype.
    entries[key] = Object.assign(entry, { fallback: undefined });
  }
  const object = v.strictObject(entries, objectMessage(node)) as unknown as AnySchema;
  const checks = [...node.children].flatMap(([key, child]) =>
    child.rule?.formatWith ? [siblingFormatCheck(key, child.rule)] : [],
  );
  return checks.length > 0 ? pipe(object, ...checks) : object;
}

function nodeSchema(node: FieldNode): AnySchema {
  const rule = node.rule as FieldRule;
  if (rule.freeForm) return v.record(v.string(), v.unknown(), 'INVALID_TYPE') as unknown as AnySchema;
  switch (rule.type) {
    case 'object':
      return objectSchema(node);
    case 'array': {
      const element = node.children.get('*') as FieldNode;
      const actions: Check[] = [];
      if (rule.minLength !== undefined)
        actions.push(v.minLength(rule.minLength, 'REQUIRED.non_empty') as Check);
      // The guard reports TOO_MANY itself and copies no further; this check is what the
      // JSON Schema's maxItems comes from, and what a Standard Schema consumer reads.
      if (rule.maxLength !== undefined) actions.push(v.maxLength(rule.maxLength, 'TOO_MANY') as Check);
      return pipe(v.array(objectSchema(element), 'INVALID_TYPE') as unknown as AnySchema, ...actions);
    }
    case 'boolean':
      return v.boolean('INVALID_TYPE');
    case 'integer':
    case 'number':
      return numberSchema(rule);
    case 'string':
      return stringSchema(rule);
  }
}

function numberSchema(rule: FieldRule): AnySchema {
  const actions: Check[] = [];
  if (rule.type === 'integer') actions.push(v.integer('INVALID_TYPE.integer') as Check);
  if (rule.min !== undefined) actions.push(v.minValue(rule.min, 'OUT_OF_RANGE') as Check);
  if (rule.max !== undefined) actions.push(v.maxValue(rule.max, 'OUT_OF_RANGE') as Check);
  return pipe(v.number('INVALID_TYPE') as unknown as AnySchema, ...actions);
}

function stringSchema(rule: FieldRule): AnySchema {
  if (rule.values) return v.picklist(rule.values, picklistMessage) as unknown as AnySchema;
  const actions: Check[] = [];
  // An empty or blank required string is as good as missing.
  if (rule.required === true)
    actions.push(
      check((value: string) => value.trim() !== '', _ruleMessage(rule, 'required', {}, 'REQUIRED')),
    );
  if (rule.maxLength !== undefined)
    actions.push(v.maxLength(rule.maxLength, _ruleMessage(rule, 'maxLength', {}, 'TOO_LONG')) as Check);
  const format = rule.formatWhen || rule.formatWith ? undefined : rule.format;
  if (format !== undefined) {
    // One issue per mistake: the format is checked only on a value that is present and within its
    // length, as a nested pipe, which valibot skips once the value has an issue.
    const nested = pipe(v.string('INVALID_TYPE') as unknown as AnySchema, ...formatActions(rule, format));
    actions.push(nested as unknown as Check);
  }
  return pipe(v.string('INVALID_TYPE') as unknown as AnySchema, ...actions);
}

function formatActions(rule: FieldRule, format: NonNullable<FieldRule['format']>): Check[] {
  const message = formatMessage(rule);
  // valibot's own actions for the formats JSON Schema can name.
  if (format === 'email') return emailActions();
  if (format === 'currency') return [v.regex(CURRENCY_CODE, message) as Check];
  const refusal = (value: string) => _formatRefusal(rule, format as ValueFormat, value);
  const checked = v.check(
    ((value: string) => refusal(value) === undefined) as (value: unknown) => boolean,
    (issue) => refusal(issue.input as string) ?? message,
  ) as Check;
  // The JSON Schema view keeps the standard format its readers know.
  return format === 'uuid' ? [checked, v.metadata({ format: 'uuid' }) as unknown as Check] : [checked];
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Whether a value (trimmed when its row trims) meets its row's unconditional format, by the same
 * predicates the schema's actions run: the fast path of validation asks this question.
 */
export function _formatHolds(
  rule: FieldRule,
  format: NonNullable<FieldRule['format']>,
  value: string,
): boolean {
  if (format === 'email') return _isEmail(value);
  if (format === 'currency') return CURRENCY_CODE.test(value);
  return _formatRefusal(rule, format as ValueFormat, value) === undefined;
}

/**
 * Why a value breaks its row's format, as a message key, or `undefined` when it is fine: the row's
 * masks are removed first; a character left that the format does not take is the row's `mask`
 * refusal (it shows the accepted forms), anything else the format's own message.
 */
export function _formatRefusal(rule: FieldRule, format: ValueFormat, value: string): MessageKey | undefined {
  return _bareFormatRefusal(rule, format, _unmask(value, rule.masks));
}

/**
 * {@link _formatRefusal} of a value whose row's masks are already removed: the fast path of
 * validation strips a field's masks once and hands the bare value here.
 *
 * @param rule - the value's row of the rules table.
 * @param format - the row's format.
 * @param bare - the value without the row's masks.
 * @returns the message key of the refusal, or `undefined` when the value is fine.
 * @example
 * _bareFormatRefusal(taxIdRow, 'br_tax_id', '12345678909')
 * //=> undefined
 */
export function _bareFormatRefusal(
  rule: FieldRule,
  format: ValueFormat,
  bare: string,
): MessageKey | undefined {
  if (rule.masks !== undefined) {
    const allowed = MASKED_FORMAT_CHARACTERS[format as MaskedFormat];
    // By code unit: the allowed characters are ASCII, so a surrogate half is refused as its pair is.
    for (let index = 0; index < bare.length; index++) {
      if (!allowed(bare.charCodeAt(index))) return _ruleMessage(rule, 'mask', {}, formatMessage(rule));
    }
  }
  return FORMAT_CHECKS[format](bare) ? undefined : formatMessage(rule);
}

// The library's own e-mail grammar, with a message that names the reason for a refusal. The metadata
// keeps `format: "email"` in the JSON Schema: that format (RFC 5321 Mailbox) is a superset of ours.
function emailActions(): Check[] {
  // The check fails only where _emailRefusal names a reason.
  const message = (issue: v.CheckIssue<unknown>) => _emailRefusal(issue.input as string) as MessageKey;
  const valid = (value: string) => _isEmail(value);
  return [
    v.check(valid as (value: unknown) => boolean, message) as Check,
    v.metadata({ format: 'email' }) as unknown as Check,
  ];
}

function formatMessage(rule: FieldRule): IssueMessageKey {
  return _ruleMessage(rule, 'format', {}, `INVALID_VALUE.${rule.format}` as IssueMessageKey);
}

// A format that also reads sibling fields (a split share's amount means centavos or a fraction
// depending on its type): one predicate, shared with the split engine, reported at the field.
function siblingFormatCheck(key: string, rule: FieldRule): Check {
  const siblings = rule.formatWith ?? [];
  const issueOf = (entry: Record<string, unknown>) => _siblingFormatRefusal(rule, key, entry);
  return v.forward(
    v.partialCheck(
      [...siblings.map((sibling) => [sibling]), [key]] as unknown as Paths,
      (entry: Record<string, unknown>) => issueOf(entry) === undefined,
      (issue) => issueOf(issue.input as Record<string, unknown>) ?? 'INVALID_VALUE',
    ) as unknown as v.GenericValidation<Record<string, unknown>>,
    [key] as [string],
  ) as unknown as Check;
}

/**
 * What is wrong with a value whose format reads sibling fields, as a message key, or `undefined`
 * when it is fine.
 */
export function _siblingFormatRefusal(
  rule: FieldRule,
  key: string,
  entry: Record<string, unknown>,
): MessageKey | undefined {
  return SIBLING_FORMAT_CHECKS[rule.format as SiblingFormat](
    _own(entry, key),
    (rule.formatWith ?? []).map((sibling) => _own(entry, sibling)),
  );
}

// Conditional rows of the table become root-level checks: every condition reads request-level facts.
function conditionalChecks(tree: FieldNode): Check[] {
  const checks: Check[] = [];
  const visit = (node: FieldNode) => {
    for (const child of node.children.values()) {
      const rule = child.rule as FieldRule;
      if (rule.path.includes('*')) continue;
      if (rule.required !== undefined && rule.required !== true)
        checks.push(requiredWhen(rule, rule.required));
      if (rule.format && rule.formatWhen)
        checks.push(formatWhenCheck(rule, rule.format as ValueFormat, rule.formatWhen));
      if (rule.type === 'object' && !rule.freeForm) visit(child);
    }
  };
  visit(tree);
  return checks;
}

// A check waits only for the field itself: the facts it reads are read defensively (an invalid
// payment_method is an unknown fact), so a broken unrelated field never hides a requirement.
function ownPath(rule: FieldRule): Paths {
  return [rule.path.split('.')] as unknown as Paths;
}

function valueAt(request: unknown, segments: readonly string[]): { parent: unknown; value: unknown } {
  let parent: unknown = request;
  const last = segments.length - 1;
  for (let index = 0; index < last; index++) parent = _own(parent, segments[index] as string);
  return { parent, value: _own(parent, segments[last] as string) };
}

// The conditional checks of one run all read the same facts: computed once per output object. The
// object is forgotten when the run ends (`_forgetOutputFacts`): it holds the request, card data
// included, and nothing of a request may outlive its run.
const NONE: unique symbol = Symbol('no output');
let factsFor: unknown = NONE;
let factsCache: OwnFacts = _emptyRecord<OwnFacts>();

/**
 * The facts of the schema's output, as `_readFacts` reads them: those the conditional checks read
 * during the run when they ran on this very object, else read now.
 *
 * @param output - the value the schema returned, unchanged since.
 * @returns the facts, in an object without a prototype.
 * @example
 * _outputFacts({ payment_method: 'pix' }).payment_method
 * //=> 'pix'
 */
export function _outputFacts(output: unknown): OwnFacts {
  return factsOf(output);
}

/**
 * Forgets the output whose facts the conditional checks kept, at the end of a run of the schema.
 *
 * @returns nothing.
 * @example
 * _forgetOutputFacts();
 * _outputFacts(undefined).payment_method
 * //=> undefined
 */
export function _forgetOutputFacts(): void {
  factsFor = NONE;
  factsCache = _emptyRecord<OwnFacts>();
}

function factsOf(request: unknown): OwnFacts {
  if (request !== factsFor) {
    factsFor = request;
    factsCache = _readFacts(request);
  }
  return factsCache;
}

function requiredWhen(rule: FieldRule, condition: Condition): Check {
  const message = (issue: { input: unknown }) =>
    _ruleMessage(rule, 'required', factsOf(issue.input), 'REQUIRED');
  const segments = rule.path.split('.');
  const present = (request: unknown) => requiredWhenMet(segments, condition, request, factsOf(request));
  return v.forward(
    v.partialCheck(ownPath(rule), present, message as never),
    rule.path.split('.') as [string],
  ) as unknown as Check;
}

/**
 * Whether a conditionally required field is there when its condition holds (a blank string is as
 * good as missing); nested fields are required only inside a parent that was sent. The fast path's
 * generated walk (scripts/fast-validator.mjs) makes the same test on the values it holds; the
 * differential test of the two paths keeps them equal.
 */
function requiredWhenMet(
  segments: readonly string[],
  condition: Condition,
  request: unknown,
  facts: OwnFacts,
): boolean {
  const { parent, value } = valueAt(request, segments);
  if (!_isRecord(parent)) return true;
  if (value === undefined) return _decide(condition, facts) !== true;
  return typeof value !== 'string' || value.trim() !== '' || _decide(condition, facts) !== true;
}

function formatWhenCheck(rule: FieldRule, format: ValueFormat, condition: Condition): Check {
  const segments = rule.path.split('.');
  const refusal = (request: unknown) =>
    formatWhenRefusal(rule, segments, format, condition, request, factsOf(request));
  const message = (issue: { input: unknown }) => refusal(issue.input) ?? formatMessage(rule);
  return v.forward(
    v.partialCheck(ownPath(rule), (request) => refusal(request) === undefined, message as never),
    rule.path.split('.') as [string],
  ) as unknown as Check;
}

/** Why a value breaks a format that applies only while a condition holds, or `undefined`. */
function formatWhenRefusal(
  rule: FieldRule,
  segments: readonly string[],
  format: ValueFormat,
  condition: Condition,
  request: unknown,
  facts: OwnFacts,
): MessageKey | undefined {
  const { value } = valueAt(request, segments);
  if (typeof value !== 'string' || _decide(condition, facts) !== true) return undefined;
  return _formatRefusal(rule, format, value);
}
