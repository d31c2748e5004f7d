import { _messages } from './define.js';

/** The message keys of refunds and receivables. */
export type AfterChargeMessageKey =
  | 'REFUND_EXCEEDS_REMAINING'
  | 'REFUND_EXCEEDS_REMAINING.recipient'
  | 'REFUND_EXCEEDS_REMAINING.master'
  | 'INVALID_REFUND_ALLOCATION'
  | 'INVALID_REFUND_ALLOCATION.sum'
  | 'INVALID_REFUND_ALLOCATION.recipient'
  | 'INVALID_REFUND_ALLOCATION.duplicate'
  | 'INVALID_REFUND_ALLOCATION.over'
  | 'INVALID_REFUND_ALLOCATION.amount'
  | 'INVALID_CONFIGURATION.after_charge'
  | 'INVALID_VALUE.split_result'
  | 'INVALID_VALUE.refund_mode'
  | 'INVALID_VALUE.refund_fee'
  | 'INVALID_VALUE.previous'
  | 'INVALID_VALUE.previous_exceeds'
  | 'INVALID_VALUE.receivables_method'
  | 'INVALID_VALUE.confirmed_at'
  | 'INVALID_VALUE.settlement_days'
  | 'INVALID_VALUE.extra_holidays'
  | 'OUT_OF_RANGE.receivables_installments';

/** Messages of refunds and receivables, in English and Brazilian Portuguese. */
export const AFTER_CHARGE_MESSAGES = {
  en: {
    REFUND_EXCEEDS_REMAINING:
      'A refund of {amount} centavos is more than the {remaining} centavos of this charge not yet refunded.',
    'REFUND_EXCEEDS_REMAINING.recipient':
      'Recipient {recipient} has only {remaining} centavos of its share left to give back; {amount} were asked.',
    'REFUND_EXCEEDS_REMAINING.master':
      'The master account has only {remaining} centavos left to give back; {amount} were asked.',
    INVALID_REFUND_ALLOCATION: 'The refund allocation is not valid: {detail}',
    'INVALID_REFUND_ALLOCATION.sum':
      '{field} adds up to {total} centavos, not to the refund amount of {amount}.',
    'INVALID_REFUND_ALLOCATION.recipient':
      '{field} must name a recipient of this split, or null for the master account.',
    'INVALID_REFUND_ALLOCATION.duplicate': '{field} names a recipient already listed; list each once.',
    'INVALID_REFUND_ALLOCATION.over':
      '{field} is more than the {remaining} centavos this recipient has left to give back.',
    'INVALID_REFUND_ALLOCATION.amount': '{field} must be a whole number of centavos, 0 or more.',
    'INVALID_CONFIGURATION.after_charge': 'The options given cannot be used: {detail}',
    'INVALID_VALUE.split_result':
      '{field} must be a successful result of computeSplit or prepareSplit, unchanged.',
    'INVALID_VALUE.refund_mode':
      "{field} must be 'proportional', { from: recipient_id } or { custom: [{ recipient_id, amount }] }.",
    'INVALID_VALUE.refund_fee': "{field} must be 'keep' or 'refund'.",
    'INVALID_VALUE.previous':
      '{field} must be a list of earlier allocateRefund results for this same split, unchanged.',
    'INVALID_VALUE.previous_exceeds':
      '{field} gives back more than this split holds: it cannot be the refunds of this charge.',
    'INVALID_VALUE.receivables_method': '{field} must be one of: {values}.',
    'INVALID_VALUE.confirmed_at': '{field} must be a valid Date between the years 1900 and 9900.',
    'INVALID_VALUE.settlement_days':
      '{field} must map payment methods to whole numbers of days from 0 to {max}, like { credit_card: 30 }.',
    'INVALID_VALUE.extra_holidays':
      '{field} must be a list of at most {max} calendar dates written YYYY-MM-DD, like 2026-01-25.',
    'OUT_OF_RANGE.receivables_installments':
      '{field} must be a whole number from 1 to 24 for credit_card, and 1 for other methods.',
  },
  'pt-BR': {
    REFUND_EXCEEDS_REMAINING:
      'Um reembolso de {amount} centavos é maior que os {remaining} centavos desta cobrança ainda não reembolsados.',
    'REFUND_EXCEEDS_REMAINING.recipient':
      'O recebedor {recipient} tem apenas {remaining} centavos da sua parte para devolver; foram pedidos {amount}.',
    'REFUND_EXCEEDS_REMAINING.master':
      'A conta principal tem apenas {remaining} centavos para devolver; foram pedidos {amount}.',
    INVALID_REFUND_ALLOCATION: 'A divisão do reembolso não é válida: {detail}',
    'INVALID_REFUND_ALLOCATION.sum': '{field} soma {total} centavos, e não o valor do reembolso de {amount}.',
    'INVALID_REFUND_ALLOCATION.recipient':
      '{field} deve ser um recebedor deste split, ou null para a conta principal.',
    'INVALID_REFUND_ALLOCATION.duplicate': '{field} repete um recebedor já listado; liste cada um uma vez.',
    'INVALID_REFUND_ALLOCATION.over':
      '{field} é maior que os {remaining} centavos que este recebedor ainda tem para devolver.',
    'INVALID_REFUND_ALLOCATION.amount': '{field} deve ser um valor inteiro em centavos, 0 ou mais.',
    'INVALID_CONFIGURATION.after_charge': 'As opções informadas não podem ser usadas: {detail}',
    'INVALID_VALUE.split_result':
      '{field} deve ser um resultado de sucesso de computeSplit ou prepareSplit, sem alterações.',
    'INVALID_VALUE.refund_mode':
      "{field} deve ser 'proportional', { from: recipient_id } ou { custom: [{ recipient_id, amount }] }.",
    'INVALID_VALUE.refund_fee': "{field} deve ser 'keep' ou 'refund'.",
    'INVALID_VALUE.previous':
      '{field} deve ser a lista dos resultados anteriores de allocateRefund deste mesmo split, sem alterações.',
    'INVALID_VALUE.previous_exceeds':
      '{field} devolve mais do que este split contém: não podem ser os reembolsos desta cobrança.',
    'INVALID_VALUE.receivables_method': '{field} deve ser um destes valores: {values}.',
    'INVALID_VALUE.confirmed_at': '{field} deve ser uma Date válida entre os anos 1900 e 9900.',
    'INVALID_VALUE.settlement_days':
      '{field} deve associar meios de pagamento a números inteiros de dias de 0 a {max}, como { credit_card: 30 }.',
    'INVALID_VALUE.extra_holidays':
      '{field} deve ser uma lista de no máximo {max} datas no formato AAAA-MM-DD, como 2026-01-25.',
    'OUT_OF_RANGE.receivables_installments':
      '{field} deve ser um número inteiro de 1 a 24 para credit_card, e 1 para os outros meios.',
  },
} as const;

/** Renders a message of refunds and receivables in a locale. */
export const formatAfterChargeMessage = _messages<AfterChargeMessageKey>(AFTER_CHARGE_MESSAGES);
