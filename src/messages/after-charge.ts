import { _messages } from './define.js';
import { _formatValue } from './formats.js';

/** The message keys of refunds and receivables. */
export type AfterChargeMessageKey = keyof (typeof AFTER_CHARGE_MESSAGES)['en'];

/** Messages of refunds and receivables, in every locale. */
export const AFTER_CHARGE_MESSAGES = {
  en: {
    REFUND_EXCEEDS_REMAINING:
      'A refund of {amount:money} is more than the {remaining:money} of this charge not yet refunded.',
    'REFUND_EXCEEDS_REMAINING.recipient':
      'Recipient {recipient} has only {remaining:money} of its share left to give back; {amount:money} were asked.',
    'REFUND_EXCEEDS_REMAINING.master':
      'The master account has only {remaining:money} left to give back; {amount:money} were asked.',
    INVALID_REFUND_ALLOCATION: 'The refund allocation is not valid: {detail}',
    'INVALID_REFUND_ALLOCATION.sum':
      'The shares add up to {total:money}, not to the refund amount of {amount:money}.',
    'INVALID_REFUND_ALLOCATION.recipient': 'Name a recipient of this split, or null for the master account.',
    'INVALID_REFUND_ALLOCATION.duplicate': 'This recipient is already listed; list each one once.',
    'INVALID_REFUND_ALLOCATION.over':
      'This is more than the {remaining:money} this recipient has left to give back.',
    'INVALID_REFUND_ALLOCATION.amount': 'Enter a whole number of centavos, 0 or more.',
    'INVALID_CONFIGURATION.after_charge': 'The options given cannot be used: {detail}',
    'INVALID_VALUE.split_result': 'Pass a successful result of computeSplit or prepareSplit, unchanged.',
    'INVALID_VALUE.refund_mode':
      "Use 'proportional', { from: recipient_id } or { custom: [{ recipient_id, amount }] }.",
    'INVALID_VALUE.refund_fee': "Use 'keep' or 'refund'.",
    'INVALID_VALUE.previous':
      'Pass the list of earlier allocateRefund results for this same split, unchanged.',
    'INVALID_VALUE.previous_exceeds':
      'These give back more than this split holds: they cannot be the refunds of this charge.',
    'INVALID_VALUE.receivables_method': 'Choose one of: {values}.',
    'INVALID_VALUE.confirmed_at': 'Use a valid Date between the years 1900 and 9900.',
    'INVALID_VALUE.settlement_days':
      'Map payment methods to whole numbers of days from 0 to {max:number}, like { credit_card: 30 }.',
    'INVALID_VALUE.extra_holidays':
      'Use a list of at most {max:number} calendar dates written YYYY-MM-DD, like 2026-01-25.',
    'OUT_OF_RANGE.receivables_installments':
      'Use a whole number from 1 to 24 for credit_card, and 1 for the other methods.',
  },
  'pt-BR': {
    REFUND_EXCEEDS_REMAINING:
      'Um reembolso de {amount:money} é maior que os {remaining:money} desta cobrança ainda não reembolsados.',
    'REFUND_EXCEEDS_REMAINING.recipient':
      'O recebedor {recipient} tem apenas {remaining:money} da sua parte para devolver; foram pedidos {amount:money}.',
    'REFUND_EXCEEDS_REMAINING.master':
      'A conta principal tem apenas {remaining:money} para devolver; foram pedidos {amount:money}.',
    INVALID_REFUND_ALLOCATION: 'A divisão do reembolso não é válida: {detail}',
    'INVALID_REFUND_ALLOCATION.sum':
      'As partes somam {total:money}, e não o valor do reembolso de {amount:money}.',
    'INVALID_REFUND_ALLOCATION.recipient':
      'Indique um recebedor deste split, ou null para a conta principal.',
    'INVALID_REFUND_ALLOCATION.duplicate': 'Este recebedor já está na lista; liste cada um uma vez.',
    'INVALID_REFUND_ALLOCATION.over':
      'Isto é mais que os {remaining:money} que este recebedor ainda tem para devolver.',
    'INVALID_REFUND_ALLOCATION.amount': 'Informe um valor inteiro em centavos, 0 ou mais.',
    'INVALID_CONFIGURATION.after_charge': 'As opções informadas não podem ser usadas: {detail}',
    'INVALID_VALUE.split_result':
      'Passe um resultado de sucesso de computeSplit ou prepareSplit, sem alterações.',
    'INVALID_VALUE.refund_mode':
      "Use 'proportional', { from: recipient_id } ou { custom: [{ recipient_id, amount }] }.",
    'INVALID_VALUE.refund_fee': "Use 'keep' ou 'refund'.",
    'INVALID_VALUE.previous':
      'Passe a lista dos resultados anteriores de allocateRefund deste mesmo split, sem alterações.',
    'INVALID_VALUE.previous_exceeds':
      'Estes devolvem mais do que este split contém: não podem ser os reembolsos desta cobrança.',
    'INVALID_VALUE.receivables_method': 'Escolha uma destas opções: {values}.',
    'INVALID_VALUE.confirmed_at': 'Use uma Date válida entre os anos 1900 e 9900.',
    'INVALID_VALUE.settlement_days':
      'Associe formas de pagamento a números inteiros de dias de 0 a {max:number}, como { credit_card: 30 }.',
    'INVALID_VALUE.extra_holidays':
      'Use uma lista de no máximo {max:number} datas no formato AAAA-MM-DD, como 2026-01-25.',
    'OUT_OF_RANGE.receivables_installments':
      'Use um número inteiro de 1 a 24 para credit_card, e 1 para as outras formas.',
  },
  es: {
    REFUND_EXCEEDS_REMAINING:
      'Un reembolso de {amount:money} es mayor que los {remaining:money} de este cobro que aún no se reembolsaron.',
    'REFUND_EXCEEDS_REMAINING.recipient':
      'El receptor {recipient} solo tiene {remaining:money} de su parte para devolver; se pidieron {amount:money}.',
    'REFUND_EXCEEDS_REMAINING.master':
      'La cuenta principal solo tiene {remaining:money} para devolver; se pidieron {amount:money}.',
    INVALID_REFUND_ALLOCATION: 'La distribución del reembolso no es válida: {detail}',
    'INVALID_REFUND_ALLOCATION.sum':
      'Las partes suman {total:money}, no el monto del reembolso de {amount:money}.',
    'INVALID_REFUND_ALLOCATION.recipient':
      'Indica un receptor de esta división, o null para la cuenta principal.',
    'INVALID_REFUND_ALLOCATION.duplicate': 'Este receptor ya está en la lista; indica cada uno una sola vez.',
    'INVALID_REFUND_ALLOCATION.over':
      'Esto es más que los {remaining:money} que este receptor aún tiene para devolver.',
    'INVALID_REFUND_ALLOCATION.amount': 'Ingresa un monto entero en centavos, 0 o más.',
    'INVALID_CONFIGURATION.after_charge': 'Las opciones indicadas no se pueden usar: {detail}',
    'INVALID_VALUE.split_result': 'Pasa un resultado exitoso de computeSplit o prepareSplit, sin cambios.',
    'INVALID_VALUE.refund_mode':
      "Usa 'proportional', { from: recipient_id } o { custom: [{ recipient_id, amount }] }.",
    'INVALID_VALUE.refund_fee': "Usa 'keep' o 'refund'.",
    'INVALID_VALUE.previous':
      'Pasa la lista de los resultados anteriores de allocateRefund de esta misma división, sin cambios.',
    'INVALID_VALUE.previous_exceeds':
      'Estos devuelven más de lo que contiene esta división: no pueden ser los reembolsos de este cobro.',
    'INVALID_VALUE.receivables_method': 'Elige una de estas opciones: {values}.',
    'INVALID_VALUE.confirmed_at': 'Usa una Date válida entre los años 1900 y 9900.',
    'INVALID_VALUE.settlement_days':
      'Asocia medios de pago a números enteros de días de 0 a {max:number}, como { credit_card: 30 }.',
    'INVALID_VALUE.extra_holidays':
      'Usa una lista de como máximo {max:number} fechas con el formato AAAA-MM-DD, como 2026-01-25.',
    'OUT_OF_RANGE.receivables_installments':
      'Usa un número entero de 1 a 24 para credit_card, y 1 para los otros medios.',
  },
} as const;

/** Renders a message of refunds and receivables in a locale. */
export const formatAfterChargeMessage = _messages<AfterChargeMessageKey>(AFTER_CHARGE_MESSAGES, _formatValue);
