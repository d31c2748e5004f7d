import { _messages } from './define.js';
import { requiredFields } from './locales/index.js';

/** The message key of a country or context `resolveRequiredFields` cannot use. */
export type RequiredFieldsMessageKey = keyof (typeof REQUIRED_FIELDS_MESSAGES)['en'];

/**
 * The messages of a country or context `resolveRequiredFields` cannot use, in every locale: their
 * own catalogue, so that a checkout importing the field rules ships these and no other.
 * The text is the `requiredFields` section of each locale file (`locales/`).
 */
export const REQUIRED_FIELDS_MESSAGES = requiredFields;

/**
 * Formats a `resolveRequiredFields` failure message in a locale.
 *
 * @param locale - the locale of the message.
 * @param key - the message key.
 * @param params - the values the message shows.
 * @returns the message.
 * @example
 * formatRequiredFieldsMessage('en', 'INVALID_CONFIGURATION.country')
 * //=> 'The country must be an ISO 3166-1 alpha-2 code, like BR.'
 */
export const formatRequiredFieldsMessage = _messages<RequiredFieldsMessageKey>(REQUIRED_FIELDS_MESSAGES);
