// Dates are compared in Brasília time: UTC−3 all year (Brazil has had no daylight saving since 2019).
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function _isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** Today's date in Brasília, `YYYY-MM-DD`, at the instant `now`. */
export function _brasiliaToday(now: Date): string {
  return new Date(now.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}
