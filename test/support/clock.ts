// The one clock of the test suite: test/setup.ts pins `Date` to it before every file, and dated
// fixtures are written relative to it, so the suite passes on any day and under any override.

/** The instant every test runs at: 15:00 in Brasília (UTC−3) on a fixed day, unless overridden. */
export const TEST_NOW: Date = new Date(process.env.CHARGE_RULES_TEST_NOW ?? '2026-11-22T18:00:00Z');

if (Number.isNaN(TEST_NOW.getTime())) {
  throw new Error(`CHARGE_RULES_TEST_NOW is not a date: ${process.env.CHARGE_RULES_TEST_NOW}`);
}

const DAY = 24 * 60 * 60 * 1000;
const BRASILIA = -3 * 60 * 60 * 1000;

/** The calendar date in Brasília `days` after TEST_NOW (negative for before), as `YYYY-MM-DD`. */
export function brasiliaDate(days = 0): string {
  return new Date(TEST_NOW.getTime() + BRASILIA + days * DAY).toISOString().slice(0, 10);
}

/** The year `years` after TEST_NOW's year in Brasília, as four digits (a card expiry year). */
export function yearFromNow(years: number): string {
  return String(Number(brasiliaDate().slice(0, 4)) + years);
}
