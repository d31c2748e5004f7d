import { _messages } from './define.js';

/** The message keys of the `labels` and `messages` options of `validateChargeRequest`. */
export type OptionMessageKey = keyof (typeof OPTION_MESSAGES)['en'];

/**
 * Messages of a `labels` or `messages` option that cannot be used, in every locale: a catalogue of
 * their own, so the exports that never take those options do not ship them.
 */
export const OPTION_MESSAGES = {
  en: {
    'INVALID_CONFIGURATION.labels':
      'The labels option must map field paths of a charge request to text; “{key}” cannot be used. The request was not checked.',
    'INVALID_CONFIGURATION.messages':
      'The messages option must map issue codes, message keys or field paths to text or functions; “{key}” cannot be used. The request was not checked.',
  },
  'pt-BR': {
    'INVALID_CONFIGURATION.labels':
      'A opção labels deve associar caminhos de campos da cobrança a textos; “{key}” não pode ser usado. A requisição não foi verificada.',
    'INVALID_CONFIGURATION.messages':
      'A opção messages deve associar códigos de problema, chaves de mensagem ou caminhos de campos a textos ou funções; “{key}” não pode ser usado. A requisição não foi verificada.',
  },
  es: {
    'INVALID_CONFIGURATION.labels':
      'La opción labels debe asociar rutas de campos del cobro a textos; “{key}” no se puede usar. La solicitud no se verificó.',
    'INVALID_CONFIGURATION.messages':
      'La opción messages debe asociar códigos de problema, claves de mensaje o rutas de campos a textos o funciones; “{key}” no se puede usar. La solicitud no se verificó.',
  },
} as const;

/** Renders a message of the `labels` and `messages` options in a locale. */
export const formatOptionMessage = _messages<OptionMessageKey>(OPTION_MESSAGES);
