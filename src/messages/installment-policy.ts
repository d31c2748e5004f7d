import { _messages } from './define.js';

/** The message keys of the installment policy check of `validateChargeRequest`. */
export type InstallmentPolicyMessageKey =
  | 'INSTALLMENTS_NOT_OFFERED'
  | 'INSTALLMENTS_NOT_OFFERED.invalid_policy';

/**
 * Messages of the installment policy check, in English and Brazilian Portuguese: a catalogue of their
 * own, so validation does not ship the quote's option messages.
 */
export const INSTALLMENT_POLICY_MESSAGES = {
  en: {
    INSTALLMENTS_NOT_OFFERED:
      '{field} must be one of the installment counts offered for this amount: {values}.',
    'INSTALLMENTS_NOT_OFFERED.invalid_policy':
      '{field} cannot be accepted: the store installment policy is not valid, so no installments are offered.',
  },
  'pt-BR': {
    INSTALLMENTS_NOT_OFFERED:
      '{field} deve ser um dos números de parcelas oferecidos para este valor: {values}.',
    'INSTALLMENTS_NOT_OFFERED.invalid_policy':
      'Não é possível aceitar {field}: a política de parcelamento da loja é inválida, então nenhum parcelamento é oferecido.',
  },
} as const;

/** Renders a message of the installment policy check in a locale. */
export const formatInstallmentPolicyMessage =
  _messages<InstallmentPolicyMessageKey>(INSTALLMENT_POLICY_MESSAGES);
