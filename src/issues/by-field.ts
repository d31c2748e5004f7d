import { _isArray, _own } from '../shared/own.js';
import type { Issue } from './issue.js';

// Far above what any input produces; a hostile sparse array stops here instead of looping for minutes.
const MAX_ISSUES = 100_000;

/**
 * Issues grouped by the dotted path of their field. An object without a prototype, holding only the
 * paths that have issues: `errors['constructor']` is `undefined`, never a function.
 */
export interface IssuesByField {
  readonly [path: string]: readonly Issue[] | undefined;
}

/**
 * Groups issues by field for a form: each path (`customer.email`, `items.0.unit_price`; `""` is the
 * whole request) maps to its issues, in their order. Read it as `errors['customer.email']?.[0]
 * ?.message`. The result has no prototype, so only paths with issues are keys. Never throws; a
 * value that is not an issue is skipped.
 *
 * @param issues - the issues of a failure (`result.issues`), or anything.
 * @returns the issues by path.
 * @example
 * const result = validateChargeRequest({});
 * const errors = issuesByField(result.ok ? [] : result.issues);
 * errors.amount?.[0]?.code
 * //=> 'REQUIRED'
 */
export function issuesByField(issues: readonly Issue[] | undefined): IssuesByField {
  const groups: Record<string, Issue[]> = Object.create(null);
  if (!_isArray(issues)) return groups;
  try {
    const length = Math.min(issues.length, MAX_ISSUES);
    for (let index = 0; index < length; index++) {
      const issue = _own(issues, index) as Issue;
      const path = _own(issue, 'path');
      if (typeof path !== 'string') continue;
      const group = groups[path];
      if (group === undefined) groups[path] = [issue];
      else group.push(issue);
    }
  } catch {
    // A hostile array (a length getter that throws): the issues read so far are returned.
  }
  return groups;
}
