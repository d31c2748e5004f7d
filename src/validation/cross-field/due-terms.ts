import { _consumerLimitIssue } from '../../due/consumer-limits.js';
import { _readTerms } from '../../due/read-terms.js';
import type { Issue } from '../../issues/issue.js';
import { formatDueMessage } from '../../messages/due.js';
import { _englishHint } from '../../messages/hints.js';
import type { RawIssue } from '../raw-issue.js';
import type { CrossFieldCheck } from './check.js';

const PREFIX = 'payment_details.';
const TERMS = ['days_after_due', 'late_fee', 'interest', 'discount', 'rebate'] as const;
const EXPIRES = 'payment_details.expires_in_seconds';

/**
 * The terms of a charge with a due date, checked by the one reader computeAmountDue uses (no second
 * copy of the rules): a discount date on or before the due date, discounts of one kind, fixed
 * interest per day only, percentages with at most 4 decimal places, a discount or rebate below the
 * amount, one discount shape; for an individual, the limits of consumer law; and a PIX charge with a
 * due date has no expiry time.
 */
export const dueTermsApply: CrossFieldCheck = {
  summary:
    'A due date excludes expires_in_seconds; the terms are ones computeAmountDue and the Pix API can apply (discount dates on or before the due date and of one type, fixed interest per day, at most 4 decimal places, below the amount); for an individual, a late fee of at most 2% and interest of at most 1% a month.',
  reports: 'FORBIDDEN_FIELD, INVALID_VALUE or OUT_OF_RANGE at the term (payment_details.…)',
  requires: ['amount', 'payment_details.due_date'],
  alsoReads: [EXPIRES, 'customer.type', ...TERMS.map((name) => `${PREFIX}${name}`)],
  run(read, scope) {
    const { locale } = scope;
    if (read(EXPIRES) !== undefined) {
      const key = 'FORBIDDEN_FIELD.expiry_with_due_date';
      const message = formatDueMessage(locale, key);
      return { key, path: EXPIRES, message, hint: _englishHint(EXPIRES, formatDueMessage('en', key)) };
    }
    const terms: Record<string, unknown> = {
      amount: read('amount'),
      due_date: read(`${PREFIX}due_date`),
    };
    for (const name of TERMS) {
      const value = read(`${PREFIX}${name}`);
      if (value !== undefined) terms[name] = value;
    }
    const issues: Issue[] = [];
    const readTerms = _readTerms(terms, locale, issues);
    const limit =
      readTerms !== undefined && read('customer.type') === 'individual'
        ? _consumerLimitIssue(readTerms, locale)
        : undefined;
    const issue = issues[0] ?? limit;
    return issue && inRequest(issue);
  },
};

// An issue of the terms at its path in the request.
function inRequest(issue: Issue): RawIssue {
  return {
    key: issue.code,
    path: `${PREFIX}${issue.path}`,
    message: issue.message,
    hint: `${PREFIX}${issue.hint}`,
    params: issue.params,
  };
}
