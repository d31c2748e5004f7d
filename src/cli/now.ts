import { usageError } from './errors.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads `--now`, the clock for card expiry and boleto due dates. A date alone means noon in
 * Brasília that day: the library compares dates in Brasília time (UTC−3), and midnight UTC, what
 * `new Date('2026-05-01')` gives, is still the day before there.
 *
 * @param command - the command name, for the message.
 * @param value - an ISO 8601 date (`2026-05-01`) or date-time (`2026-05-01T10:00:00-03:00`).
 * @returns the instant, or `undefined` when the option was not given.
 * @throws CliError when the value is not such a date or is not a real calendar date.
 */
export function readNow(command: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const dateOnly = DATE.exec(value);
  const instant = dateOnly
    ? new Date(`${value}T12:00:00-03:00`)
    : DATE_TIME.test(value)
      ? new Date(value)
      : undefined;
  const valid = instant !== undefined && !Number.isNaN(instant.getTime());
  // Date rolls 2026-02-30 over to March 2: a date-only value must come back as itself (noon in
  // Brasília is 15:00 UTC, the same calendar day).
  const rolledOver = valid && dateOnly !== null && instant.toISOString().slice(0, 10) !== value;
  if (!valid || rolledOver) {
    throw usageError(
      command,
      '--now must be an ISO 8601 date or date-time, like 2026-05-01 or 2026-05-01T10:00:00-03:00.',
    );
  }
  return instant;
}
