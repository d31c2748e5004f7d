import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { due } from './locales/index.js';

/** The message keys of charges with a due date. */
export type DueMessageKey = keyof (typeof DUE_MESSAGES)['en'];

/**
 * Messages of charges with a due date, in every locale.
 * The text is the `due` section of each locale file (`locales/`).
 */
export const DUE_MESSAGES = due;

/** Renders a message of charges with a due date in a locale. */
export const formatDueMessage = _messages<DueMessageKey>(DUE_MESSAGES, _formatValue);
