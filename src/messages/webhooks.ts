import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { webhooks } from './locales/index.js';

/** The message keys of the webhook area. */
export type WebhooksMessageKey = keyof (typeof WEBHOOKS_MESSAGES)['en'];

/**
 * Messages of the webhook area, in every locale.
 * The text is the `webhooks` section of each locale file (`locales/`).
 */
export const WEBHOOKS_MESSAGES = webhooks;

/** Renders a message of the webhook area in a locale. */
export const formatWebhooksMessage = _messages<WebhooksMessageKey>(WEBHOOKS_MESSAGES, _formatValue);
