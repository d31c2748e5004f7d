import { _civil, _dayNumber, type DayNumber } from '../receivables/calendar/civil-date.js';

/**
 * The same day of the month, `months` later; a day the target month lacks (the 29th to the 31st)
 * becomes its last day. Counted from the start each time, so 31 January gives 28 or 29 February
 * and then 31 March again, never a drift to the 28th.
 *
 * @param start - the anchor day.
 * @param months - how many months later, 0 or more.
 * @returns the day number.
 * @example
 * _addMonthsClamped(_dayNumber(2024, 1, 31), 1) === _dayNumber(2024, 2, 29)
 * //=> true
 */
export function _addMonthsClamped(start: DayNumber, months: number): DayNumber {
  const [year, month, day] = _civil(start);
  // The day of the month, or the day before the next month's first when the month is shorter.
  // _dayNumber carries a month past 12 into the year.
  return Math.min(_dayNumber(year, month + months, day), _dayNumber(year, month + months + 1, 0));
}
