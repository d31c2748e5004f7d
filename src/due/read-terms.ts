import { _fractionOfNumber } from '../arithmetic/decimal-fraction.js';
import type { IssueCode } from '../issues/codes.js';
import type { Issue } from '../issues/issue.js';
import type { CommonIssueMessageKey } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import type { DayNumber } from '../receivables/calendar/civil-date.js';
import { _parseIsoDate } from '../receivables/calendar/civil-date.js';
import { LIMITS } from '../rules/limits.js';
import { _isArray, _isRecord, _own } from '../shared/own.js';
import { _readAmount } from '../split/read-amount.js';
import { _splitAmountIssue } from '../split/rule-amount.js';
import { _issue, _typeIssue } from '../split/split-issue.js';
import { type _CheckedTerms, _termRelationIssues } from './term-relations.js';

/**
 * A term's amount, exactly: `units / 10^scale` centavos when `fixed`, that fraction of the original
 * amount when not.
 */
export interface _Rate {
  readonly fixed: boolean;
  readonly units: bigint;
  readonly scale: number;
}

/** The terms read and checked, dates as day numbers. */
export interface _ReadTerms {
  readonly original: number;
  readonly due: DayNumber;
  readonly daysAfterDue: number;
  readonly lateFee: _Rate | undefined;
  readonly interest: { readonly rate: _Rate; readonly per: Per; readonly business: boolean } | undefined;
  readonly discount:
    | { readonly until: readonly { readonly day: DayNumber; readonly rate: _Rate }[] }
    | { readonly perDay: _Rate; readonly business: boolean }
    | undefined;
  readonly rebate: _Rate | undefined;
}

type Per = 'day' | 'month' | 'year';

const TYPES = ['fixed', 'percentage'];
const PERS = ['day', 'month', 'year'];
const DAY_KINDS = ['calendar', 'business'];

/**
 * The one rule set of due-date terms (late fee, interest, discount, rebate, days after due):
 * reads them from any value, own properties only, and reports every problem at its path.
 *
 * @param terms - any value; the shape of {@link DueTerms}.
 * @param locale - the language of the messages.
 * @param issues - receives the problems found.
 * @returns the terms read, or `undefined` when some are not acceptable.
 * @example
 * _readTerms({ amount: 10000, due_date: '2026-03-10' }, 'en', [])?.daysAfterDue
 * //=> 30
 */
export function _readTerms(terms: unknown, locale: Locale, issues: Issue[]): _ReadTerms | undefined {
  if (!_isRecord(terms)) {
    issues.push(_typeIssue(locale, '', 'object'));
    return undefined;
  }
  const before = issues.length;
  const add = (code: IssueCode, path: string, key: CommonIssueMessageKey, params?: MessageParams) =>
    issues.push(_issue(locale, code, path, key, params));
  const amount = _own(terms, 'amount');
  const original = _readAmount(amount, locale, issues, LIMITS.amount.max) ? amount : undefined;
  const dueText = _own(terms, 'due_date');
  const due = _parseIsoDate(dueText);
  if (dueText === undefined) add('REQUIRED', 'due_date', 'REQUIRED');
  else if (due === undefined) add('INVALID_VALUE', 'due_date', 'INVALID_VALUE.date');
  const daysText = _own(terms, 'days_after_due');
  const daysAfterDue = daysText === undefined ? LIMITS.daysAfterDue.default : daysText;
  const days = daysAfterDue as number;
  if (!Number.isSafeInteger(days) || days < 0 || days > LIMITS.daysAfterDue.max) {
    add('OUT_OF_RANGE', 'days_after_due', 'OUT_OF_RANGE', { min: 0, max: LIMITS.daysAfterDue.max });
  }
  const term = (path: string) => {
    const value = _own(terms, path);
    return value === undefined ? undefined : readRate(value, path, locale, issues);
  };
  const lateFee = term('late_fee');
  const interest = readInterest(_own(terms, 'interest'), locale, issues);
  const discount = readDiscount(_own(terms, 'discount'), locale, issues);
  const rebate = term('rebate');
  if (issues.length > before || original === undefined || due === undefined) return undefined;
  // Each field is valid on its own: now the rules between them, the same ones validation applies.
  _termRelationIssues(terms as unknown as _CheckedTerms, locale, issues);
  if (issues.length > before) return undefined;
  return {
    original,
    due,
    daysAfterDue: daysAfterDue as number,
    lateFee,
    interest,
    discount,
    rebate,
  };
}

