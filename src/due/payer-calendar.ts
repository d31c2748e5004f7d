import { _weekday, type DayNumber } from '../receivables/calendar/civil-date.js';
import { _isNationalHoliday } from '../receivables/calendar/holidays.js';
import { _isStateHoliday } from './state-holidays.js';

/**
 * The payer's business days: not a Saturday, a Sunday, a national bank holiday, one of the state's
 * own holidays, nor one of the host's extra dates (its municipality's).
 */
export interface PayerCalendar {
  /** Whether the payer's banks open on the day. */
  isBusinessDay(day: DayNumber): boolean;
}

/**
 * The business-day calendar of a payer in a state, with a host's extra holidays.
 *
 * @param state - the payer's UF in upper case, or `undefined` for national holidays only.
 * @param extra - more days without banking, as day numbers.
 * @returns the calendar.
 * @example
 * _payerCalendar('BA', new Set()).isBusinessDay(_dayNumber(2026, 7, 2)) // Independência da Bahia
 * //=> false
 */
export function _payerCalendar(state: string | undefined, extra: ReadonlySet<DayNumber>): PayerCalendar {
  return {
    isBusinessDay(day) {
      const weekday = _weekday(day);
      if (weekday === 0 || weekday === 6 || _isNationalHoliday(day) || extra.has(day)) return false;
      return state === undefined || !_isStateHoliday(day, state);
    },
  };
}

/**
 * The day itself when it is a business day of the calendar, else the next one.
 *
 * @param day - a day number.
 * @param calendar - the payer's calendar.
 * @returns the business day on or after `day`.
 * @example
 * _isoDate(_nextBusinessDay(_dayNumber(2020, 12, 25), _payerCalendar(undefined, new Set())))
 * //=> '2020-12-28'
 */
export function _nextBusinessDay(day: DayNumber, calendar: PayerCalendar): DayNumber {
  let next = day;
  while (!calendar.isBusinessDay(next)) next++;
  return next;
}

/**
 * How many business days of the calendar lie after `from` up to and including `to`.
 *
 * @param from - a day number (not counted).
 * @param to - a later day number (counted); on or before `from` there are none.
 * @param calendar - the payer's calendar.
 * @returns the count, 0 or more.
 * @example
 * _businessDaysBetween(_dayNumber(2026, 2, 13), _dayNumber(2026, 2, 18), _payerCalendar(undefined, new Set())) // Carnival between
 * //=> 1
 */
export function _businessDaysBetween(from: DayNumber, to: DayNumber, calendar: PayerCalendar): number {
  let count = 0;
  for (let day = from + 1; day <= to; day++) if (calendar.isBusinessDay(day)) count++;
  return count;
}
