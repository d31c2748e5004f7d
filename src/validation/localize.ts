import { _pointer, _segmentsOf, type Issue, type Locale } from '../issues/issue.js';
import { formatIssueMessage, type IssueMessageKey } from '../messages/issues.js';
import type { MessageParams } from '../messages/keys.js';
import { _fieldLabel } from '../messages/labels.js';
import { type _Overrides, _overrideMessage } from '../messages/overrides.js';
import { _patternOf, _ruleAt } from '../rules/field-tree.js';
import { _codeOf, type Problem } from './problem.js';

// Own properties only: a page may have put `message` or `params` on Object.prototype, and the
// fail-closed answer must still speak from the catalogue.
function _ownField<K extends 'message' | 'params' | 'segments'>(
  problem: Problem,
  key: K,
): Problem[K] | undefined {
  return Object.hasOwn(problem, key) ? problem[key] : undefined;
}

// The fields that hold centavos: their range and type messages speak of an amount of money. The
// rules table has no unit column yet; these are its three money rows.
const MONEY_PATTERNS: ReadonlySet<string> = new Set(['amount', 'items.*.unit_price', 'shipping_amount']);

/** What a message may be rendered with: the locale, and the caller's labels and messages. */
export interface LocalizeScope extends _Overrides {
  readonly locale: Locale;
}

/**
 * Puts problems into words in one locale: the rule at each path supplies the limits a message
 * shows, the label catalogue (or the caller's `labels`) the field's name, and the caller's
 * `messages` may replace any message.
 */
export function _localize(problems: readonly Problem[], scope: LocalizeScope): Issue[] {
  return problems.map((problem) => {
    const pattern = _patternOf(problem.path);
    const key = _wordingKey(problem.key as IssueMessageKey, pattern);
    const params = _params(problem, scope);
    const message =
      _overrideMessage(scope.messages, pattern, key, params, scope.locale) ??
      _ownField(problem, 'message') ??
      formatIssueMessage(scope.locale, key, params);
    return {
      code: _codeOf(problem.key),
      path: problem.path,
      pointer: _pointer(_problemSegments(problem)),
      message,
      params,
    };
  });
}

// A number out of range, or not a whole number, at a field of centavos reads as an amount.
function _wordingKey(key: IssueMessageKey, pattern: string): IssueMessageKey {
  if (!MONEY_PATTERNS.has(pattern)) return key;
  if (key === 'OUT_OF_RANGE') return 'OUT_OF_RANGE.money_min';
  if (key === 'INVALID_TYPE.integer') return 'INVALID_TYPE.money';
  return key;
}

/** The segments of a problem's path: its own when a caller's key is in it, else the table path split. */
export function _problemSegments(problem: Problem): readonly (string | number)[] {
  return _ownField(problem, 'segments') ?? _segmentsOf(problem.path);
}

function _params(problem: Problem, scope: LocalizeScope): MessageParams {
  const { locale } = scope;
  const rule = _ruleAt(problem.path);
  const params: Record<string, string | number> = {};
  if (rule) {
    params.expected = formatIssueMessage(locale, `TYPE.${rule.type}`);
    if (rule.values) params.values = rule.values.join(', ');
    if (rule.min !== undefined) params.min = rule.min;
    if (rule.max !== undefined) params.max = rule.max;
    if (rule.maxLength !== undefined) params.max = rule.maxLength;
    if (rule.masks !== undefined) params.forms = rule.masks.forms.join(', ');
  } else if (problem.path === '') {
    params.expected = formatIssueMessage(locale, 'TYPE.object');
  }
  // The label is the table's (or the caller's), even for a message another engine brought.
  return {
    ...params,
    ..._ownField(problem, 'params'),
    label: _fieldLabel(problem.path, locale, scope.labels),
  };
}
