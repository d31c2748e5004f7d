import type { DayNumber } from '../receivables/calendar/civil-date.js';
import { _businessDaysBetween, _nextBusinessDay, type PayerCalendar } from './payer-calendar.js';
import type { _PaymentWindow } from './payment-window.js';
import { _rateAmount } from './rate-amount.js';
import type { _ReadTerms } from './read-terms.js';

/** The parts of the amount due on one day, in centavos, before they are added up. */
export interface _Parts {
  readonly rebate: number;
  readonly discount: number;
  readonly late_fee: number;
  readonly interest: number;
}

/**
 * The days an interest rate is stated for: a commercial month of 30 calendar days and year of 360,
 * or 21 and 252 business days (the financial market's base 252).
 */
export const _DAYS_PER = {
  calendar: { day: 1, month: 30, year: 360 },
  business: { day: 1, month: 21, year: 252 },
} as const;

/**
 * The parts of the amount due when paid on `paid` (at most the window's last day): the rebate
 * always; a discount when paid by the rolled due date; the late fee and interest after it.
 * Interest counts the days after the rolled due date (the Pix API: every term that refers to the
 * due date follows its roll). The discount never takes the amount below zero.
 *
 * @param terms - the terms read.
 * @param window - the payment window.
 * @param paid - the day of payment.
 * @param calendar - the payer's calendar.
 * @returns the parts.
 */
export function _partsOn(
  terms: _ReadTerms,
  window: _PaymentWindow,
  paid: DayNumber,
  calendar: PayerCalendar,
): _Parts {
  const { original } = terms;
  const rebate = terms.rebate === undefined ? 0 : _rateAmount(terms.rebate, original, 1, 1);
  if (paid <= window.due) {
    const discount = Math.min(discountOn(terms, window, paid, calendar), original - rebate);
    return { rebate, discount, late_fee: 0, interest: 0 };
  }
  const late_fee = terms.lateFee === undefined ? 0 : _rateAmount(terms.lateFee, original, 1, 1);
  const { interest: term } = terms;
  let interest = 0;
  if (term !== undefined) {
    const days = term.business ? _businessDaysBetween(window.due, paid, calendar) : paid - window.due;
    interest = _rateAmount(
      term.rate,
      original,
      days,
      _DAYS_PER[term.business ? 'business' : 'calendar'][term.per],
    );
  }
  return { rebate, discount: 0, late_fee, interest };
}

function discountOn(
  terms: _ReadTerms,
  window: _PaymentWindow,
  paid: DayNumber,
  calendar: PayerCalendar,
): number {
  const { discount, original } = terms;
  if (discount === undefined) return 0;
  if ('until' in discount) {
    // Every date still open counts, and the payer gets the largest: the discount never grows as the
    // day of payment moves later. A date on a non-business day rolls, as the due date does.
    let best = 0;
    for (const { day, rate } of discount.until) {
      if (paid <= _nextBusinessDay(day, calendar)) best = Math.max(best, _rateAmount(rate, original, 1, 1));
    }
    return best;
  }
  const early = discount.business ? _businessDaysBetween(paid, window.due, calendar) : window.due - paid;
  return _rateAmount(discount.perDay, original, early, 1);
}
