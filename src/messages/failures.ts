import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { failures } from './locales/index.js';

/** The message keys of `validateChargeRequest`'s whole failures: a refused request, and its options. */
export type FailureMessageKey = keyof (typeof FAILURE_MESSAGES)['en'];

/**
 * Messages of `validateChargeRequest`'s whole failures, in every locale. A configuration failure
 * speaks to the developer who wrote the options (it is logged, never shown to a buyer: a host
 * answers 500). The split engine's own is `split-configuration.ts`.
 * The text is the `failures` section of each locale file (`locales/`).
 */
export const FAILURE_MESSAGES = failures;

/** Renders a message of a whole failure in a locale. */
export const formatFailureMessage = _messages<FailureMessageKey>(FAILURE_MESSAGES, _formatValue);
