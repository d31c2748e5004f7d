import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { dueRequest } from './locales/index.js';

/** The message keys only a request with a due date is told (consumer law, expiry). */
export type DueRequestMessageKey = keyof (typeof DUE_REQUEST_MESSAGES)['en'];

/**
 * Messages only validation says of a request with a due date, in every locale: apart from the
 * `due` area so that `computeAmountDue`'s bundle does not carry them.
 * The text is the `dueRequest` section of each locale file (`locales/`).
 */
export const DUE_REQUEST_MESSAGES = dueRequest;

/** Renders a message of a request with a due date in a locale. */
export const formatDueRequestMessage = _messages<DueRequestMessageKey>(DUE_REQUEST_MESSAGES, _formatValue);
