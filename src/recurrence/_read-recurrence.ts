import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import type { RecurrenceMessageKey } from '../messages/recurrence.js';
import type { RecurrenceFieldsMessageKey } from '../messages/recurrence-fields.js';
import { _parseIsoDate, type DayNumber } from '../receivables/calendar/civil-date.js';
import { _MAX_AMOUNT } from '../rules/limits.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _recurrenceIssue, type RecurrencePath } from './_recurrence-issue.js';
import { _recurrenceRelationIssue } from './_relations.js';
import {
  MAX_RECURRENCE_TEXT_LENGTH,
  RECURRENCE_PERIODS,
  RECURRENCE_RETRIES,
  type RecurrencePeriod,
  type RecurrenceRetries,
} from './types.js';

/** A recurrence as the planner needs it: dates as day numbers. */
export interface ReadRecurrence {
  readonly start: DayNumber;
  readonly end: DayNumber | undefined;
  readonly period: RecurrencePeriod;
  readonly retries: RecurrenceRetries;
}

// As the request rows read it: a blank text is as good as missing, and the length is in UTF-16 units.
function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_RECURRENCE_TEXT_LENGTH;
}

// Whole centavos within the request's limits, as the request's rows read an amount.
function isCentavos(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= _MAX_AMOUNT;
}

/**
 * Reads a recurrence from an untrusted value, own properties only.
 *
 * @returns what the planner needs, or the issues that say what is wrong with it.
 */
export function _readRecurrence(value: unknown, locale: Locale): ReadRecurrence | Issue[] {
  if (_kindOf(value) !== 'record')
    return [_recurrenceIssue(locale, 'recurrence', 'INVALID_VALUE.recurrence')];
  const issues: Issue[] = [];
  const issue = (
    path: RecurrencePath,
    key: RecurrenceMessageKey | RecurrenceFieldsMessageKey,
    params?: Record<string, string | number>,
  ) => issues.push(_recurrenceIssue(locale, path, key, params));
  for (const field of ['contract', 'object'] as const) {
    if (!isText(_own(value, field))) {
      issue(`recurrence.${field}`, 'INVALID_VALUE.recurrence_text', { max: MAX_RECURRENCE_TEXT_LENGTH });
    }
  }
  const start = _parseIsoDate(_own(value, 'start_date'));
  if (start === undefined) issue('recurrence.start_date', 'INVALID_VALUE.recurrence_date');
  const endText = _own(value, 'end_date');
  const end = _parseIsoDate(endText);
  if (endText !== undefined && end === undefined)
    issue('recurrence.end_date', 'INVALID_VALUE.recurrence_date');
  const period = _own(value, 'period');
  if (!_isOneOf(RECURRENCE_PERIODS, period)) {
    issue('recurrence.period', 'INVALID_VALUE.recurrence_choice', { values: RECURRENCE_PERIODS.join(', ') });
  }
  for (const field of ['amount', 'min_amount'] as const) {
    const amount = _own(value, field);
    if (amount !== undefined && !isCentavos(amount))
      issue(`recurrence.${field}`, 'INVALID_VALUE.recurrence_amount', { max: _MAX_AMOUNT });
  }
  const retries = _own(value, 'retries');
  if (!_isOneOf(RECURRENCE_RETRIES, retries)) {
    issue('recurrence.retries', 'INVALID_VALUE.recurrence_choice', { values: RECURRENCE_RETRIES.join(', ') });
  }
  // Each field valid on its own: now the rules between them, the same ones validation applies.
  const relation = issues.length === 0 ? _recurrenceRelationIssue(value as object, locale) : undefined;
  if (relation !== undefined) issues.push(relation);
  if (issues.length > 0) return issues;
  return {
    start: start as DayNumber,
    end,
    period: period as RecurrencePeriod,
    retries: retries as RecurrenceRetries,
  };
}
