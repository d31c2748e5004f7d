import { _formatCommonIssueMessage } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import { _issuesHint } from '../result/failure.js';
import { formatIssue } from './format-issue.js';
import type { Issue } from './issue.js';

/** An argument of the request is not acceptable: 422 with one issue per problem. */
export interface InvalidInput {
  readonly ok: false;
  readonly status: 422;
  readonly code: 'INVALID_INPUT';
  /** For the buyer: the first issue, standing alone (`Share (recipient 1): enter a fraction…`). */
  readonly message: string;
  /** For the integrator, in English: the paths to fix; each issue has its own hint. */
  readonly hint: string;
  readonly issues: readonly Issue[];
}

/**
 * The INVALID_INPUT failure of the engines (split, refund, installments) for a list of issues; its
 * message quotes the first issue in its standalone form, since it is read away from any field.
 *
 * @param locale - the language of the message.
 * @param issues - at least one issue, at the request's own paths.
 * @returns the 422 failure, carrying all the issues.
 * @example
 * const issue: Issue = { code: 'REQUIRED', path: 'amount', pointer: '/amount', message: 'Enter the amount.', hint: 'amount: required.', params: {} };
 * _invalidInput('en', [issue]).status
 * //=> 422
 */
export function _invalidInput(locale: Locale, issues: readonly Issue[]): InvalidInput {
  const detail = formatIssue(issues[0] as Issue);
  return {
    ok: false,
    status: 422,
    code: 'INVALID_INPUT',
    message: _formatCommonIssueMessage(locale, 'INVALID_INPUT', { detail }),
    hint: _issuesHint(issues),
    issues,
  };
}
