import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import { formatRecurrenceMessage, type RecurrenceMessageKey } from '../messages/recurrence.js';
import {
  formatRecurrenceFieldsMessage,
  RECURRENCE_FIELDS_MESSAGES,
  RECURRENCE_LABEL_KEYS,
  type RecurrenceFieldsMessageKey,
} from '../messages/recurrence-fields.js';
import { _areaIssue } from './_area-issue.js';

/** A path an issue of this area can be at. */
export type RecurrencePath = keyof typeof RECURRENCE_LABEL_KEYS;

type FieldPath = Extract<RecurrencePath, `recurrence${string}`>;

// A key of either catalogue of the recurrence: its fields' (shared with validation) or the planner's.
function formatEither(
  locale: Locale,
  key: RecurrenceMessageKey | RecurrenceFieldsMessageKey,
  named?: MessageParams,
): string {
  return Object.hasOwn(RECURRENCE_FIELDS_MESSAGES.en, key)
    ? formatRecurrenceFieldsMessage(locale, key as RecurrenceFieldsMessageKey, named)
    : formatRecurrenceMessage(locale, key as RecurrenceMessageKey, named);
}

/**
 * Builds an issue of the recurrence area: the buyer's message in `locale`, the English hint
 * leading with the path.
 */
export const _recurrenceIssue = /* @__PURE__ */ _areaIssue<
  RecurrenceMessageKey | RecurrenceFieldsMessageKey,
  RecurrencePath
>(formatEither, RECURRENCE_LABEL_KEYS, 'INVALID_VALUE.recurrence');

/**
 * An issue of a recurrence's own fields, worded from their catalogue alone, so that validation
 * carries none of the planner's other words.
 */
export const _recurrenceFieldIssue = /* @__PURE__ */ _areaIssue<RecurrenceFieldsMessageKey, FieldPath>(
  formatRecurrenceFieldsMessage,
  RECURRENCE_LABEL_KEYS as Readonly<Record<FieldPath, RecurrenceFieldsMessageKey>>,
);
