import { _invalidInput, type InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import { formatAmountDueMessage } from '../messages/amount-due.js';
import type { Locale } from '../messages/locales/index.js';
import { _isoDate, _parseIsoDate, type DayNumber } from '../receivables/calendar/civil-date.js';
import { _failure, type Failure } from '../result/failure.js';
import { _isUf } from '../rules/ufs.js';
import { _isArray, _isRecord, _own } from '../shared/own.js';
import { _optionsLocale } from '../split/read-options.js';
import { _issue, _typeIssue } from '../split/split-issue.js';
import { _partsOn } from './parts.js';
import { _payerCalendar } from './payer-calendar.js';
import { _paymentWindow } from './payment-window.js';
import { _readTerms } from './read-terms.js';
import type { DueTerms } from './types.js';

/** Options of {@link computeAmountDue}. */
export interface ComputeAmountDueOptions {
  /** The day the payer pays, `YYYY-MM-DD` (the payer's calendar day: the library never reads the clock). */
  readonly paymentDate: string;
  /** The payer's UF (two letters, any case): its state holidays are not business days. */
  readonly state?: string;
  /** More days without banking for the payer, `YYYY-MM-DD` (its municipality's holidays). */
  readonly holidays?: readonly string[];
  /**
   * Language of the messages.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** What is owed on the day of payment, in centavos: `amount = original − rebate − discount + late_fee + interest`. */
export interface AmountDue {
  readonly ok: true;
  /** What the payer pays on that day. */
  readonly amount: number;
  readonly original: number;
  readonly late_fee: number;
  readonly interest: number;
  readonly discount: number;
  readonly rebate: number;
  /** The due date rolled to the payer's next business day, `YYYY-MM-DD`. */
  readonly due_date: string;
  /** The last day the charge can be paid, `YYYY-MM-DD`. */
  readonly last_payment_date: string;
}

/** The charge can no longer be paid: the day of payment is after its last payable day. */
export interface ChargeExpired extends Failure<'CHARGE_EXPIRED'> {
  readonly status: 422;
}

/** The result of {@link computeAmountDue}. */
export type ComputeAmountDueResult = AmountDue | ChargeExpired | InvalidInput;

/** The most extra holidays read: a municipality has a handful a year. */
const MOST_HOLIDAYS = 1000;

/**
 * The amount a charge with a due date costs on the day it is paid, exactly in centavos: the
 * rebate, an early-payment discount up to the due date, the late fee and interest after it. The due
 * date rolls to the payer's next business day (national and state holidays, and the host's), and
 * the charge can be paid until `days_after_due` calendar days after it (rolled again). Each part is
 * rounded once to the centavo (half-even) and the parts add up to the amount. Never throws.
 *
 * @param terms - the amount and payment details of a validated request.
 * @param options - the day of payment and the payer's calendar.
 * @returns `{ ok: true, amount, … }`; `{ ok: false, status: 422, code: 'CHARGE_EXPIRED' }` after the
 *   last payable day; `{ ok: false, status: 422, code: 'INVALID_INPUT', issues }` for bad terms or options.
 * @example
 * const due = computeAmountDue(
 *   { amount: 10000, due_date: '2026-03-10', late_fee: { type: 'percentage', amount: 0.02 }, interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' } },
 *   { paymentDate: '2026-03-25' },
 * );
 * due.ok && [due.amount, due.late_fee, due.interest]
 * //=> [10250, 200, 50]
 */
export function computeAmountDue(terms: DueTerms, options: ComputeAmountDueOptions): ComputeAmountDueResult {
  let locale: Locale = 'en';
  try {
    locale = _optionsLocale(options);
    const issues: Issue[] = [];
    const read = _readTerms(terms, locale, issues);
    const day = readOptions(options, locale, issues);
    if (read === undefined || day === undefined) return _invalidInput(locale, issues);
    const calendar = _payerCalendar(day.state, day.holidays);
    const window = _paymentWindow(read.due, read.daysAfterDue, calendar);
    const last = _isoDate(window.last);
    if (day.paid > window.last) {
      const message = formatAmountDueMessage(locale, 'CHARGE_EXPIRED', { last });
      const hint = `paymentDate is after last_payment_date ${last} (the due date rolled to a business day, plus days_after_due, rolled again): the charge can no longer be paid; create a new one.`;
      return _failure(422, 'CHARGE_EXPIRED', message, hint) as ChargeExpired;
    }
    const parts = _partsOn(read, window, day.paid, calendar);
    const amount = read.original - parts.rebate - parts.discount + parts.late_fee + parts.interest;
    return {
      ok: true,
      amount,
      original: read.original,
      late_fee: parts.late_fee,
      interest: parts.interest,
      discount: parts.discount,
      rebate: parts.rebate,
      due_date: _isoDate(window.due),
      last_payment_date: last,
    };
  } catch {
    // A list whose length a Proxy refuses to give gets here (or a replaced built-in): no amount is
    // safer than a wrong one.
    const issue = _issue(locale, 'INVALID_TYPE', '', 'INVALID_TYPE.unreadable');
    return _invalidInput(locale, [issue]);
  }
}

interface PaymentDay {
  readonly paid: DayNumber;
  readonly state: string | undefined;
  readonly holidays: ReadonlySet<DayNumber>;
}

function readOptions(options: unknown, locale: Locale, issues: Issue[]): PaymentDay | undefined {
  if (!_isRecord(options)) {
    issues.push(_typeIssue(locale, 'options', 'object'));
    return undefined;
  }
  const before = issues.length;
  const date = _own(options, 'paymentDate');
  const paid = _parseIsoDate(date);
  if (paid === undefined) {
    const key = date === undefined ? 'REQUIRED' : 'INVALID_VALUE.date';
    issues.push(
      _issue(locale, date === undefined ? 'REQUIRED' : 'INVALID_VALUE', 'options.paymentDate', key),
    );
  }
  const stateValue = _own(options, 'state');
  let state: string | undefined;
  if (typeof stateValue === 'string' && _isUf(stateValue)) state = stateValue.toUpperCase();
  else if (stateValue !== undefined) {
    issues.push(_issue(locale, 'INVALID_VALUE', 'options.state', 'INVALID_VALUE.uf'));
  }
  const holidays = new Set<DayNumber>();
  const list = _own(options, 'holidays');
  if (list !== undefined && (!_isArray(list) || list.length > MOST_HOLIDAYS)) {
    issues.push(
      _isArray(list)
        ? _issue(locale, 'TOO_MANY', 'options.holidays', 'TOO_MANY', { max: MOST_HOLIDAYS })
        : _typeIssue(locale, 'options.holidays', 'array'),
    );
  } else if (list !== undefined) {
    for (let index = 0; index < list.length; index++) {
      const holiday = _parseIsoDate(list[index]);
      if (holiday === undefined) {
        issues.push(_issue(locale, 'INVALID_VALUE', `options.holidays.${index}`, 'INVALID_VALUE.date'));
      } else holidays.add(holiday);
    }
  }
  if (issues.length > before || paid === undefined) return undefined;
  return { paid, state, holidays };
}
