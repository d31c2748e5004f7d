import { formatIssue } from '../issues/format-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import { _issuesHint } from '../result/failure.js';

/**
 * The 422 INVALID_INPUT of this area. As the codecs do, the first issue, led by its label, is the
 * buyer's message: the recurrence's own catalogue words it, so a page that plans cycles does not
 * carry the request validation's messages.
 *
 * @param issues - at least one, in the locale asked for.
 * @param root - what an issue at the root is about, for the hint.
 * @returns the failure, carrying every issue.
 */
export function _recurrenceFailure(issues: readonly Issue[], root?: string): InvalidInput {
  const message = formatIssue(issues[0] as Issue);
  return { ok: false, status: 422, code: 'INVALID_INPUT', message, hint: _issuesHint(issues, root), issues };
}
