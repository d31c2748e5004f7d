import { _messages } from './define.js';

/** The message keys of the card-flow decision and the public payment methods. */
export type CardFlowMessageKey =
  | 'PAYMENT_METHOD_NOT_ENABLED'
  | 'PAYMENT_METHOD_NOT_ENABLED.none'
  | 'CARD_FLOW_NOT_SUPPORTED'
  | 'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted';

/** Messages of the card-flow decision and the public payment methods, in English and Brazilian Portuguese. */
export const CARD_FLOW_MESSAGES = {
  en: {
    PAYMENT_METHOD_NOT_ENABLED: '{method} is not enabled for this merchant. Use one of: {values}.',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      '{method} is not enabled for this merchant, and this merchant has no payment method enabled.',
    CARD_FLOW_NOT_SUPPORTED:
      'card_flow=hosted cannot be served: {method} is collected by the merchant checkout (transparent flow). Remove card_flow and send the card data.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      '{method} runs through a provider-hosted checkout: send card_flow=hosted without card fields and redirect the buyer to payment_fields.redirect_url.',
  },
  'pt-BR': {
    PAYMENT_METHOD_NOT_ENABLED: '{method} não está habilitado para este lojista. Use um destes: {values}.',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      '{method} não está habilitado para este lojista, e este lojista não tem nenhum meio de pagamento habilitado.',
    CARD_FLOW_NOT_SUPPORTED:
      'Não é possível atender card_flow=hosted: {method} é coletado pelo checkout do lojista (fluxo transparente). Remova card_flow e envie os dados do cartão.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      '{method} usa o checkout hospedado do provedor: envie card_flow=hosted sem dados do cartão e redirecione o comprador para payment_fields.redirect_url.',
  },
} as const;

/** Renders a message of the card-flow decision and the public payment methods in a locale. */
export const formatCardFlowMessage = _messages<CardFlowMessageKey>(CARD_FLOW_MESSAGES);
