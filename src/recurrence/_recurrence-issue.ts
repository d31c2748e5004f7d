import { _fieldIssue, type Issue } from '../issues/issue.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import { formatRecurrenceMessage, type RecurrenceMessageKey } from '../messages/recurrence.js';
import {
  formatRecurrenceFieldsMessage,
  RECURRENCE_FIELDS_MESSAGES,
  RECURRENCE_LABEL_KEYS,
  type RecurrenceFieldsMessageKey,
} from '../messages/recurrence-fields.js';

/** A path an issue of this area can be at. */
export type RecurrencePath = keyof typeof RECURRENCE_LABEL_KEYS;

type Format = (locale: Locale, key: never, named?: MessageParams) => string;

function issueWith(
  format: Format,
  locale: Locale,
  path: RecurrencePath,
  key: RecurrenceMessageKey | RecurrenceFieldsMessageKey,
  params?: Record<string, string | number>,
): Issue {
  const say = format as (locale: Locale, key: string, named?: MessageParams) => string;
  return _fieldIssue(
    key === 'INVALID_VALUE.recurrence' ? 'INVALID_TYPE' : 'INVALID_VALUE',
    path,
    (named) => say(locale, key, named),
    (named) => _englishHint(path, say('en', key, named)),
    params,
    say(locale, RECURRENCE_LABEL_KEYS[path]),
  );
}

// A key of either catalogue of the recurrence: its fields' (shared with validation) or the planner's.
function formatEither(locale: Locale, key: string, named?: MessageParams): string {
  return Object.hasOwn(RECURRENCE_FIELDS_MESSAGES.en, key)
    ? formatRecurrenceFieldsMessage(locale, key as RecurrenceFieldsMessageKey, named)
    : formatRecurrenceMessage(locale, key as RecurrenceMessageKey, named);
}

/**
 * Builds an issue of the recurrence area: the buyer's message in `locale`, the English hint
 * leading with the path.
 */
export function _recurrenceIssue(
  locale: Locale,
  path: RecurrencePath,
  key: RecurrenceMessageKey | RecurrenceFieldsMessageKey,
  params?: Record<string, string | number>,
): Issue {
  return issueWith(formatEither, locale, path, key, params);
}

/**
 * An issue of a recurrence's own fields, worded from their catalogue alone, so that validation
 * carries none of the planner's other words.
 */
export function _recurrenceFieldIssue(
  locale: Locale,
  path: Extract<RecurrencePath, `recurrence${string}`>,
  key: RecurrenceFieldsMessageKey,
): Issue {
  return issueWith(formatRecurrenceFieldsMessage, locale, path, key);
}
