import { _pointer, _segmentsOf, type Issue, type Locale } from '../issues/issue.js';
import { formatIssueMessage, type IssueMessageKey } from '../messages/issues.js';
import type { MessageParams } from '../messages/keys.js';
import { _fieldLabel } from '../messages/labels.js';
import { type _Overrides, _overrideMessage } from '../messages/overrides.js';
import { _patternOf, _ruleAt } from '../rules/field-tree.js';
import { _codeOf, type RawIssue } from './raw-issue.js';

// Own properties only: a page may have put `message` or `params` on Object.prototype, and the
// fail-closed answer must still speak from the catalogue.
function ownField<K extends 'message' | 'params' | 'segments'>(
  rawIssue: RawIssue,
  key: K,
): RawIssue[K] | undefined {
  return Object.hasOwn(rawIssue, key) ? rawIssue[key] : undefined;
}

// The fields that hold centavos: their range and type messages speak of an amount of money. The
// rules table has no unit column yet; these are its three money rows.
const MONEY_PATTERNS: ReadonlySet<string> = new Set(['amount', 'items.*.unit_price', 'shipping_amount']);

/** What a message may be rendered with: the locale, and the caller's labels and messages. */
export interface LocalizeScope extends _Overrides {
  readonly locale: Locale;
}

/**
 * Puts issues into words in one locale: the rule at each path supplies the limits a message
 * shows, the label catalogue (or the caller's `labels`) the field's name, and the caller's
 * `messages` may replace any message.
 */
export function _localize(rawIssues: readonly RawIssue[], scope: LocalizeScope): Issue[] {
  return rawIssues.map((rawIssue) => {
    const pattern = _patternOf(rawIssue.path);
    const key = wordingKey(rawIssue.key as IssueMessageKey, pattern);
    const params = paramsOf(rawIssue, scope);
    const message =
      _overrideMessage(scope.messages, pattern, key, params, scope.locale) ??
      ownField(rawIssue, 'message') ??
      formatIssueMessage(scope.locale, key, params);
    return {
      code: _codeOf(rawIssue.key),
      path: rawIssue.path,
      pointer: _pointer(_rawIssueSegments(rawIssue)),
      message,
      params,
    };
  });
}

// A number out of range, or not a whole number, at a field of centavos reads as an amount.
function wordingKey(key: IssueMessageKey, pattern: string): IssueMessageKey {
  if (!MONEY_PATTERNS.has(pattern)) return key;
  if (key === 'OUT_OF_RANGE') return 'OUT_OF_RANGE.money_min';
  if (key === 'INVALID_TYPE.integer') return 'INVALID_TYPE.money';
  return key;
}

/** The segments of a issue's path: its own when a caller's key is in it, else the table path split. */
export function _rawIssueSegments(rawIssue: RawIssue): readonly (string | number)[] {
  return ownField(rawIssue, 'segments') ?? _segmentsOf(rawIssue.path);
}

function paramsOf(rawIssue: RawIssue, scope: LocalizeScope): MessageParams {
  const { locale } = scope;
  const rule = _ruleAt(rawIssue.path);
  const params: Record<string, string | number> = {};
  if (rule) {
    params.expected = formatIssueMessage(locale, `TYPE.${rule.type}`);
    if (rule.values) params.values = rule.values.join(', ');
    if (rule.min !== undefined) params.min = rule.min;
    if (rule.max !== undefined) params.max = rule.max;
    if (rule.maxLength !== undefined) params.max = rule.maxLength;
    if (rule.masks !== undefined) params.forms = rule.masks.forms.join(', ');
  } else if (rawIssue.path === '') {
    params.expected = formatIssueMessage(locale, 'TYPE.object');
  }
  // The label is the table's (or the caller's), even for a message another engine brought.
  return {
    ...params,
    ...ownField(rawIssue, 'params'),
    label: _fieldLabel(rawIssue.path, locale, scope.labels),
  };
}
