import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { idempotency } from './locales/index.js';

/** The message keys of the idempotency area. */
export type IdempotencyMessageKey = keyof (typeof IDEMPOTENCY_MESSAGES)['en'];

/**
 * Messages of the idempotency area, in every locale.
 * The text is the `idempotency` section of each locale file (`locales/`).
 */
export const IDEMPOTENCY_MESSAGES = idempotency;

/** Renders a message of the idempotency area in a locale. */
export const formatIdempotencyMessage = _messages<IdempotencyMessageKey>(IDEMPOTENCY_MESSAGES, _formatValue);
