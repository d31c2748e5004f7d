import { _messages } from './define.js';

/** The message keys of the charge response helper. */
export type ChargeMessageKey = keyof (typeof CHARGE_MESSAGES)['en'];

/** Messages of the charge response helper, in every locale. The failure's `path` names the field. */
export const CHARGE_MESSAGES = {
  en: {
    INVALID_PROVIDER_RESPONSE: 'The payment provider sent an answer with a value that cannot be used.',
  },
  'pt-BR': {
    INVALID_PROVIDER_RESPONSE:
      'O provedor de pagamento enviou uma resposta com um valor que não pode ser usado.',
  },
  es: {
    INVALID_PROVIDER_RESPONSE: 'El proveedor de pago envió una respuesta con un valor que no se puede usar.',
  },
} as const;

/** Renders a message of the charge response helper in a locale. */
export const formatChargeMessage = _messages<ChargeMessageKey>(CHARGE_MESSAGES);
