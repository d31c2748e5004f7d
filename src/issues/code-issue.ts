import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import type { PaymentCodesMessageKey } from '../messages/provider-answer.js';
import { _issuesHint } from '../result/failure.js';
import type { IssueCode } from './codes.js';
import { formatIssue } from './format-issue.js';
import type { InvalidInput } from './invalid-input.js';
import { _pointer, type Issue } from './issue.js';

/**
 * One problem found in a PIX code or a boleto number, before it is rendered in a locale: the issue
 * code, where in the code (field IDs like `['26', '01']`, or a boleto's part), and the message key
 * (of the codec's own catalogue).
 */
export interface _Finding<K extends string = PaymentCodesMessageKey> {
  readonly code: IssueCode;
  readonly at: readonly string[];
  readonly key: K;
  readonly params?: MessageParams;
}

/** What a reader of codes answers: the value read, or every problem found. */
export type _Read<T, K extends string = PaymentCodesMessageKey> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly findings: readonly _Finding<K>[] };

/** The {@link _Read} of a code that cannot be read. */
export function _refused<K extends string>(
  findings: readonly _Finding<K>[],
): {
  readonly ok: false;
  readonly findings: readonly _Finding<K>[];
} {
  return { ok: false, findings };
}

/** Builds a {@link _Finding}. */
export function _finding<K extends string>(
  code: IssueCode,
  at: readonly string[],
  key: K,
  params?: MessageParams,
): _Finding<K> {
  return params === undefined ? { code, at, key } : { code, at, key, params };
}

/** Renders a message of one catalogue in a locale (each codec has its own). */
export type _CodeFormat<K extends string> = (locale: Locale, key: K, params?: MessageParams) => string;

/**
 * The function whose argument a code failure is about: the catalogue its messages come from, the
 * label they lead with (what the buyer pasted or the store filled in), and the name a hint gives the
 * argument itself. Each codec defines its own, so that a page reading one codec carries neither the
 * words nor the names of the other.
 */
export interface _CodeSubject<K extends string> {
  readonly format: _CodeFormat<K>;
  readonly label: K;
  readonly argument: string;
}

/**
 * An issue at a place inside a code: `path` joins the segments with dots (`26.01`), `pointer` is
 * their JSON Pointer (`/26/01`), after the segments of `prefix` (where the code sits, like
 * `['answer', 'qr_code']`). The root is `''`. With a `subject`, the issue carries its label (the
 * thing the buyer gave, in the locale) and a hint at the root names the argument.
 *
 * @example
 * _codeIssue('en', _finding('INVALID_VALUE', ['26', '01'], 'PIX.key'), formatPixCodesMessage).pointer
 * //=> '/26/01'
 */
export function _codeIssue<K extends string>(
  locale: Locale,
  found: _Finding<K>,
  format: _CodeFormat<K>,
  prefix: readonly string[] = [],
  subject?: _CodeSubject<K>,
): Issue {
  const segments = [...prefix, ...found.at];
  const own = Object.hasOwn(found, 'params') ? (found.params as MessageParams) : {};
  const params = subject === undefined ? own : { ...own, label: format(locale, subject.label) };
  const path = segments.join('.');
  const where = path === '' && subject !== undefined ? subject.argument : path;
  return {
    code: found.code,
    path,
    pointer: _pointer(segments),
    message: format(locale, found.key, params),
    hint: _englishHint(where, format('en', found.key, params)),
    params,
  };
}

/**
 * The 422 INVALID_INPUT failure of a code (or its fields) that cannot be used, one issue per finding.
 * Its message is the first issue led by its label (`PIX code: …`), and its hint names the argument
 * of `subject` where an issue is about the whole of it.
 *
 * @example
 * const subject = { format: formatPixCodesMessage, label: 'LABEL.pix_code', argument: 'the code' } as const;
 * _codeFailure('en', [_finding('INVALID_VALUE', ['63'], 'PIX.crc')], subject).issues?.[0]?.pointer
 * //=> '/63'
 */
export function _codeFailure<K extends string>(
  locale: Locale,
  findings: readonly _Finding<K>[],
  subject: _CodeSubject<K>,
): InvalidInput {
  const issues = findings.map((found) => _codeIssue(locale, found, subject.format, [], subject));
  // The codec's own catalogue words the failure, so a page that reads codes does not carry the
  // validation messages.
  const message = formatIssue(issues[0] as Issue);
  const hint = _issuesHint(issues, subject.argument);
  return { ok: false, status: 422, code: 'INVALID_INPUT', message, hint, issues };
}
