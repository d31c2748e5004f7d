import { _messages } from './define.js';

/** The message keys of `parseBRL`: why a text is not an amount of reais. */
export type MoneyMessageKey = keyof (typeof MONEY_MESSAGES)['en'];

/** Messages of `parseBRL`, in every locale. They never echo the text read. */
export const MONEY_MESSAGES = {
  en: {
    'BRL.not_text': 'The amount must be text, like R$ 1.500,00.',
    'BRL.empty': 'Type an amount, like R$ 1.500,00.',
    'BRL.too_long': 'The amount is too long to be an amount of reais.',
    'BRL.characters':
      'The amount may hold only digits, one decimal separator, thousands separators, an optional R$ and a leading minus sign.',
    'BRL.grouping': 'The thousands separators are misplaced: digits are grouped by three, like 1.500.000,00.',
    'BRL.ambiguous':
      'The amount is ambiguous: one separator followed by three digits can mark thousands (1.500 as one thousand five hundred reais) or decimals (1.500 as one real and fifty centavos). Write the centavos (1.500,00), or prefix R$ to read it as thousands.',
    'BRL.fraction': 'The amount has fractions of a centavo: write at most two decimal places.',
    'BRL.too_large': 'The amount is larger than the largest amount of centavos this library handles exactly.',
  },
  'pt-BR': {
    'BRL.not_text': 'O valor deve ser um texto, como R$ 1.500,00.',
    'BRL.empty': 'Digite um valor, como R$ 1.500,00.',
    'BRL.too_long': 'O valor é longo demais para ser um valor em reais.',
    'BRL.characters':
      'O valor pode ter apenas dígitos, um separador decimal, separadores de milhar, um R$ opcional e um sinal de menos no início.',
    'BRL.grouping':
      'Os separadores de milhar estão fora de lugar: os dígitos são agrupados de três em três, como 1.500.000,00.',
    'BRL.ambiguous':
      'O valor é ambíguo: um separador seguido de três dígitos pode indicar milhar (1.500 como mil e quinhentos reais) ou decimais (1.500 como um real e cinquenta centavos). Escreva os centavos (1.500,00) ou use o prefixo R$ para lê-lo como milhar.',
    'BRL.fraction': 'O valor tem frações de centavo: use no máximo duas casas decimais.',
    'BRL.too_large': 'O valor é maior que o maior valor em centavos que esta biblioteca trata com exatidão.',
  },
  es: {
    'BRL.not_text': 'El monto debe ser un texto, como R$ 1.500,00.',
    'BRL.empty': 'Escribe un monto, como R$ 1.500,00.',
    'BRL.too_long': 'El monto es demasiado largo para ser un monto en reales.',
    'BRL.characters':
      'El monto solo puede tener dígitos, un separador decimal, separadores de miles, un R$ opcional y un signo menos al inicio.',
    'BRL.grouping':
      'Los separadores de miles están fuera de lugar: los dígitos se agrupan de tres en tres, como 1.500.000,00.',
    'BRL.ambiguous':
      'El monto es ambiguo: un separador seguido de tres dígitos puede marcar miles (1.500 como mil quinientos reales) o decimales (1.500 como un real con cincuenta centavos). Escribe los centavos (1.500,00) o usa el prefijo R$ para leerlo como miles.',
    'BRL.fraction': 'El monto tiene fracciones de centavo: usa como máximo dos decimales.',
    'BRL.too_large':
      'El monto es mayor que el mayor monto en centavos que esta biblioteca maneja con exactitud.',
  },
} as const;

/** Renders a message of `parseBRL` in a locale. */
export const formatMoneyMessage = _messages<MoneyMessageKey>(MONEY_MESSAGES);
