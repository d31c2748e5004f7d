import type { DayNumber } from '../receivables/calendar/civil-date.js';
import { _nextBusinessDay, type PayerCalendar } from './payer-calendar.js';

/** When a charge with a due date can be paid without a charge for lateness, and until when at all. */
export interface _PaymentWindow {
  /** The due date rolled to the payer's next business day: paid by then, nothing is added. */
  readonly due: DayNumber;
  /** The last day the charge can be paid. */
  readonly last: DayNumber;
}

/**
 * The payment window of a due date: the due date rolled forward to a business day, and the last
 * payable day, `daysAfterDue` calendar days after the rolled due date and rolled forward again (the
 * Pix API's `validadeAposVencimento`, examples A to G).
 *
 * @param due - the due date as written.
 * @param daysAfterDue - calendar days after the due date on which payment is still accepted.
 * @param calendar - the payer's calendar.
 * @returns the window.
 * @example
 * const window = _paymentWindow(_dayNumber(2021, 8, 28), 5, _payerCalendar(undefined, new Set()));
 * [_isoDate(window.due), _isoDate(window.last)]
 * //=> ['2021-08-30', '2021-09-06']
 */
export function _paymentWindow(
  due: DayNumber,
  daysAfterDue: number,
  calendar: PayerCalendar,
): _PaymentWindow {
  const rolled = _nextBusinessDay(due, calendar);
  return { due: rolled, last: _nextBusinessDay(rolled + daysAfterDue, calendar) };
}
