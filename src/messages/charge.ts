import { _messages } from './define.js';
import { charge } from './locales/index.js';

/** The message keys of the charge response helper. */
export type ChargeMessageKey = keyof (typeof CHARGE_MESSAGES)['en'];

/**
 * Messages of the charge response helper, in every locale. The failure's `path` names the field.
 * The text is the `charge` section of each locale file (`locales/`).
 */
export const CHARGE_MESSAGES = charge;

/** Renders a message of the charge response helper in a locale. */
export const formatChargeMessage = _messages<ChargeMessageKey>(CHARGE_MESSAGES);
