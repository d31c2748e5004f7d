import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { afterCharge } from './locales/index.js';

/** The message keys of refunds and receivables. */
export type AfterChargeMessageKey = keyof (typeof AFTER_CHARGE_MESSAGES)['en'];

/**
 * Messages of refunds and receivables, in every locale.
 * The text is the `afterCharge` section of each locale file (`locales/`).
 */
export const AFTER_CHARGE_MESSAGES = afterCharge;

/** Renders a message of refunds and receivables in a locale. */
export const formatAfterChargeMessage = _messages<AfterChargeMessageKey>(AFTER_CHARGE_MESSAGES, _formatValue);
