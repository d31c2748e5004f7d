import { _messages } from './define.js';

/** The message keys of the card-flow decision and the public payment methods. */
export type CardFlowMessageKey = keyof (typeof CARD_FLOW_MESSAGES)['en'];

/** Messages of the card-flow decision and the public payment methods, in every locale. */
export const CARD_FLOW_MESSAGES = {
  en: {
    'METHOD.credit_card': 'credit card',
    'METHOD.debit_card': 'debit card',
    'METHOD.pix': 'PIX',
    'METHOD.boleto': 'boleto',
    'METHOD.unknown': 'the chosen method',
    PAYMENT_METHOD_NOT_ENABLED:
      'Paying by {method_name} is not available in this store. Choose one of: {names}.',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      'Paying by {method_name} is not available in this store, which takes no payment method yet.',
    CARD_FLOW_NOT_SUPPORTED:
      'This store takes {method_name} on its own checkout, not on a hosted page: leave card_flow out and send the card details.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      'This store takes {method_name} on the payment page of its provider: send card_flow hosted without card details, then send the buyer to the redirect URL of the payment fields.',
  },
  'pt-BR': {
    'METHOD.credit_card': 'cartão de crédito',
    'METHOD.debit_card': 'cartão de débito',
    'METHOD.pix': 'PIX',
    'METHOD.boleto': 'boleto',
    'METHOD.unknown': 'a forma escolhida',
    PAYMENT_METHOD_NOT_ENABLED:
      'Pagamento com {method_name} não está disponível nesta loja. Escolha uma destas formas: {names}.',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      'Pagamento com {method_name} não está disponível nesta loja, que ainda não aceita nenhuma forma de pagamento.',
    CARD_FLOW_NOT_SUPPORTED:
      'Esta loja recebe {method_name} no próprio checkout, não em uma página hospedada: não envie card_flow e envie os dados do cartão.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      'Esta loja recebe {method_name} na página de pagamento do provedor: envie card_flow hosted sem dados do cartão e redirecione o comprador para a URL de redirecionamento dos campos de pagamento.',
  },
  es: {
    'METHOD.credit_card': 'tarjeta de crédito',
    'METHOD.debit_card': 'tarjeta de débito',
    'METHOD.pix': 'PIX',
    'METHOD.boleto': 'boleto',
    'METHOD.unknown': 'el medio elegido',
    PAYMENT_METHOD_NOT_ENABLED:
      'El pago con {method_name} no está disponible en esta tienda. Elige uno de estos medios: {names}.',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      'El pago con {method_name} no está disponible en esta tienda, que todavía no acepta ningún medio de pago.',
    CARD_FLOW_NOT_SUPPORTED:
      'Esta tienda cobra con {method_name} en su propio checkout, no en una página alojada: no envíes card_flow y envía los datos de la tarjeta.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      'Esta tienda cobra con {method_name} en la página de pago de su proveedor: envía card_flow hosted sin datos de la tarjeta y redirige al comprador a la URL de redirección de los campos de pago.',
  },
} as const;

/** Renders a message of the card-flow decision and the public payment methods in a locale. */
export const formatCardFlowMessage = _messages<CardFlowMessageKey>(CARD_FLOW_MESSAGES);
