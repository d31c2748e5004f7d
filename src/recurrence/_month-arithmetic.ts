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
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  // Day 0 of the next month is the last day of this one.
  const lastDay = _civil(_dayNumber(targetYear, targetMonth + 1, 0))[2];
  return _dayNumber(targetYear, targetMonth, Math.min(day, lastDay));
}
