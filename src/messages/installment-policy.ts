import { _messages } from './define.js';

/** The message keys of the installment policy check of `validateChargeRequest`. */
export type InstallmentPolicyMessageKey = keyof (typeof INSTALLMENT_POLICY_MESSAGES)['en'];

/**
 * Messages of the installment policy check, in every locale: a catalogue of their own, so
 * validation does not ship the quote's option messages.
 */
export const INSTALLMENT_POLICY_MESSAGES = {
  en: {
    INSTALLMENTS_NOT_OFFERED: 'Choose one of the installment counts offered for this amount: {values}.',
    'INSTALLMENTS_NOT_OFFERED.invalid_policy':
      'Installments cannot be accepted: the store installment policy is not valid, so none are offered.',
  },
  'pt-BR': {
    INSTALLMENTS_NOT_OFFERED: 'Escolha um dos números de parcelas oferecidos para este valor: {values}.',
    'INSTALLMENTS_NOT_OFFERED.invalid_policy':
      'Não é possível aceitar o parcelamento: a política de parcelamento da loja é inválida, então nenhum é oferecido.',
  },
  es: {
    INSTALLMENTS_NOT_OFFERED: 'Elige una de las cantidades de cuotas ofrecidas para este monto: {values}.',
    'INSTALLMENTS_NOT_OFFERED.invalid_policy':
      'No se pueden aceptar cuotas: la política de cuotas de la tienda no es válida, así que no se ofrece ninguna.',
  },
} as const;

/** Renders a message of the installment policy check in a locale. */
export const formatInstallmentPolicyMessage =
  _messages<InstallmentPolicyMessageKey>(INSTALLMENT_POLICY_MESSAGES);
