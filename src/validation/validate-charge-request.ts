import { formatFailureMessage } from '../messages/failures.js';
import { _issuesHint } from '../result/failure.js';
import { _compiledRules } from './compiled.js';
import { _localize } from './localize.js';
import { _isScope, _readScope } from './read-options.js';
import { _runChargeRequest, _UNVALIDATED_ISSUE } from './run.js';
import type { ChargeRequestValidation, InvalidChargeRequest, ValidateChargeRequestOptions } from './types.js';

/**
 * Validates a POST /v1/charges body against every rule of the interface and returns either the
 * normalized request or every issue at once. Never throws and never mutates `input`; reads own
 * properties only.
 *
 * @param input - the parsed JSON body, or anything else.
 * @param options - clock, locale, accepted currencies, and the host's MDR and merchant.
 * @returns `{ ok: true, value }` with defaults filled and masks stripped;
 *   `{ ok: false, status: 422, code: 'VALIDATION_FAILED', message, hint, issues }` when the request
 *   is at fault (each issue with a `message` for the buyer and a `hint` for the integrator);
 *   `{ ok: false, status: 500, code: 'INVALID_CONFIGURATION', message, hint }` when the options
 *   are (a malformed merchant, an MDR out of range, a clock that is not a Date).
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
    if (!_isScope(scope)) return scope;
    const { rawIssues, value, derived } = _runChargeRequest(input, scope);
    if (value === undefined)
      return _validationFailed(_localize(rawIssues, scope, _compiledRules().wordings), scope.locale);
    return { ok: true, value, ...derived };
  } catch {
    // Only a page whose built-ins were replaced (Array.prototype.map throwing, say) gets here: fail
    // closed, with an answer built from literals alone.
    return UNVALIDATED;
  }
}

/** The 422 answer for a request with issues: the count in words, and every issue. */
export function _validationFailed(
  issues: InvalidChargeRequest['issues'],
  locale: Parameters<typeof formatFailureMessage>[0],
): InvalidChargeRequest {
  return {
    ok: false,
    status: 422,
    code: 'VALIDATION_FAILED',
    message: countMessage(locale, issues.length),
    hint: _issuesHint(issues),
    issues,
  };
}

// "3 issues" in words, rendered once per locale and count (a count is small: the cache is bounded).
const COUNTS_KEPT = 64;
const countMessages = new Map<string, string>();
function countMessage(locale: Parameters<typeof formatFailureMessage>[0], count: number): string {
  const cacheKey = `${locale} ${count}`;
  let message = countMessages.get(cacheKey);
  if (message === undefined) {
    const key = count === 1 ? 'VALIDATION_FAILED.one' : 'VALIDATION_FAILED.other';
    message = formatFailureMessage(locale, key, { count });
    if (countMessages.size >= COUNTS_KEPT) countMessages.clear();
    countMessages.set(cacheKey, message);
  }
  return message;
}

const UNVALIDATED: InvalidChargeRequest = Object.freeze({
  ok: false,
  status: 422,
  code: 'VALIDATION_FAILED',
  message: _UNVALIDATED_ISSUE.message,
  hint: _issuesHint([_UNVALIDATED_ISSUE]),
  issues: [_UNVALIDATED_ISSUE],
});
