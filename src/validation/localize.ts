import { _pointer, _segmentsOf, type Issue, type Locale } from '../issues/issue.js';
import { formatIssueMessage, type IssueMessageKey } from '../messages/issues.js';
import type { MessageParams } from '../messages/keys.js';
import { _ruleAt } from '../rules/field-tree.js';
import { _codeOf, type Problem } from './problem.js';

// Own properties only: a page may have put `message` or `params` on Object.prototype, and the
// fail-closed answer must still speak from the catalogue.
function _ownField<K extends 'message' | 'params' | 'segments'>(
  problem: Problem,
  key: K,
): Problem[K] | undefined {
  return Object.hasOwn(problem, key) ? problem[key] : undefined;
}

const ROOT_LABEL: Readonly<Record<Locale, string>> = {
  en: 'The request body',
  'pt-BR': 'O corpo da requisição',
};

/** Puts problems into words in one locale; the rule at each path supplies the limits a message shows. */
export function _localize(problems: readonly Problem[], locale: Locale): Issue[] {
  return problems.map((problem) => {
    const params = _params(problem, locale);
    return {
      code: _codeOf(problem.key),
      path: problem.path,
      pointer: _pointer(_problemSegments(problem)),
      message:
        _ownField(problem, 'message') ?? formatIssueMessage(locale, problem.key as IssueMessageKey, params),
      params,
    };
  });
}

/** The segments of a problem's path: its own when a caller's key is in it, else the table path split. */
export function _problemSegments(problem: Problem): readonly (string | number)[] {
  return _ownField(problem, 'segments') ?? _segmentsOf(problem.path);
}

function _params(problem: Problem, locale: Locale): MessageParams {
  const rule = _ruleAt(problem.path);
  const params: Record<string, string | number> = {
    field: problem.path === '' ? ROOT_LABEL[locale] : problem.path,
  };
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
  return { ...params, ..._ownField(problem, 'params') };
}
