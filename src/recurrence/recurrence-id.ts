import type { InvalidInput } from '../issues/invalid-input.js';
import type { Locale } from '../messages/locales/index.js';
import { _parseIsoDate } from '../receivables/calendar/civil-date.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _optionsLocale } from '../split/read-options.js';
import { _recurrenceFailure } from './_failure.js';
import { _recurrenceIssue } from './_recurrence-issue.js';
import { RECURRENCE_RETRIES, type RecurrenceRetries } from './types.js';

// Pix API 2.9.0, RecId: "R", the retry letter ("R" allows retries, "N" does not), the agent's
// 8 characters [A-Z|0-9] (alphanumeric since 2.9.0), the creation date yyyyMMdd, then 11 characters
// [a-z|A-Z|0-9]: 29 in all, case-sensitive.
const RECURRENCE_ID = /^R([RN])([A-Z0-9]{8})(\d{4})(\d\d)(\d\d)[a-zA-Z0-9]{11}$/;

/** The parts of a recurrence id, as {@link parseRecurrenceId} answers them. */
export interface ParsedRecurrenceId {
  readonly ok: true;
  /** The retry policy its second letter states: `R` is `three_in_seven_days`, `N` is `none`. */
  readonly retries: RecurrenceRetries;
  /** The ISPB (or the first 8 characters of the CNPJ) of the agent that made the id. */
  readonly ispb: string;
  /** The day the recurrence was created, `YYYY-MM-DD`. */
  readonly date: string;
}

/** The options of {@link parseRecurrenceId}. */
export interface ParseRecurrenceIdOptions {
  /** @defaultValue `'en'` */
  readonly locale?: Locale;
  /**
   * The retry policy the recurrence was agreed with, when known: an id whose second letter states
   * the other one is refused. Left out, the letter is only read.
   */
  readonly retries?: RecurrenceRetries;
}

const ROOT = "the recurrence id (parseRecurrenceId's argument)";

/**
 * Reads a Pix Automático recurrence id (`idRec`): its retry policy, the agent that made it and the
 * day it was made. Anything else (a wrong length, a lower-case agent, a 30 February, an `idSolicRec`)
 * is refused, and so is an id whose retry letter contradicts `options.retries` when it is given
 * (`RN` for a recurrence that allows retries, `RR` for one that does not). Never throws.
 *
 * @param id - the id, any value.
 * @param options - the locale of the messages, and the retry policy the id must state.
 * @returns `{ ok: true, retries, ispb, date }`, or 422 INVALID_INPUT with one issue: at the root
 * (`path: ''`) for the id, at `options.retries` for a policy that is neither `none` nor
 * `three_in_seven_days`.
 * @example
 * parseRecurrenceId('RR1234567820240115abcdefghijk')
 * //=> { ok: true, retries: 'three_in_seven_days', ispb: '12345678', date: '2024-01-15' }
 * @example
 * parseRecurrenceId('RN1234567820240115abcdefghijk', { retries: 'three_in_seven_days' }).ok
 * //=> false
 */
export function parseRecurrenceId(
  id: string,
  options?: ParseRecurrenceIdOptions,
): ParsedRecurrenceId | InvalidInput {
  const locale = _optionsLocale(options);
  const match = typeof id === 'string' ? RECURRENCE_ID.exec(id) : null;
  // The creation date written YYYY-MM-DD, which must be a real date (a 30 February is not).
  const date = match && `${match[3]}-${match[4]}-${match[5]}`;
  if (match === null || _parseIsoDate(date) === undefined) {
    const issue = _recurrenceIssue(locale, '', 'INVALID_VALUE.recurrence_id');
    return _recurrenceFailure([issue], ROOT);
  }
  const retries: RecurrenceRetries = match[1] === 'R' ? 'three_in_seven_days' : 'none';
  const agreed = _kindOf(options) === 'record' ? _own(options as object, 'retries') : undefined;
  if (agreed !== undefined && !_isOneOf(RECURRENCE_RETRIES, agreed)) {
    const values = RECURRENCE_RETRIES.join(', ');
    const issue = _recurrenceIssue(locale, 'options.retries', 'INVALID_VALUE.recurrence_choice', { values });
    return _recurrenceFailure([issue], ROOT);
  }
  if (agreed !== undefined && agreed !== retries) {
    const params = { prefix: `R${match[1]}`, retries: agreed };
    const issue = _recurrenceIssue(locale, '', 'INVALID_VALUE.recurrence_id_retries', params);
    return _recurrenceFailure([issue], ROOT);
  }
  return { ok: true, retries, ispb: match[2] as string, date: date as string };
}
