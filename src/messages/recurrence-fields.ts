import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { recurrenceFields } from './locales/index.js';
import type { RecurrenceMessageKey } from './recurrence.js';

/** The message keys of a recurrence's fields: their labels and the rules between them. */
export type RecurrenceFieldsMessageKey = keyof (typeof RECURRENCE_FIELDS_MESSAGES)['en'];

/**
 * The labels of a recurrence's fields and the messages of the rules between them, in every locale:
 * what validation and the planner both say. The text is the `recurrenceFields` section of each
 * locale file (`locales/`).
 */
export const RECURRENCE_FIELDS_MESSAGES = recurrenceFields;

/** Renders a message of a recurrence's fields in a locale. */
export const formatRecurrenceFieldsMessage = _messages<RecurrenceFieldsMessageKey>(
  RECURRENCE_FIELDS_MESSAGES,
  _formatValue,
);

/**
 * What the buyer's language calls each part of a recurrence and of the planner's options (the wire
 * path stays in the path and hint). Validation labels `payment_details.recurrence.…` with
 * the same words, so a field reads the same in a request and in a plan.
 */
export const RECURRENCE_LABEL_KEYS = {
  recurrence: 'LABEL.recurrence',
  'recurrence.contract': 'LABEL.recurrence_contract',
  'recurrence.object': 'LABEL.recurrence_object',
  'recurrence.start_date': 'LABEL.recurrence_start_date',
  'recurrence.end_date': 'LABEL.recurrence_end_date',
  'recurrence.period': 'LABEL.recurrence_period',
  'recurrence.amount': 'LABEL.recurrence_amount',
  'recurrence.min_amount': 'LABEL.recurrence_min_amount',
  'recurrence.retries': 'LABEL.recurrence_retries',
  'options.count': 'LABEL.recurrence_count',
  'options.from': 'LABEL.recurrence_from',
  'options.retries': 'LABEL.recurrence_retries',
  '': 'LABEL.recurrence_id',
} as const satisfies Record<string, RecurrenceMessageKey | RecurrenceFieldsMessageKey>;
