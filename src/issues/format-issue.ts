import { _own } from '../shared/own.js';
import type { Issue } from './issue.js';

/**
 * Writes an issue so that it reads on its own, away from its field (a log line, a toast, the
 * `detail` of an error response): its label, then its message, which begins in lower case unless its
 * first word is an acronym (`CPF or CNPJ: enter a valid CPF or CNPJ.`, `Valor: PIX e boleto…`).
 * The label is joined once: with a colon, or with a dash when the message holds a colon of its own
 * (`CPF or CNPJ — enter a CNPJ: this customer is a company.`). Next to a field in a form, show
 * `issue.message` alone: the form's label already names the field. Never throws.
 *
 * @param issue - an issue of this library (its `params.label` names the field).
 * @returns the standalone text; the message alone when the issue has no label.
 * @example
 * formatIssue({
 *   code: 'INVALID_VALUE',
 *   path: 'customer.tax_id',
 *   pointer: '/customer/tax_id',
 *   message: 'Informe um CPF ou CNPJ válido.',
 *   hint: 'customer.tax_id: Enter a valid CPF or CNPJ.',
 *   params: { label: 'CPF ou CNPJ' },
 * })
 * //=> 'CPF ou CNPJ: informe um CPF ou CNPJ válido.'
 */
export function formatIssue(issue: Issue): string {
  const message = _own(issue, 'message');
  const label = _own(_own(issue, 'params'), 'label');
  const text = typeof message === 'string' ? message : '';
  if (typeof label !== 'string' || label === '') return text;
  // One colon per sentence: "Label: enter X: why" would read as two labels.
  return `${label}${text.includes(':') ? ' —' : ':'} ${lowerFirst(text)}`;
}

// English, Portuguese and Spanish write on in lower case after a colon or a dash: `Informe`
// becomes `informe` and `A data` `a data`; an acronym (`CPF inválido`, `PIX e boleto`) keeps its
// capitals. The first word is the letters before the first character that is not one.
function lowerFirst(text: string): string {
  const [first = '', second = ''] = text;
  const acronym = isUpper(first) && isUpper(second);
  return acronym ? text : first.toLowerCase() + text.slice(first.length);
}

function isUpper(letter: string): boolean {
  return letter !== letter.toLowerCase() && letter === letter.toUpperCase();
}
