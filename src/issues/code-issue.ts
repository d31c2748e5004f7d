import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import { formatPaymentCodesMessage, type PaymentCodesMessageKey } from '../messages/payment-codes.js';
import { _issuesHint } from '../result/failure.js';
import type { IssueCode } from './codes.js';
import { formatIssue } from './format-issue.js';
import type { InvalidInput } from './invalid-input.js';
import { _pointer, type Issue } from './issue.js';

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

// What each codec is given, for the buyer and for the integrator: the label its messages lead with
// (what the buyer pasted or the store filled in), and the name a hint gives the argument itself.
const SUBJECTS = {
  parsePixCode: { label: 'LABEL.pix_code', argument: "the PIX code text (parsePixCode's argument)" },
  buildPixCode: { label: 'LABEL.pix_fields', argument: "the fields (buildPixCode's argument)" },
  classifyPixKey: { label: 'LABEL.pix_key', argument: "the key (classifyPixKey's argument)" },
  parseBoleto: { label: 'LABEL.boleto_number', argument: "the boleto number text (parseBoleto's argument)" },
  buildBoleto: { label: 'LABEL.boleto_fields', argument: "the fields (buildBoleto's argument)" },
  boletoDueDateFactor: { label: 'LABEL.due_date', argument: "the date (boletoDueDateFactor's argument)" },
} as const satisfies Record<string, { label: PaymentCodesMessageKey; argument: string }>;

/** The function whose argument a code failure is about (its label and its name in hints). */
export type _CodeSubject = keyof typeof SUBJECTS;

/**
 * An issue at a place inside a code: `path` joins the segments with dots (`26.01`), `pointer` is
 * their JSON Pointer (`/26/01`), after the segments of `prefix` (where the code sits, like
 * `['answer', 'qr_code']`). The root is `''`. With a `subject`, the issue carries its label (the
 * thing the buyer gave, in the locale) and a hint at the root names the argument.
 *
 * @example
 * _codeIssue('en', _finding('INVALID_VALUE', ['26', '01'], 'PIX.key')).pointer
 * //=> '/26/01'
 */
export function _codeIssue(
  locale: Locale,
  found: _Finding,
  prefix: readonly string[] = [],
  subject?: _CodeSubject,
): Issue {
  const segments = [...prefix, ...found.at];
  const own = Object.hasOwn(found, 'params') ? (found.params as MessageParams) : {};
  const params =
    subject === undefined
      ? own
      : { ...own, label: formatPaymentCodesMessage(locale, SUBJECTS[subject].label) };
  const path = segments.join('.');
  const where = path === '' && subject !== undefined ? SUBJECTS[subject].argument : path;
  return {
    code: found.code,
    path,
    pointer: _pointer(segments),
    message: formatPaymentCodesMessage(locale, found.key, params),
    hint: _englishHint(where, formatPaymentCodesMessage('en', found.key, params)),
    params,
  };
}

/**
 * The 422 INVALID_INPUT failure of a code (or its fields) that cannot be used, one issue per finding.
 * Its message is the first issue led by its label (`PIX code: …`), and its hint names the argument
 * of `subject` where an issue is about the whole of it.
 *
 * @example
 * _codeFailure('en', [_finding('INVALID_VALUE', ['63'], 'PIX.crc')], 'parsePixCode').issues?.[0]?.pointer
 * //=> '/63'
 */
export function _codeFailure(
  locale: Locale,
  findings: readonly _Finding[],
  subject: _CodeSubject,
): InvalidInput {
  const issues = findings.map((found) => _codeIssue(locale, found, [], subject));
  // The codecs' own catalogue words the failure, so a page that reads codes does not carry the
  // validation messages.
  const message = formatIssue(issues[0] as Issue);
  const hint = _issuesHint(issues, SUBJECTS[subject].argument);
  return { ok: false, status: 422, code: 'INVALID_INPUT', message, hint, issues };
}
