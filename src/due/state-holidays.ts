import type { DayNumber } from '../receivables/calendar/civil-date.js';
import { _civil } from '../receivables/calendar/civil-date.js';

// Each state's own holidays on fixed days, as month * 100 + day, from the state laws as compiled in
// "Feriados no Brasil" (pt.wikipedia.org, retrieved 2026-11-28) and checked against the states'
// yearly decrees. Days a state moves by decree (Acre keeps Tuesday-to-Thursday holidays on the
// Friday, Lei 2.247/2009), municipal holidays and one-off days are the host's `holidays`.
const BY_STATE: Readonly<Record<string, readonly number[]>> = {
  AC: [120, 123, 308, 615, 905, 1117],
  AL: [624, 629, 916, 1120, 1130],
  AP: [319, 725, 1005, 1120],
  AM: [905, 1120, 1208],
  BA: [702],
  CE: [319, 325],
  DF: [1130],
  ES: [],
  GO: [],
  MA: [728],
  MT: [1120],
  MS: [1011],
  MG: [],
  PA: [815],
  PB: [805],
  PR: [1219],
  PE: [306, 624],
  PI: [313, 1019],
  RJ: [423, 1120],
  RN: [629, 1003],
  RS: [920],
  RO: [104, 618],
  RR: [1005],
  SC: [811],
  SP: [709],
  SE: [708],
  TO: [908, 1005],
};

/**
 * Whether a day is a holiday of a Brazilian state (its fixed-date state holidays; the national ones
 * are `_isNationalHoliday`).
 *
 * @param day - a day number.
 * @param state - a UF in upper case; any other value has no state holiday.
 * @returns true on one of the state's own holidays.
 * @example
 * _isStateHoliday(_dayNumber(2026, 7, 9), 'SP') // Revolução Constitucionalista
 * //=> true
 */
export function _isStateHoliday(day: DayNumber, state: string): boolean {
  const days = Object.hasOwn(BY_STATE, state) ? BY_STATE[state] : undefined;
  if (days === undefined) return false;
  const [, month, date] = _civil(day);
  return days.includes(month * 100 + date);
}
