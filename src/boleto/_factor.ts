import { _dayNumber, _isoDate, _parseIsoDate } from '../receivables/calendar/civil-date.js';

// The due-date factor of a bank boleto: days since 1997-10-07 (the base date), four digits. The
// banks' factor table starts at 1000 on 2000-07-03, reached 9999 on 2025-02-21 and restarted at
// 1000 on 2025-02-22, so it repeats every 9000 days. No factor below 1000 is written: those four
// digits belong to an amount over R$ 99.999.999,99 (see _read-boleto.ts). Factor 0000 means the
// boleto has no due date.
const BASE = _dayNumber(1997, 10, 7);
const FIRST = 1000;
const CYCLE = 9000;
/** The last day whose factor `due_date_candidates` lists. */
const LAST_CANDIDATE = _dayNumber(2099, 12, 31);
const LAST_DAY = _dayNumber(9999, 12, 31);

/**
 * The factor of a date written `YYYY-MM-DD`, or `undefined` for a date that has none (before
 * 2000-07-03, not a date, or past 9999).
 *
 * @example
 * _factorOf('2025-02-22')
 * //=> 1000
 */
export function _factorOf(date: unknown): number | undefined {
  const day = _parseIsoDate(date);
  if (day === undefined || day < BASE + FIRST || day > LAST_DAY) return undefined;
  return ((day - BASE - FIRST) % CYCLE) + FIRST;
}

/**
 * The dates a factor (1000 to 9999) can stand for, up to 2099-12-31, earliest first; none for 0.
 *
 * @example
 * _candidatesOf(1000)
 * //=> ['2000-07-03', '2025-02-22', '2049-10-14', '2074-06-05', '2099-01-25']
 */
export function _candidatesOf(factor: number): string[] {
  if (factor === 0) return [];
  const first = BASE + factor;
  // Made at its length (four or five dates), not grown.
  const dates = new Array<string>(Math.floor((LAST_CANDIDATE - first) / CYCLE) + 1);
  for (let index = 0; index < dates.length; index++) dates[index] = _isoDate(first + index * CYCLE);
  return dates;
}

/**
 * The date a factor stands for nearest a reference date (which may be any day, even past 2099); of
 * two equally near, the later, since a boleto is read before it falls due more often than after.
 *
 * @param factor - 1000 to 9999.
 * @param reference - the reference date's day number.
 * @param candidates - the factor's {@link _candidatesOf}, when already written: the nearest date is
 *   one of them up to 2099, and its text is taken from them rather than written again.
 * @example
 * _nearestDate(1000, _dayNumber(2026, 1, 1))
 * //=> '2025-02-22'
 */
export function _nearestDate(factor: number, reference: number, candidates: readonly string[] = []): string {
  const first = BASE + factor;
  const cycles = Math.max(0, Math.floor((reference - first) / CYCLE));
  const before = first + cycles * CYCLE;
  const after = before + CYCLE;
  const nearest =
    reference <= first || reference - before < after - reference || after > LAST_DAY ? before : after;
  const index = (nearest - first) / CYCLE;
  // Past the list (after 2099) the date is written: an index read there would reach the prototype.
  return index < candidates.length ? (candidates[index] as string) : _isoDate(nearest);
}
