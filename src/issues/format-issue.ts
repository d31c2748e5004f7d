import { _own } from '../shared/own.js';
import type { Issue } from './issue.js';

/**
 * Writes an issue so that it reads on its own, away from its field (a log line, a toast, the
 * `detail` of an error response): its label, a colon, then its message, which begins in lower case
 * unless its first word is an acronym (`CPF or CNPJ: enter a valid CPF or CNPJ.`). Next to a field
 * in a form, show `issue.message` alone: the form's label already names the field. Never throws.
 *
 * @param issue - an issue of this library (its `params.label` names the field).
 * @returns the standalone text; the message alone when the issue has no label.
 * @example
 * formatIssue({
 *   code: 'INVALID_VALUE',
 *   path: 'customer.tax_id',
 *   pointer: '/customer/tax_id',
 *   message: 'Informe um CPF ou CNPJ válido.',
 *   params: { label: 'CPF ou CNPJ' },
 * })
 * //=> 'CPF ou CNPJ: informe um CPF ou CNPJ válido.'
 */
export function formatIssue(issue: Issue): string {
  const message = _own(issue, 'message');
  const label = _own(_own(issue, 'params'), 'label');
  const text = typeof message === 'string' ? message : '';
  if (typeof label !== 'string' || label === '') return text;
  return `${label}: ${lowerFirst(text)}`;
}

// `Informe` becomes `informe`; `CPF inválido` and `PIX e boleto` keep their capitals.
function lowerFirst(text: string): string {
  const [first = '', second = ''] = text;
  return second !== '' && second === second.toLowerCase() && second !== second.toUpperCase()
    ? first.toLowerCase() + text.slice(first.length)
    : text;
}
