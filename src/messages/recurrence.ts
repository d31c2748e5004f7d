import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { recurrence } from './locales/index.js';

/** The message keys of the recurrence area (Pix Automático). */
export type RecurrenceMessageKey = keyof (typeof RECURRENCE_MESSAGES)['en'];

/**
 * Messages of the recurrence area, in every locale.
 * The text is the `recurrence` section of each locale file (`locales/`).
 */
export const RECURRENCE_MESSAGES = recurrence;

/** Renders a message of the recurrence area in a locale. */
export const formatRecurrenceMessage = _messages<RecurrenceMessageKey>(RECURRENCE_MESSAGES, _formatValue);
