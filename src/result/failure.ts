import type { Issue } from '../issues/issue.js';
import { _fill } from '../messages/define.js';
import { ISSUES_HINT } from '../messages/hints.js';

/**
 * The one failure shape of every export: the HTTP status a host should answer, a stable machine
 * code, a localized message for the buyer, an English hint for the integrator, and the field issues
 * when fields are at fault.
 *
 * `status` is 422 for bad request data, 401/403 for auth, and 500 (`INVALID_CONFIGURATION`) for the
 * caller's own bad options, which are never blamed on a request field.
 */
export interface Failure<Code extends string = string> {
  readonly ok: false;
  readonly status: number;
  readonly code: Code;
  /**
   * For the buyer, in the locale asked for: what to do, never a wire field name, a code or an
   * instruction only a developer can follow.
   */
  readonly message: string;
  /**
   * For the integrator, in English and stable: the wire paths, the rule and what to send. Log it or
   * show it in development; `toProblemDetails` includes it only with `{ hints: true }`. It names
   * paths and limits, never a value of the request.
   */
  readonly hint: string;
  readonly issues?: readonly Issue[];
}

/**
 * Builds a {@link Failure}; `issues` is set only when there are some.
 *
 * @example
 * _failure(422, 'REFUND_EXCEEDS_REMAINING', 'Only R$ 10,00 can still be refunded.', 'Refund less.')
 * //=> { ok: false, status: 422, code: 'REFUND_EXCEEDS_REMAINING', message: 'Only R$ 10,00 can still be refunded.', hint: 'Refund less.' }
 */
export function _failure<Code extends string>(
  status: number,
  code: Code,
  message: string,
  hint: string,
  issues?: readonly Issue[],
): Failure<Code> {
  return issues !== undefined && issues.length > 0
    ? { ok: false, status, code, message, hint, issues }
    : { ok: false, status, code, message, hint };
}

// A failure's hint lists this many paths at most; each issue carries its own hint.
const PATHS_LISTED = 10;

/**
 * The hint of a failure that carries issues: the paths to fix, each once, in the issues' order.
 *
 * @param issues - the failure's issues.
 * @param root - what an issue at the root is about: the request body, unless the failure is about
 *   another argument (`the PIX code text (parsePixCode's argument)`).
 * @returns the hint, in English.
 * @example
 * _issuesHint([{ path: 'amount' }, { path: 'customer.tax_id' }] as Issue[])
 * //=> 'Fields to fix: amount, customer.tax_id. Each issue has a hint of its own.'
 */
export function _issuesHint(issues: readonly Pick<Issue, 'path'>[], root = '(the request body)'): string {
  const paths: string[] = [];
  for (const issue of issues) {
    const path = issue.path === '' ? root : issue.path;
    if (!paths.includes(path)) paths.push(path);
    if (paths.length > PATHS_LISTED) break;
  }
  const listed =
    paths.length > PATHS_LISTED ? `${paths.slice(0, PATHS_LISTED).join(', ')}, …` : paths.join(', ');
  return _fill(ISSUES_HINT, { paths: listed });
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
 * _invalidConfiguration('The now option must be a valid Date.', 'options.now must be a valid Date.').status
 * //=> 500
 */
export function _invalidConfiguration(message: string, hint: string): InvalidConfiguration {
  return { ok: false, status: 500, code: 'INVALID_CONFIGURATION', message, hint };
}
