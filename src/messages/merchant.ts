import { _messages } from './define.js';

/** The message key of a merchant configuration that cannot be read. */
export type MerchantMessageKey = keyof (typeof MERCHANT_MESSAGES)['en'];

/**
 * The message of a merchant configuration that cannot be read, in every locale: its own catalogue,
 * so that a checkout importing the card-flow functions ships this failure and no other.
 */
export const MERCHANT_MESSAGES = {
  en: {
    'INVALID_CONFIGURATION.merchant':
      'The merchant configuration is not valid: methods must be a list of { type } entries, card types with card_flow hosted or transparent, each type once.',
  },
  'pt-BR': {
    'INVALID_CONFIGURATION.merchant':
      'A configuração do lojista é inválida: methods deve ser uma lista de { type }, cartões com card_flow hosted ou transparent, cada tipo uma vez só.',
  },
  es: {
    'INVALID_CONFIGURATION.merchant':
      'La configuración del comercio no es válida: methods debe ser una lista de { type }, tarjetas con card_flow hosted o transparent, cada tipo una sola vez.',
  },
} as const;

/**
 * Formats the merchant configuration message in a locale.
 *
 * @param locale - the locale of the message.
 * @param key - the message key.
 * @returns the message.
 * @example
 * formatMerchantMessage('en', 'INVALID_CONFIGURATION.merchant').startsWith('The merchant configuration')
 * //=> true
 */
export const formatMerchantMessage = _messages<MerchantMessageKey>(MERCHANT_MESSAGES);
