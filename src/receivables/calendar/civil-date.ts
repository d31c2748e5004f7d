/** A calendar date as whole days since 1970-01-01 (negative before it). */
export type DayNumber = number;

const DAY_MS = 86_400_000;

/**
 * The day number of a calendar date.
 *
 * @param year - the year, a whole number, e.g. 2026.
 * @param month - 1 to 12.
 * @param day - 1 to 31.
 * @returns whole days since 1970-01-01.
 * @example
 * _dayNumber(1970, 1, 2)
 * //=> 1
 */
export function _dayNumber(year: number, month: number, day: number): DayNumber {
  // Arithmetic, the inverse of `_civil` (H. Hinnant, days_from_civil): years are counted from
  // 1 March, so a leap day ends one, and a month past 12 or before 1 moves the year, as Date.UTC
  // does (which cost more than the rest of a boleto's reading).
  const years = year + Math.floor((month - 3) / 12);
  const era = Math.floor(years / 400);
  const yearOfEra = years - era * 400;
  // 0 for March … 11 for February.
  const shiftedMonth = month - 3 - (years - year) * 12;
  return (
    era * 146_097 +
    yearOfEra * 365 +
    Math.floor(yearOfEra / 4) -
    Math.floor(yearOfEra / 100) +
    Math.floor((153 * shiftedMonth + 2) / 5) +
    day -
    719_469
  );
}

/**
 * The calendar date of a day number.
 *
 * @param day - whole days since 1970-01-01.
 * @returns `[year, month, day]`.
 * @example
 * _civil(0)
 * //=> [1970, 1, 1]
 */
export function _civil(day: DayNumber): [number, number, number] {
  // Beyond a Date's range (10^8 days either side of 1970) there is no date, as for a Date.
  if (!(Math.abs(day) <= 100_000_000)) return [Number.NaN, Number.NaN, Number.NaN];
  // Arithmetic in 400-year eras of 146097 days counted from 0000-03-01, so a leap day ends each
  // year (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days): a boleto's
  // due dates are written by the thousand, and a Date object for each cost more than the reading.
  // Within ±10^8 days every quantity is a 32-bit integer, and `| 0` says so, so that the divisions
  // are integer ones (which engines make multiplications); past the era each is at least 0, which
  // `| 0` floors.
  const shifted = (Math.floor(day) + 719_468) | 0;
  const era = Math.floor(shifted / 146_097) | 0;
  const dayOfEra = (shifted - era * 146_097) | 0;
  const yearOfEra =
    ((dayOfEra - ((dayOfEra / 1460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0;
  const dayOfYear = dayOfEra - (365 * yearOfEra + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0));
  const shiftedMonth = ((5 * dayOfYear + 2) / 153) | 0;
  const date = dayOfYear - (((153 * shiftedMonth + 2) / 5) | 0) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, date];
}

/**
 * The day of the week of a day number: 0 Sunday to 6 Saturday.
 *
 * @example
 * _weekday(0) // 1970-01-01 was a Thursday
 * //=> 4
 */
export function _weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * A day number written `YYYY-MM-DD`.
 *
 * @example
 * _isoDate(20_500)
 * //=> '2026-02-16'
 */
export function _isoDate(day: DayNumber): string {
  const [year, month, date] = _civil(day);
  // Month and day as six character codes, one string: no string made for each part first.
  return (
    String(year).padStart(4, '0') +
    String.fromCharCode(
      45,
      48 + ((month / 10) | 0),
      48 + (month % 10),
      45,
      48 + ((date / 10) | 0),
      48 + (date % 10),
    )
  );
}

/**
 * Reads a real calendar date written `YYYY-MM-DD`.
 *
 * @param text - any value.
 * @returns its day number, or `undefined` when it is not such a date (2026-02-30 is not).
 * @example
 * _parseIsoDate('2026-02-30')
 * //=> undefined
 */
export function _parseIsoDate(text: unknown): DayNumber | undefined {
  if (typeof text !== 'string') return undefined;
  // One number of the eight digits (reading three costs three times as much); the text must be the
  // date written back, which is only ever four digits, a hyphen, two digits, a hyphen and two digits.
  // A day past the calendar (NaN) writes a text too, which is no date.
  const digits = Number(text.slice(0, 4) + text.slice(5, 7) + text.slice(8));
  const day = _dayNumber(Math.floor(digits / 10_000), Math.floor(digits / 100) % 100, digits % 100);
  return day >= -100_000_000 && _isoDate(day) === text ? day : undefined;
}

/** Brasília is UTC−3 all year: Brazil has had no daylight saving time since 2019. */
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/**
 * The calendar day an instant falls on in Brasília (UTC−3).
 *
 * @param instant - epoch milliseconds.
 * @returns its day number in Brasília.
 * @example
 * _brasiliaDay(Date.UTC(2026, 1, 14, 2, 0)) === _dayNumber(2026, 2, 13)
 * //=> true
 */
export function _brasiliaDay(instant: number): DayNumber {
  return Math.floor((instant + BRASILIA_OFFSET_MS) / DAY_MS);
}
