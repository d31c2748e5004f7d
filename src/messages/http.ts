import { _messages } from './define.js';

/** The message keys of problem details (titles and generic details). */
export type HttpMessageKey = keyof (typeof HTTP_MESSAGES)['en'];

/** Messages of problem details (titles and generic details), in every locale. */
export const HTTP_MESSAGES = {
  en: {
    'TITLE.validation': 'The charge request is not valid',
    'TITLE.split': 'The split cannot be applied',
    'TITLE.card_flow': 'The payment method cannot be served',
    'TITLE.auth': 'Not authorized',
    'TITLE.internal': 'Internal error',
    'DETAIL.internal':
      'The request could not be completed because of an error on our side. Try again later; if it keeps happening, contact support.',
  },
  'pt-BR': {
    'TITLE.validation': 'A cobrança não é válida',
    'TITLE.split': 'Não foi possível aplicar o split',
    'TITLE.card_flow': 'O meio de pagamento não pode ser atendido',
    'TITLE.auth': 'Não autorizado',
    'TITLE.internal': 'Erro interno',
    'DETAIL.internal':
      'Não foi possível concluir a requisição por um erro do nosso lado. Tente de novo mais tarde; se o erro continuar, fale com o suporte.',
  },
  es: {
    'TITLE.validation': 'El cobro no es válido',
    'TITLE.split': 'No se pudo aplicar la división',
    'TITLE.card_flow': 'No se puede atender este medio de pago',
    'TITLE.auth': 'No autorizado',
    'TITLE.internal': 'Error interno',
    'DETAIL.internal':
      'No se pudo completar la solicitud por un error de nuestra parte. Inténtalo de nuevo más tarde; si el error continúa, comunícate con soporte.',
  },
} as const;

/** Renders a message of problem details (titles and generic details) in a locale. */
export const formatHttpMessage = _messages<HttpMessageKey>(HTTP_MESSAGES);
