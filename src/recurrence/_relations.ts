import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _own } from '../shared/own.js';
import { _recurrenceFieldIssue } from './_recurrence-issue.js';

/**
 * The rules between a recurrence's fields, the one place both validation and `planRecurrence`
 * take them from, once each field is valid on its own (its dates real `YYYY-MM-DD` dates, which
 * compare as text):
 * - exactly one of `amount` and `min_amount`: "Ambos os campos rec.valor.valorRec e
 *   rec.valor.valorMinimoRecebedor estão preenchidos" is a violation of the Pix API, and a plan
 *   needs one of them to say what each cycle charges;
 * - `end_date` not before `start_date`: "O campo rec.calendario.dataFinal é anterior ao campo
 *   rec.calendario.dataInicial" is a violation (Pix API 2.9.0, `POST /rec`, its violations).
 *
 * @param recurrence - a recurrence whose fields are each valid.
 * @param locale - the language of the message.
 * @returns the issue, at its path inside `payment_details`, or `undefined`.
 * @example
 * _recurrenceRelationIssue({ start_date: '2026-03-31', end_date: '2026-03-01', amount: 100 }, 'en')?.path
 * //=> 'recurrence.end_date'
 */
export function _recurrenceRelationIssue(recurrence: object, locale: Locale): Issue | undefined {
  const end = _own(recurrence, 'end_date');
  if (end !== undefined && (end as string) < (_own(recurrence, 'start_date') as string)) {
    return _recurrenceFieldIssue(locale, 'recurrence.end_date', 'INVALID_VALUE.recurrence_end_date');
  }
  if ((_own(recurrence, 'amount') === undefined) === (_own(recurrence, 'min_amount') === undefined)) {
    return _recurrenceFieldIssue(locale, 'recurrence.amount', 'INVALID_VALUE.recurrence_amount_choice');
  }
  return undefined;
}
