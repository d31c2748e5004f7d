import { ISSUE_CODES, type IssueCode } from '../issues/codes.js';
import { _isOneOf } from '../shared/one-of.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { CARD_FLOW_MESSAGES, type CardFlowMessageKey } from './card-flow.js';
import { _fill } from './define.js';
import { _formatValue } from './formats.js';
import { INSTALLMENT_POLICY_MESSAGES, type InstallmentPolicyMessageKey } from './installment-policy.js';
import { ISSUE_MESSAGES, type IssueMessageKey } from './issues.js';
import { FIELD_LABELS, type FieldPath } from './labels.js';
// English's section, not the registry's table: English's keys are every locale's, and naming the
// table would ship the split engine's MDR and fee bearer words in every locale with validation,
// which only needs their keys.
import { splitConfiguration as SPLIT_CONFIGURATION_KEYS } from './locales/en.js';
import type { Locale } from './locales/index.js';
import type { MessageParams } from './params.js';
import type { SplitOptionMessageKey } from './split-configuration.js';

/**
 * What a `messages` override may be keyed by: an issue code (every message of that code) or a
 * message key (one message of a code, like `INVALID_VALUE.br_tax_id`).
 */
export type IssueMessageOverrideKey =
  | IssueCode
  | Exclude<IssueMessageKey, `TYPE.${string}` | 'INVALID_INPUT'>
  | SplitOptionMessageKey
  | InstallmentPolicyMessageKey
  | CardFlowMessageKey;

/**
 * A message of the caller's own: a template whose `{name}` (or `{name:number}`, `{name:money}`,
 * `{name:date}`) placeholders are filled from the issue's `params`, or a function of them.
 */
export type MessageTemplate = string | ((params: MessageParams) => string);

/** Messages by issue code or message key. */
export type IssueMessageOverrides = { readonly [K in IssueMessageOverrideKey]?: MessageTemplate };

/**
 * The `messages` option: by code or message key for every field, and under a field path (`*` for
 * every array entry) for that field only, which wins.
 *
 * @example
 * const messages: MessageOverrides = {
 *   REQUIRED: 'Required',
 *   'customer.tax_id': { 'INVALID_VALUE.br_tax_id': 'Check your CPF.' },
 * };
 * const result = validateChargeRequest({ customer: { tax_id: '123' } }, { messages });
 * !result.ok && result.issues?.find((issue) => issue.path === 'customer.tax_id')?.message
 * //=> 'Check your CPF.'
 * !result.ok && result.issues?.find((issue) => issue.path === 'amount')?.message
 * //=> 'Required'
 */
export type MessageOverrides = IssueMessageOverrides & { readonly [P in FieldPath]?: IssueMessageOverrides };

/** The `labels` option: the label of each field by its path (`*` for every array entry; `{n}` is its number). */
export type FieldLabels = { readonly [P in FieldPath]?: string };

/** A caller's overrides, checked and copied into maps; `messages` keys are `key` or `path key`. */
export interface _Overrides {
  readonly labels?: ReadonlyMap<string, string> | undefined;
  readonly messages?: ReadonlyMap<string, MessageTemplate> | undefined;
}

/** The key of an option that cannot be used, for the INVALID_CONFIGURATION message. */
export interface _BadOverride {
  readonly bad: string;
}

// Own enumerable keys with their data values; a getter, a Proxy or a throw is unusable.
function entriesOf(value: unknown): [string, unknown][] | undefined {
  if (!_isRecord(value)) return undefined;
  try {
    return Object.keys(value).map((key) => [key, _ownData(value, key)]);
  } catch {
    return undefined;
  }
}

function isMessageKey(key: string): boolean {
  return (
    (Object.hasOwn(ISSUE_MESSAGES.en, key) && !key.startsWith('TYPE.') && key !== 'INVALID_INPUT') ||
    (Object.hasOwn(SPLIT_CONFIGURATION_KEYS, key) && key !== 'INVALID_CONFIGURATION.split') ||
    Object.hasOwn(INSTALLMENT_POLICY_MESSAGES.en, key) ||
    Object.hasOwn(CARD_FLOW_MESSAGES.en, key) ||
    _isOneOf(ISSUE_CODES, key)
  );
}

const isTemplate = (value: unknown) => typeof value === 'string' || typeof value === 'function';

/**
 * Reads the `labels` option: an object of field paths to text. Anything else names the key that
 * cannot be used (`labels` itself when it is not an object).
 */
export function _readLabels(value: unknown): ReadonlyMap<string, string> | undefined | _BadOverride {
  if (value === undefined) return undefined;
  const entries = entriesOf(value);
  if (entries === undefined) return { bad: 'labels' };
  const labels = new Map<string, string>();
  for (const [key, label] of entries) {
    if (!Object.hasOwn(FIELD_LABELS.en, key) || typeof label !== 'string') return { bad: key };
    labels.set(key, label);
  }
  return labels;
}

/** Reads the `messages` option: codes and keys to templates, field paths to such objects. */
export function _readMessages(
  value: unknown,
): ReadonlyMap<string, MessageTemplate> | undefined | _BadOverride {
  if (value === undefined) return undefined;
  const entries = entriesOf(value);
  if (entries === undefined) return { bad: 'messages' };
  const messages = new Map<string, MessageTemplate>();
  for (const [key, template] of entries) {
    if (isMessageKey(key) && isTemplate(template)) {
      messages.set(key, template as MessageTemplate);
      continue;
    }
    const inner = Object.hasOwn(FIELD_LABELS.en, key) ? entriesOf(template) : undefined;
    if (inner === undefined) return { bad: key };
    for (const [innerKey, innerTemplate] of inner) {
      if (!isMessageKey(innerKey) || !isTemplate(innerTemplate)) return { bad: `${key} ${innerKey}` };
      messages.set(`${key} ${innerKey}`, innerTemplate as MessageTemplate);
    }
  }
  return messages;
}

/** Tells a bad option from a read one. */
export function _isBadOverride(value: unknown): value is _BadOverride {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, 'bad');
}

/**
 * The caller's message for an issue, if any: under its path's pattern first (key, then code), then
 * for every field (key, then code). A function that throws or returns no text is passed over, so
 * the catalogue's message stands.
 *
 * @param messages - the caller's overrides, already read.
 * @param pattern - the issue's path pattern (`items.*.name`); `undefined` for a path outside the
 *   table, which no caller's message is keyed under.
 * @param key - the message key (`INVALID_VALUE.br_tax_id`).
 * @param params - the issue's parameters, its label included.
 * @param locale - the locale placeholders are formatted in.
 * @returns the message, or `undefined` to use the catalogue.
 */
export function _overrideMessage(
  messages: ReadonlyMap<string, MessageTemplate> | undefined,
  pattern: string | undefined,
  key: string,
  params: MessageParams,
  locale: Locale,
): string | undefined {
  if (messages === undefined || messages.size === 0) return undefined;
  const code = key.split('.', 1)[0] as string;
  const lookups =
    pattern === undefined ? [key, code] : [`${pattern} ${key}`, `${pattern} ${code}`, key, code];
  for (const lookup of lookups) {
    const template = messages.get(lookup);
    if (template === undefined) continue;
    // The caller's own text: cut for this message only, never kept.
    if (typeof template === 'string') return _fill(template, params, locale, _formatValue, false);
    try {
      const text = template(Object.freeze({ ...params }));
      if (typeof text === 'string') return text;
    } catch {
      // The caller's function failed: its message is not shown, the catalogue's is.
    }
    return undefined;
  }
  return undefined;
}
