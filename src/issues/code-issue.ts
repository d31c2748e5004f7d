import { _englishHint } from '../messages/hints.js';
import type { MessageParams } from '../messages/keys.js';
import { formatPaymentCodesMessage, type PaymentCodesMessageKey } from '../messages/payment-codes.js';
import { _issuesHint } from '../result/failure.js';
import type { IssueCode } from './codes.js';
import type { InvalidInput } from './invalid-input.js';
import { _pointer, type Issue, type Locale } from './issue.js';

/**
 * One problem found in a PIX code or a boleto number, before it is rendered in a locale: the issue
 * code, where in the code (field IDs like `['26', '01']`, or a boleto's part), and the message key.
 */
export interface _Finding {
  readonly code: IssueCode;
  readonly at: readonly string[];
  readonly key: PaymentCodesMessageKey;
  readonly params?: MessageParams;
}

/** What a reader of codes answers: the value read, or every problem found. */
export type _Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly findings: readonly _Finding[] };

/** The {@link _Read} of a code that cannot be read. */
export function _refused(findings: readonly _Finding[]): {
  readonly ok: false;
  readonly findings: readonly _Finding[];
} {
  return { ok: false, findings };
}

/** Builds a {@link _Finding}. */
export function _finding(
  code: IssueCode,
  at: readonly string[],
  key: PaymentCodesMessageKey,
  params?: MessageParams,
): _Finding {
  return params === undefined ? { code, at, key } : { code, at, key, params };
}

/**
 * An issue at a place inside a code: `path` joins the segments with dots (`26.01`), `pointer` is
 * their JSON Pointer (`/26/01`), after the segments of `prefix` (where the code sits, like
 * `['answer', 'qr_code']`). The root is `''`.
 *
 * @example
 * _codeIssue('en', _finding('INVALID_VALUE', ['26', '01'], 'PIX.key')).pointer
 * //=> '/26/01'
 */
export function _codeIssue(locale: Locale, found: _Finding, prefix: readonly string[] = []): Issue {
  const segments = [...prefix, ...found.at];
  const params = Object.hasOwn(found, 'params') ? (found.params as MessageParams) : {};
  return {
    code: found.code,
    path: segments.join('.'),
    pointer: _pointer(segments),
    message: formatPaymentCodesMessage(locale, found.key, params),
    hint: _englishHint(segments.join('.'), formatPaymentCodesMessage('en', found.key, params)),
    params,
  };
}

/**
 * The 422 INVALID_INPUT failure of a code (or its fields) that cannot be used, one issue per finding.
 *
 * @example
 * _codeFailure('en', [_finding('INVALID_VALUE', ['63'], 'PIX.crc')]).issues?.[0]?.pointer
 * //=> '/63'
 */
export function _codeFailure(locale: Locale, findings: readonly _Finding[]): InvalidInput {
  const issues = findings.map((found) => _codeIssue(locale, found));
  // The codecs' own catalogue words the failure, so a page that reads codes does not carry the
  // validation messages; the first issue reads on its own (it has no label).
  const message = formatPaymentCodesMessage(locale, 'CODE.refused', { detail: (issues[0] as Issue).message });
  return { ok: false, status: 422, code: 'INVALID_INPUT', message, hint: _issuesHint(issues), issues };
}
