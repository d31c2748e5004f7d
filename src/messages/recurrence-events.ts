import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { recurrenceEvents } from './locales/index.js';

/** The message keys of a recurrence's events (Pix Automático). */
export type RecurrenceEventMessageKey = keyof (typeof RECURRENCE_EVENT_MESSAGES)['en'];

/**
 * Messages of a recurrence's events, in every locale: apart from the recurrence's own, so a page
 * that only plans cycles does not carry them.
 * The text is the `recurrenceEvents` section of each locale file (`locales/`).
 */
export const RECURRENCE_EVENT_MESSAGES = recurrenceEvents;

/** Renders a message of a recurrence's events in a locale. */
export const formatRecurrenceEventMessage = _messages<RecurrenceEventMessageKey>(
  RECURRENCE_EVENT_MESSAGES,
  _formatValue,
);
