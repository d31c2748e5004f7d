import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { formatRecurrenceMessage, type RecurrenceMessageKey } from '../messages/recurrence.js';
import { _parseIsoDate, type DayNumber } from '../receivables/calendar/civil-date.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _areaIssue } from './_area-issue.js';
import {
  RECURRENCE_PERIODS,
  RECURRENCE_RETRIES,
  type RecurrencePeriod,
  type RecurrenceRetries,
} from './types.js';

/** `vinculo.contrato` and `vinculo.objeto` are at most 35 characters (Pix API 2.9.0, RecBase). */
const MAX_TEXT_LENGTH = 35;

// What the buyer's language calls each part; the wire path stays in the issue's path and hint.
const LABELS = {
  recurrence: 'LABEL.recurrence',
  'recurrence.contract': 'LABEL.recurrence_contract',
  'recurrence.object': 'LABEL.recurrence_object',
  'recurrence.start_date': 'LABEL.recurrence_start_date',
  'recurrence.end_date': 'LABEL.recurrence_end_date',
  'recurrence.period': 'LABEL.recurrence_period',
  'recurrence.amount': 'LABEL.recurrence_amount',
  'recurrence.min_amount': 'LABEL.recurrence_amount',
  'recurrence.retries': 'LABEL.recurrence_retries',
  'options.count': 'LABEL.recurrence_count',
  'options.from': 'LABEL.recurrence_from',
  '': 'LABEL.recurrence_id',
} as const satisfies Record<string, RecurrenceMessageKey>;

/** A path an issue of this area can be at. */
export type RecurrencePath = keyof typeof LABELS;

/**
 * Builds an issue of the recurrence area: the buyer's message in `locale`, the English hint
 * leading with the path.
 */
export const _recurrenceIssue = /* @__PURE__ */ _areaIssue<RecurrenceMessageKey, RecurrencePath>(
  formatRecurrenceMessage,
  LABELS,
  'INVALID_VALUE.recurrence',
);

/** A recurrence as the planner needs it: dates as day numbers. */
export interface ReadRecurrence {
  readonly start: DayNumber;
  readonly end: DayNumber | undefined;
  readonly period: RecurrencePeriod;
  readonly retries: RecurrenceRetries;
}

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.length >= 1 && value.length <= MAX_TEXT_LENGTH;
}

function isCentavos(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) >= 1;
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
  const issue = (path: RecurrencePath, key: RecurrenceMessageKey, params?: Record<string, string | number>) =>
    issues.push(_recurrenceIssue(locale, path, key, params));
  for (const field of ['contract', 'object'] as const) {
    if (!isText(_own(value, field))) {
      issue(`recurrence.${field}`, 'INVALID_VALUE.recurrence_text', { max: MAX_TEXT_LENGTH });
    }
  }
  const start = _parseIsoDate(_own(value, 'start_date'));
  if (start === undefined) issue('recurrence.start_date', 'INVALID_VALUE.recurrence_date');
  const endText = _own(value, 'end_date');
  const end = endText === undefined ? undefined : _parseIsoDate(endText);
  if (endText !== undefined && end === undefined)
    issue('recurrence.end_date', 'INVALID_VALUE.recurrence_date');
  // "O campo rec.calendario.dataFinal é anterior ao campo rec.calendario.dataInicial" is a violation.
  if (start !== undefined && end !== undefined && end < start) {
    issue('recurrence.end_date', 'INVALID_VALUE.recurrence_end_date');
  }
  const period = _own(value, 'period');
  if (!_isOneOf(RECURRENCE_PERIODS, period)) {
    issue('recurrence.period', 'INVALID_VALUE.recurrence_choice', { values: RECURRENCE_PERIODS.join(', ') });
  }
  readAmount(_own(value, 'amount'), _own(value, 'min_amount'), issue);
  const retries = _own(value, 'retries');
  if (!_isOneOf(RECURRENCE_RETRIES, retries)) {
    issue('recurrence.retries', 'INVALID_VALUE.recurrence_choice', { values: RECURRENCE_RETRIES.join(', ') });
  }
  if (issues.length > 0) return issues;
  return {
    start: start as DayNumber,
    end,
    period: period as RecurrencePeriod,
    retries: retries as RecurrenceRetries,
  };
}

// Exactly one of the two: "Ambos os campos rec.valor.valorRec e rec.valor.valorMinimoRecebedor
// estão preenchidos" is a violation, and a plan needs one of them to say what each cycle charges.
function readAmount(
  amount: unknown,
  minAmount: unknown,
  issue: (path: RecurrencePath, key: RecurrenceMessageKey) => void,
): void {
  if ((amount === undefined) === (minAmount === undefined)) {
    issue('recurrence.amount', 'INVALID_VALUE.recurrence_amount_choice');
  } else if (amount !== undefined && !isCentavos(amount)) {
    issue('recurrence.amount', 'INVALID_VALUE.recurrence_amount');
  } else if (minAmount !== undefined && !isCentavos(minAmount)) {
    issue('recurrence.min_amount', 'INVALID_VALUE.recurrence_amount');
  }
}
