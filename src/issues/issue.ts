import type { MessageParams } from '../messages/params.js';
import type { IssueCode } from './codes.js';

/**
 * One problem found in an input: a stable machine code, where the field is, a message for the buyer
 * in the requested locale, a hint for the integrator in English, and the values the message names.
 *
 * `path` is dotted with numeric array indices (`items.0.unit_price`; `""` is the root), for display
 * and for grouping by field. `pointer` is the RFC 6901 JSON Pointer of the same place
 * (`/items/0/unit_price`, `/customer/e.mail`): unambiguous even when a key the caller sent contains a
 * dot.
 */
export interface Issue {
  readonly code: IssueCode;
  readonly path: string;
  readonly pointer: string;
  /**
   * For the buyer, next to the field, in the locale asked for: what to do, never a wire field name,
   * a code or an instruction only a developer can follow.
   */
  readonly message: string;
  /**
   * For the integrator, in English and stable: the wire path, the rule, what to send
   * (`payment_details.number is not accepted with card_flow hosted: …`). It names paths and limits,
   * never a value of the request. `toProblemDetails` includes it only with `{ hints: true }`.
   */
  readonly hint: string;
  /** The values named in the message (limits, allowed values, the field's label), never card data. */
  readonly params: MessageParams;
}

/**
 * The RFC 6901 JSON Pointer of a path given as segments: `~` is written `~0` and `/` is written `~1`.
 *
 * @example
 * _pointer(['customer', 'e.mail'])
 * //=> '/customer/e.mail'
 */
export function _pointer(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) {
    const text = String(segment);
    // Most segments have neither character: they are copied as they are.
    pointer += `/${text.includes('~') || text.includes('/') ? text.replaceAll('~', '~0').replaceAll('/', '~1') : text}`;
  }
  return pointer;
}

/**
 * The segments of a dotted path of the rules table, array indices as numbers. Only for paths made of
 * the table's own keys, which never contain a dot; paths that carry a caller's key keep their
 * segments from the start.
 *
 * @example
 * _segmentsOf('items.0.unit_price')
 * //=> ['items', 0, 'unit_price']
 */
export function _segmentsOf(path: string): (string | number)[] {
  return path === '' ? [] : path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/**
 * An issue at the path of an argument: the one way the engines outside validation (split, refunds,
 * installments) build their issues. An argument has no label of its own but its path, the name the
 * developer wrote in code; `formatIssue` puts it before the message.
 *
 * @param code - the issue code.
 * @param path - the dotted path of the argument to fix (`rules.2.amount`).
 * @param render - renders the message from its parameters, `label` included.
 * @param hint - the integrator's hint, from the message's parameters.
 * @param params - the message's parameters besides `label`.
 * @param label - what the message calls the field; the path itself unless given.
 * @returns the issue, with its pointer and parameters.
 * @example
 * _fieldIssue('REQUIRED', 'mdr', () => 'This field is required.', () => 'Pass the MDR.').params
 * //=> { label: 'mdr' }
 */
export function _fieldIssue(
  code: IssueCode,
  path: string,
  render: (params: MessageParams) => string,
  hint: (params: MessageParams) => string,
  params?: MessageParams,
  label = path,
): Issue {
  const named = { ...params, label };
  return {
    code,
    path,
    pointer: _pointer(_segmentsOf(path)),
    message: render(named),
    hint: hint(named),
    params: named,
  };
}
