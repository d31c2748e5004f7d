import type { Issue } from '../issues/issue.js';

/**
 * The one failure shape of every export: the HTTP status a host should answer, a stable machine
 * code, a localized message, and the field issues when fields are at fault.
 *
 * `status` is 422 for bad request data, 401/403 for auth, and 500 (`INVALID_CONFIGURATION`) for the
 * caller's own bad options, which are never blamed on a request field.
 */
export interface Failure<Code extends string = string> {
  readonly ok: false;
  readonly status: number;
  readonly code: Code;
  readonly message: string;
  readonly issues?: readonly Issue[];
}

/**
 * Builds a {@link Failure}; `issues` is set only when there are some.
 *
 * @example
 * _failure(422, 'REFUND_EXCEEDS_REMAINING', 'Only R$ 10,00 can still be refunded.')
 * //=> { ok: false, status: 422, code: 'REFUND_EXCEEDS_REMAINING', message: 'Only R$ 10,00 can still be refunded.' }
 */
export function _failure<Code extends string>(
  status: number,
  code: Code,
  message: string,
  issues?: readonly Issue[],
): Failure<Code> {
  return issues !== undefined && issues.length > 0
    ? { ok: false, status, code, message, issues }
    : { ok: false, status, code, message };
}

/**
 * The caller's own options or configuration are not valid (a malformed merchant, an MDR out of
 * range, a clock that is not a Date): the server's fault, never blamed on a request field. A host
 * answers 500 and logs the message; the buyer sees a generic error. `issues`, when present, name
 * the caller's own arguments (`mdr.rate`, `options.feeBearer`), never a request path, and
 * `toProblemDetails` leaves them out of the body.
 */
export interface InvalidConfiguration extends Failure<'INVALID_CONFIGURATION'> {
  readonly status: 500;
}

/**
 * Builds an {@link InvalidConfiguration}.
 *
 * @example
 * _invalidConfiguration('options.now must be a valid Date.').status
 * //=> 500
 */
export function _invalidConfiguration(message: string): InvalidConfiguration {
  return { ok: false, status: 500, code: 'INVALID_CONFIGURATION', message };
}
