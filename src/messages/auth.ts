import { _messages } from './define.js';
import { auth } from './locales/index.js';

/** The message keys of key auth: the public-key route's, then the secret-key route's (`.secret`). */
export type AuthMessageKey = keyof (typeof AUTH_MESSAGES)['en'];

/**
 * Messages of key auth (public and secret), in every locale.
 * The text is the `auth` section of each locale file (`locales/`).
 */
export const AUTH_MESSAGES = auth;

/** Renders a message of key auth in a locale. */
export const formatAuthMessage = _messages<AuthMessageKey>(AUTH_MESSAGES);
