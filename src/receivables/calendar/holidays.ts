import { _civil, _dayNumber, type DayNumber } from './civil-date.js';

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher).
 *
 * @param year - a Gregorian year.
 * @returns its day number.
 * @example
 * _easter(2026) === _dayNumber(2026, 4, 5)
 * //=> true
 */
export function _easter(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return _dayNumber(year, month, day);
}

// Fixed national holidays, as month * 100 + day: Confraternização Universal, Tiradentes, Dia do
// Trabalho, Independência, Nossa Senhora Aparecida, Finados, Proclamação da República, Natal.
const FIXED = new Set([101, 421, 501, 907, 1012, 1102, 1115, 1225]);
// Dia Nacional de Zumbi e da Consciência Negra, a national holiday from 2024 (Lei 14.759/2023).
const BLACK_CONSCIOUSNESS = 1120;
const BLACK_CONSCIOUSNESS_FROM = 2024;
// Days from Easter of the movable days on which banks do not open: Carnival Monday and Tuesday,
// Good Friday (Paixão de Cristo) and Corpus Christi.
const FROM_EASTER = [-48, -47, -2, 60];

/**
 * Whether a day is a Brazilian national holiday on which banks do not settle: the fixed national
 * holidays, Consciência Negra from 2024, and Carnival Monday and Tuesday, Good Friday and Corpus
 * Christi, counted from Easter.
 *
 * @param day - a day number.
 * @returns true on a national holiday.
 * @example
 * _isNationalHoliday(_dayNumber(2026, 2, 17)) // Carnival Tuesday
 * //=> true
 */
export function _isNationalHoliday(day: DayNumber): boolean {
  const [year, month, date] = _civil(day);
  const key = month * 100 + date;
  if (FIXED.has(key)) return true;
  if (key === BLACK_CONSCIOUSNESS) return year >= BLACK_CONSCIOUSNESS_FROM;
  const offset = day - _easter(year);
  return FROM_EASTER.includes(offset);
}
