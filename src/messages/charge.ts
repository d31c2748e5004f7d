import { _messages } from './define.js';

/** The message keys of the charge response helper. */
export type ChargeMessageKey = 'INVALID_PROVIDER_RESPONSE';

/** Messages of the charge response helper, in English and Brazilian Portuguese. */
export const CHARGE_MESSAGES = {
  en: {
    INVALID_PROVIDER_RESPONSE: 'The payment provider answered with an invalid value in {field}.',
  },
  'pt-BR': {
    INVALID_PROVIDER_RESPONSE: 'O provedor de pagamento respondeu com um valor inválido em {field}.',
  },
} as const;

/** Renders a message of the charge response helper in a locale. */
export const formatChargeMessage = _messages<ChargeMessageKey>(CHARGE_MESSAGES);
