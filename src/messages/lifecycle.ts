import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { lifecycle } from './locales/index.js';

/** The message keys of the lifecycle area. */
export type LifecycleMessageKey = keyof (typeof LIFECYCLE_MESSAGES)['en'];

/**
 * Messages of the lifecycle area, in every locale.
 * The text is the `lifecycle` section of each locale file (`locales/`).
 */
export const LIFECYCLE_MESSAGES = lifecycle;

/** Renders a message of the lifecycle area in a locale. */
export const formatLifecycleMessage = _messages<LifecycleMessageKey>(LIFECYCLE_MESSAGES, _formatValue);