function readInterest(value: unknown, locale: Locale, issues: Issue[]): _ReadTerms['interest'] {
  if (value === undefined) return undefined;
  const rate = readRate(value, 'interest', locale, issues);
  if (!_isRecord(value)) return undefined;
  // Read whatever the rate's answer, so every part that is wrong is reported at once.
  const per = readChoice(value, 'interest', 'per', PERS, locale, issues);
  const days = readChoice(value, 'interest', 'days', DAY_KINDS, locale, issues);
  if (rate === undefined || per === undefined || days === undefined) return undefined;
  return { rate, per: per as Per, business: days === 'business' };
}

function readDiscount(value: unknown, locale: Locale, issues: Issue[]): _ReadTerms['discount'] {
  if (value === undefined) return undefined;
  if (!_isRecord(value)) {
    issues.push(_typeIssue(locale, 'discount', 'object'));
    return undefined;
  }
  const until = _own(value, 'until');
  if (until === undefined) {
    const rate = readRate(value, 'discount', locale, issues);
    const per = readChoice(value, 'discount', 'per', ['day'], locale, issues);
    const days = readChoice(value, 'discount', 'days', DAY_KINDS, locale, issues);
    if (rate === undefined || per === undefined || days === undefined) return undefined;
    return { perDay: rate, business: days === 'business' };
  }
  if (!_isArray(until)) {
    issues.push(_typeIssue(locale, 'discount.until', 'array'));
    return undefined;
  }
  if (until.length === 0 || until.length > LIMITS.discountDates) {
    issues.push(
      until.length === 0
        ? _issue(locale, 'REQUIRED', 'discount.until', 'REQUIRED.non_empty')
        : _issue(locale, 'TOO_MANY', 'discount.until', 'TOO_MANY', { max: LIMITS.discountDates }),
    );
    return undefined;
  }
  const entries: { day: DayNumber; rate: _Rate }[] = [];
  for (let index = 0; index < until.length; index++) {
    const path = `discount.until.${index}`;
    const entry = until[index];
    const rate = readRate(entry, path, locale, issues);
    const day = _isRecord(entry) ? readDate(_own(entry, 'date'), `${path}.date`, locale, issues) : undefined;
    if (rate !== undefined && day !== undefined) entries.push({ day, rate });
  }
  return entries.length === until.length ? { until: entries } : undefined;
}

function readDate(value: unknown, path: string, locale: Locale, issues: Issue[]): DayNumber | undefined {
  const day = _parseIsoDate(value);
  if (day !== undefined) return day;
  issues.push(
    value === undefined
      ? _issue(locale, 'REQUIRED', path, 'REQUIRED')
      : _issue(locale, 'INVALID_VALUE', path, 'INVALID_VALUE.date'),
  );
  return undefined;
}

function readChoice(
  holder: Record<string, unknown>,
  parent: string,
  key: string,
  values: readonly string[],
  locale: Locale,
  issues: Issue[],
): string | undefined {
  const value = _own(holder, key);
  if (typeof value === 'string' && values.includes(value)) return value;
  const path = `${parent}.${key}`;
  issues.push(
    value === undefined
      ? _issue(locale, 'REQUIRED', path, 'REQUIRED')
      : _issue(locale, 'INVALID_VALUE', path, 'INVALID_VALUE.enum', { values: values.join(', ') }),
  );
  return undefined;
}

/** A `{ type, amount }` term: centavos when fixed, a fraction when a percentage. */
function readRate(value: unknown, path: string, locale: Locale, issues: Issue[]): _Rate | undefined {
  if (!_isRecord(value)) {
    issues.push(_typeIssue(locale, path, 'object'));
    return undefined;
  }
  const type = readChoice(value, path, 'type', TYPES, locale, issues);
  const amount = _own(value, 'amount');
  const amountPath = `${path}.amount`;
  if (type === undefined) return undefined;
  if (amount === undefined) {
    issues.push(_issue(locale, 'REQUIRED', amountPath, 'REQUIRED'));
    return undefined;
  }
  const refusal = _splitAmountIssue(type, amount, LIMITS.amount.max);
  if (refusal !== undefined) {
    issues.push(
      refusal.key === 'INVALID_TYPE'
        ? _typeIssue(locale, amountPath, 'number')
        : _issue(locale, refusal.code, amountPath, refusal.key, refusal.params),
    );
    return undefined;
  }
  const number = amount as number;
  if (type === 'fixed') return { fixed: true, units: BigInt(number), scale: 0 };
  const fraction = _fractionOfNumber(number);
  return { fixed: false, units: BigInt(fraction.digits), scale: fraction.scale };
}
