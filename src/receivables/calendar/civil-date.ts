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
  // Arithmetic (the days_from_civil of H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"):
  // years are counted from 1 March, so a leap day ends one, and a month past 12 or before 1 moves
  // the year, as Date.UTC does (which cost more than the rest of a boleto's reading).
  const years = year + Math.floor((month - 3) / 12);
  // 0 for March … 11 for February: at least 0, so `| 0` floors its days.
  const shiftedMonth = month - 3 - (years - year) * 12;
  return (
    years * 365 +
    Math.floor(years / 4) -
    Math.floor(years / 100) +
    Math.floor(years / 400) +
    (((153 * shiftedMonth + 2) / 5) | 0) +
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
  if (!(Math.abs(day) <= 100_000_000)) return [NaN, NaN, NaN];
  // Arithmetic on days counted from a 1 March, so that a leap day ends a year (C. Neri and
  // L. Schneider, "Euclidean affine functions and their application to calendar algorithms",
  // Software: Practice and Experience 53(4), 2023, §6): a boleto's due dates are written by the
  // thousand, and a Date object for each cost more than the reading. The count starts 700 eras of
  // 400 years (146097 days each) before 0000-03-01, which is 719468 days before 1970-01-01, so that
  // it is positive for every day within ±10^8 and every quantity a 32-bit integer; `| 0` says so,
  // and the divisions are integer ones (which engines make multiplications). Four times the days,
  // plus 3, counts a century's days in quarters.
  const quarters = (4 * Math.floor(day) + 411_949_475) | 0;
  const century = (quarters / 146_097) | 0;
  // Four times the day of the century, plus 3.
  const ofCentury = (quarters % 146_097) | 3;
  // 0 for 1 March … 365 for 29 February.
  const dayOfYear = (ofCentury % 1461) >> 2;
  // Month (3 for March … 14 for February) and day of the month, in one product.
  const monthAndDay = 2141 * dayOfYear + 197_913;
  // 1 for January and February, the end of a year counted from March.
  const january = Number(dayOfYear > 305);
  return [
    100 * century + ((ofCentury / 1461) | 0) - 280_000 + january,
    (monthAndDay >> 16) - 12 * january,
    (((monthAndDay & 0xffff) / 2141) | 0) + 1,
  ];
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
  // Ten character codes, one string: no string made for a part first (a boleto's answer writes up to
  // six dates). A year of other than four digits (before 0, after 9999, none) is written whole, a
  // year before 0 with its sign in front of the zeros that make it four digits (`-0001`).
  const text = String.fromCharCode(
    48 + ((year / 1000) | 0),
    48 + (((year / 100) | 0) % 10),
    48 + (((year / 10) | 0) % 10),
    48 + (year % 10),
    45,
    48 + ((month / 10) | 0),
    48 + (month % 10),
    45,
    48 + ((date / 10) | 0),
    48 + (date % 10),
  );
  return year >= 0 && year < 10_000
    ? text
    : // biome-ignore lint/style/useTemplate: the template bundles 3 B larger, past Pix Automático's budget.
      (year < 0 ? '-' + String(-year).padStart(4, '0') : year) + text.slice(4);
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
  if (typeof text !== 'string' || text.length !== 10 || text[4] !== '-' || text[7] !== '-') return undefined;
  // Read from the character codes, no string made: writing the date back to compare it with the
  // text cost more than the rest of a boleto's reading.
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const date = twoDigits(text, 8);
  // NaN, where a character is not a digit, fails every comparison.
  if (!(year >= 0 && month >= 1 && month <= 12 && date >= 1)) return undefined;
  const day = _dayNumber(year, month, date);
  // A real date: up to the 28th in every month, past it up to the day before the next month's first
  // (2026-02-30 is not).
  return day < _dayNumber(year, month + 1, 1) ? day : undefined;
}

// The number the two digits at `at` write, or NaN where either is not a digit.
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >>> 0 < 10 && units >>> 0 < 10 ? tens * 10 + units : NaN;
}

/**
 * Brasília is UTC−3 all year (−3 × 3,600,000 ms): Brazil has had no daylight saving time since 2019.
 * A literal, so that a bundle without `_brasiliaDay` drops it (a product is kept).
 */
const BRASILIA_OFFSET_MS = -10_800_000;

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
