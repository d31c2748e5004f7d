import { _messages } from './define.js';
import { merchant } from './locales/index.js';

/** The message key of a merchant configuration that cannot be read. */
export type MerchantMessageKey = keyof (typeof MERCHANT_MESSAGES)['en'];

/**
 * The message of a merchant configuration that cannot be read, in every locale: its own catalogue,
 * so that a checkout importing the card-flow functions ships this failure and no other.
 * The text is the `merchant` section of each locale file (`locales/`).
 */
export const MERCHANT_MESSAGES = merchant;

/**
 * Formats the merchant configuration message in a locale.
 *
 * @param locale - the locale of the message.
 * @param key - the message key.
 * @returns the message.
 * @example
 * formatMerchantMessage('en', 'INVALID_CONFIGURATION.merchant').startsWith("The store's payment configuration")
 * //=> true
 */
export const formatMerchantMessage = _messages<MerchantMessageKey>(MERCHANT_MESSAGES);
