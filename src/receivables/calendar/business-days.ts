import { _weekday, type DayNumber } from './civil-date.js';
import { _isNationalHoliday } from './holidays.js';

/**
 * The day itself when it is a business day in Brazil, else the next one: not a Saturday, a Sunday,
 * a national holiday, nor one of `extra` (state and city holidays).
 *
 * @param day - a day number.
 * @param extra - more days without banking, as day numbers.
 * @returns the business day on or after `day`.
 * @example
 * _isoDate(_rollForward(_dayNumber(2026, 2, 14), new Set())) // Saturday before Carnival
 * //=> '2026-02-18'
 */
export function _rollForward(day: DayNumber, extra: ReadonlySet<DayNumber>): DayNumber {
  let next = day;
  for (;;) {
    const weekday = _weekday(next);
    if (weekday !== 0 && weekday !== 6 && !_isNationalHoliday(next) && !extra.has(next)) return next;
    next++;
  }
}
