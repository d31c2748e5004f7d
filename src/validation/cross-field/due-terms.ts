import { _consumerLimitIssue } from '../../due/consumer-limits.js';
import { type _CheckedTerms, _termRelationIssues } from '../../due/term-relations.js';
import type { Issue } from '../../issues/issue.js';
import { formatDueRequestMessage } from '../../messages/due-request.js';
import { _englishHint } from '../../messages/hints.js';
import type { CrossFieldCheck } from './check.js';
import { _inPaymentDetails } from './in-payment-details.js';

const PREFIX = 'payment_details.';
const TERMS = ['days_after_due', 'late_fee', 'interest', 'discount', 'rebate'] as const;
const EXPIRES = 'payment_details.expires_in_seconds';

/**
 * The terms of a charge with a due date, once the table has checked each field on its own, checked
 * by the rules between them that computeAmountDue also applies (no second copy of the rules): a discount date on or before the due date, discounts of one kind, fixed
 * interest per day only, percentages with at most 4 decimal places, a discount or rebate below the
 * amount, one discount shape; for an individual, the limits of consumer law; and a PIX charge with a
 * due date has no expiry time.
 */
export const dueTermsApply: CrossFieldCheck = {
  requires: ['amount', 'payment_details.due_date'],
  alsoReads: [EXPIRES, 'customer.type', ...TERMS.map((name) => `${PREFIX}${name}`)],
  run(read, scope) {
    const { locale } = scope;
    if (read(EXPIRES) !== undefined) {
      const key = 'FORBIDDEN_FIELD.expiry_with_due_date';
      const message = formatDueRequestMessage(locale, key);
      return { key, path: EXPIRES, message, hint: _englishHint(EXPIRES, formatDueRequestMessage('en', key)) };
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
    const checked = terms as unknown as _CheckedTerms;
    _termRelationIssues(checked, locale, issues);
    const individual = read('customer.type') === 'individual';
    const issue = issues[0] ?? (individual ? _consumerLimitIssue(checked, locale) : undefined);
    return issue && _inPaymentDetails(issue);
  },
};
