import { _fractionOfNumber } from '../arithmetic/decimal-fraction.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _own } from '../shared/own.js';
import { _issue } from '../split/split-issue.js';
import { _dueIssue } from './due-issue.js';

/** A `{ type, amount }` term whose type and amount have been checked on their own. */
export interface _Term {
  readonly type: string;
  readonly amount: number;
}

/**
 * Terms whose fields have each been checked on their own (types, choices, dates, amounts): what the
 * rules table checks in a request, and what `_readTerms` checks before it asks for these relations.
 */
export interface _CheckedTerms {
  readonly amount: number;
  readonly due_date: string;
  readonly late_fee?: _Term;
  readonly interest?: _Term & { readonly per: string; readonly days: string };
  readonly discount?: { readonly until?: readonly (_Term & { readonly date: string })[] } & Partial<_Term>;
  readonly rebate?: _Term;
}

/** Decimal places of a percentage fraction: the Pix API writes percentages with 2 (`2.15`). */
const PERCENTAGE_SCALE = 4;
const PER_DAY_FIELDS = ['type', 'amount', 'per', 'days'];

/**
 * The rules between the fields of due-date terms, the one place both validation and
 * `computeAmountDue` take them from: percentages of at most 4 decimal places, a discount or rebate
 * below the amount, fixed interest per day only, a discount either per day (with its type, amount
 * and days) or until dates, the dates of a discount list of one type, distinct
 * and on or before the due date.
 *
 * @param terms - terms whose fields are each valid on their own.
 * @param locale - the language of the messages.
 * @param issues - receives the problems found, each at its term's path.
 * @example
 * const issues: Issue[] = [];
 * _termRelationIssues({ amount: 10000, due_date: '2026-03-10', rebate: { type: 'percentage', amount: 1 } }, 'en', issues);
 * issues[0]?.path
 * //=> 'rebate.amount'
 */
export function _termRelationIssues(terms: _CheckedTerms, locale: Locale, issues: Issue[]): void {
  // Own properties only: a term the caller did not send is not read off a polluted prototype.
  const original = _own(terms, 'amount') as number;
  const late_fee = _own(terms, 'late_fee') as _CheckedTerms['late_fee'];
  const interest = _own(terms, 'interest') as _CheckedTerms['interest'];
  const discount = _own(terms, 'discount') as _CheckedTerms['discount'];
  const rebate = _own(terms, 'rebate') as _CheckedTerms['rebate'];
  const add = (path: string, key: Parameters<typeof _dueIssue>[3]) =>
    issues.push(_dueIssue(locale, key.startsWith('OUT') ? 'OUT_OF_RANGE' : 'INVALID_VALUE', path, key));
  const check = (term: _Term | undefined, path: string, below: boolean) => {
    if (term === undefined) return;
    const percentage = term.type === 'percentage';
    if (percentage && _fractionOfNumber(term.amount).scale > PERCENTAGE_SCALE) {
      add(`${path}.amount`, 'INVALID_VALUE.percentage_places');
    } else if (below && term.amount >= (percentage ? 1 : original)) {
      add(`${path}.amount`, 'OUT_OF_RANGE.below_original');
    }
  };
  check(late_fee, 'late_fee', false);
  check(interest, 'interest', false);
  if (interest !== undefined && interest.type === 'fixed' && interest.per !== 'day') {
    add('interest.per', 'INVALID_VALUE.interest_fixed_per_day');
  }
  check(rebate, 'rebate', true);
  const until = discount && _own(discount, 'until');
  if (discount !== undefined && until === undefined) {
    // A discount per day paid early names its amount and the days counted: the other shape than `until`.
    const missing = PER_DAY_FIELDS.find((name) => _own(discount, name) === undefined);
    if (missing === undefined) check(discount as _Term, 'discount', true);
    else issues.push(_issue(locale, 'REQUIRED', `discount.${missing}`, 'REQUIRED'));
  }
  if (Array.isArray(until)) {
    for (let index = 0; index < until.length; index++) {
      const entry = until[index] as _Term & { date: string };
      const path = `discount.until.${index}`;
      const before = issues.length;
      check(entry, path, true);
      if (issues.length > before) continue;
      // One modalidade for the whole list in the Pix API: every date a fixed amount, or every one a percentage.
      if (entry.type !== (until[0] as _Term).type) add(`${path}.type`, 'INVALID_VALUE.discount_same_type');
      else if (entry.date > terms.due_date) add(`${path}.date`, 'INVALID_VALUE.discount_after_due');
      else if (until.findIndex((other) => other.date === entry.date) < index) {
        add(`${path}.date`, 'INVALID_VALUE.discount_date_twice');
      }
    }
  }
}
