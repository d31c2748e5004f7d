import type { Locale } from '../issues/issue.js';

/**
 * The labels of the request fields the split engine can name (the charge amount and a split
 * rule's fields), in every locale: a part of `FIELD_LABELS`, kept apart so the engine's issues name
 * a field as request validation does without carrying the labels of the whole request.
 */
export const SPLIT_FIELD_LABELS = {
  en: {
    amount: 'Amount',
    split: 'Split',
    'split.*': 'Recipient {n}',
    'split.*.recipient_id': 'Recipient ID',
    'split.*.recipient_type': 'Recipient type',
    'split.*.type': 'Share type',
    'split.*.amount': 'Share',
    'split.*.cross_company': 'Cross-company',
  },
  'pt-BR': {
    amount: 'Valor',
    split: 'Divisão',
    'split.*': 'Recebedor {n}',
    'split.*.recipient_id': 'ID do recebedor',
    'split.*.recipient_type': 'Tipo de recebedor',
    'split.*.type': 'Tipo de divisão',
    'split.*.amount': 'Valor da divisão',
    'split.*.cross_company': 'Entre empresas',
  },
  es: {
    amount: 'Monto',
    split: 'División',
    'split.*': 'Receptor {n}',
    'split.*.recipient_id': 'ID del receptor',
    'split.*.recipient_type': 'Tipo de receptor',
    'split.*.type': 'Tipo de división',
    'split.*.amount': 'Monto de la división',
    'split.*.cross_company': 'Entre empresas',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The container of a split rule's fields, in every locale: `Share (recipient 2)`. */
export const SPLIT_LABEL_CONTEXTS = {
  en: { 'split.*': 'recipient {n}' },
  'pt-BR': { 'split.*': 'recebedor {n}' },
  es: { 'split.*': 'receptor {n}' },
} as const satisfies Record<Locale, Record<string, string>>;
