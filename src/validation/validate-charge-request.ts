import { _localize } from './localize.js';
import { _readScope } from './read-options.js';
import { _runChargeRequest, _UNVALIDATED_ISSUE } from './run.js';
import type { ChargeRequestValidation, ValidateChargeRequestOptions } from './types.js';

/**
 * Validates a POST /v1/charges body against every rule of the interface and returns either the
 * normalized request or every issue at once. Never throws and never mutates `input`; reads own
 * properties only.
 *
 * @param input - the parsed JSON body, or anything else.
 * @param options - clock, locale and accepted currencies.
 * @returns `{ ok: true, value }` with defaults filled and masks stripped, or
 *   `{ ok: false, status: 422, issues }`.
 * @example
 * validateChargeRequest({ amount: 0 }).ok
 * //=> false
 */
export function validateChargeRequest(
  input: unknown,
  options?: ValidateChargeRequestOptions,
): ChargeRequestValidation {
  try {
    const scope = _readScope(options);
    const { problems, value } = _runChargeRequest(input, scope);
    if (value === undefined) return { ok: false, status: 422, issues: _localize(problems, scope.locale) };
    return { ok: true, value };
  } catch {
    // Nothing above throws on any input; if something does (a page that replaced built-ins), the
    // request is refused, never accepted unchecked nor thrown out.
    return { ok: false, status: 422, issues: [_UNVALIDATED_ISSUE] };
  }
}
