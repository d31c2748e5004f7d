import { _recurrenceRelationIssue } from '../../recurrence/_relations.js';
import type { CrossFieldCheck } from './check.js';
import { _inPaymentDetails } from './in-payment-details.js';

const PATH = 'payment_details.recurrence';
const FIELDS = ['start_date', 'end_date', 'amount', 'min_amount'] as const;

/**
 * A Pix Automático recurrence, once the table has checked each field on its own, checked by the
 * rules between them that planRecurrence also applies (no second copy of the rules): exactly one of
 * `amount` and `min_amount`, and `end_date` not before `start_date`.
 */
export const recurrenceTermsApply: CrossFieldCheck = {
  requires: [PATH],
  run(read, { locale }) {
    const recurrence: Record<string, unknown> = {};
    for (const name of FIELDS) {
      const value = read(`${PATH}.${name}`);
      if (value !== undefined) recurrence[name] = value;
    }
    const issue = _recurrenceRelationIssue(recurrence, locale);
    return issue && _inPaymentDetails(issue);
  },
};
