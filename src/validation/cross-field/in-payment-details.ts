import type { Issue } from '../../issues/issue.js';
import type { RawIssue } from '../raw-issue.js';

const PREFIX = 'payment_details.';

/**
 * An issue that another part of the library found in a part of `payment_details` (due-date terms,
 * a recurrence), moved to its place in the request: the path and the hint's leading path gain the
 * prefix; the words stay the part's own.
 *
 * @param issue - the issue at its path inside `payment_details` (`late_fee.amount`).
 * @returns the issue at its path in the request (`payment_details.late_fee.amount`).
 * @example
 * _inPaymentDetails({ code: 'INVALID_VALUE', path: 'rebate.amount', pointer: '/rebate/amount', message: 'm', hint: 'rebate.amount: h', params: {} }).hint
 * //=> 'payment_details.rebate.amount: h'
 */
export function _inPaymentDetails(issue: Issue): RawIssue {
  return {
    key: issue.code,
    path: `${PREFIX}${issue.path}`,
    message: issue.message,
    hint: `${PREFIX}${issue.hint}`,
    params: issue.params,
  };
}
