/**
 * RFC 3339 §5.6 `date-time`, with the lower-case `t` and `z` its note allows: the date, the time,
 * an optional fraction of a second, and `Z` or a numeric offset.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds in a minute. */
const MINUTE = 60_000;

/**
 * Reads an RFC 3339 `date-time` and writes the instant it names in the one spelling this library
 * keeps: UTC, `YYYY-MM-DDTHH:MM:SS.sssZ`, with the digits of the fraction beyond the millisecond
 * kept exactly when they are not zeros (so `…:00Z`, `…:00.000Z`, `…:00.000000z` and `…09:00:00-03:00`
 * are one spelling, and no two instants ever share one). Refused: anything else, a date or time
 * that does not exist, a leap second (`:60`: it has no count of
 * milliseconds since the epoch, so it could only be kept by moving it to another instant), more than 9 digits of fraction (finer than nanoseconds), and an
 * instant outside the years 0000 to 9999 once in UTC.
 *
 * @returns the normalized text, or `undefined`.
 * @example
 * _normalizeInstant('2026-03-02T09:00:00-03:00')
 * //=> '2026-03-02T12:00:00.000Z'
 */
export function _normalizeInstant(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = DATE_TIME.exec(value);
  if (parts === null) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = parts[7] ?? '';
  const sign = parts[9] === '-' ? -1 : 1;
  const offsetHours = Number(parts[10] ?? 0);
  const offsetMinutes = Number(parts[11] ?? 0);
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const local = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  local.setUTCFullYear(year, month - 1, day);
  local.setUTCHours(hour, minute, second, 0);
  if (local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return undefined;
  const utc = new Date(local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * MINUTE);
  const utcYear = utc.getUTCFullYear();
  if (utcYear < 0 || utcYear > 9999) return undefined;
  // The digits beyond the millisecond without their trailing zeros (one instant, one spelling).
  let end = fraction.length;
  while (end > 3 && fraction.charCodeAt(end - 1) === 48) end--;
  const beyondMilliseconds = fraction.slice(3, end);
  const milliseconds = fraction.slice(0, 3).padEnd(3, '0');
  return `${utc.toISOString().slice(0, 20)}${milliseconds}${beyondMilliseconds}Z`;
}

/**
 * The milliseconds since the epoch of a normalized instant (digits beyond the millisecond left out).
 *
 * @example
 * _instantMilliseconds('1970-01-01T00:00:01.500Z')
 * //=> 1500
 */
export function _instantMilliseconds(normalized: string): number {
  return Date.parse(`${normalized.slice(0, 23)}Z`);
}

/**
 * Orders two normalized instants: negative when `left` is earlier. Their first 23 characters have
 * one width and order as the instants do; the digits beyond the millisecond compare as decimals.
 *
 * @example
 * _compareInstants('2026-03-02T12:00:00.0005Z', '2026-03-02T12:00:00.000Z') > 0
 * //=> true
 */
export function _compareInstants(left: string, right: string): number {
  const width = Math.max(left.length, right.length) - 1;
  const a = left.slice(0, -1).padEnd(width, '0');
  const b = right.slice(0, -1).padEnd(width, '0');
  return a < b ? -1 : a > b ? 1 : 0;
}
