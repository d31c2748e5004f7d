import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { http } from './locales/index.js';

/** The message keys of problem details (titles and generic details). */
export type HttpMessageKey = keyof (typeof HTTP_MESSAGES)['en'];

/**
 * Messages of problem details (titles and generic details), in every locale.
 * The text is the `http` section of each locale file (`locales/`).
 */
export const HTTP_MESSAGES = http;

/** Renders a message of problem details (titles and generic details) in a locale. */
export const formatHttpMessage = _messages<HttpMessageKey>(HTTP_MESSAGES, _formatValue);
