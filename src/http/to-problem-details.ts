import { formatHttpMessage } from '../messages/http.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import type { Failure } from '../result/failure.js';
import { _maskSecretsIn } from '../secrets/text.js';
import { _isArray, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _isProblemCode, PROBLEM_CODES, type ProblemCode } from './problem-codes.js';

/**
 * The media type of a problem details body (RFC 9457 §3): send it as the Content-Type.
 *
 * @example
 * PROBLEM_JSON_CONTENT_TYPE
 * //=> 'application/problem+json'
 */
export const PROBLEM_JSON_CONTENT_TYPE = 'application/problem+json';

/**
 * The prefix of every problem `type` unless the caller gives another one: a URN, an identifier that
 * does not pretend to be a web page.
 *
 * @example
 * const auth = authorizePublicRequest(undefined);
 * auth.ok === false && toProblemDetails(auth).type
 * //=> 'urn:charge-rules:problem:missing-credentials'
 */
export const DEFAULT_PROBLEM_TYPE_BASE = 'urn:charge-rules:problem:';

/**
 * The most issues copied into `errors`. Far above what a charge request can produce, it only stops a
 * hostile (say, sparse) array from making the copy loop run for minutes.
 *
 * @example
 * MAX_PROBLEM_ERRORS
 * //=> 10000
 */
export const MAX_PROBLEM_ERRORS = 10_000;

/** Options of {@link toProblemDetails}. */
export interface ToProblemDetailsOptions {
  /**
   * Language of `title` (and of the validation `detail`); `detail` is otherwise the failure's own
   * message, already written in the locale it was built with.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
  /**
   * Prefix of `type`, followed by the code in kebab case. A host that documents its errors on the web
   * passes its own, like `'https://docs.example.com/problems/'`.
   * @defaultValue {@link DEFAULT_PROBLEM_TYPE_BASE}
   */
  readonly typeBase?: string;
  /**
   * Adds the integrator's hints (`hint` on the body and on each entry of `errors`): English, naming
   * wire paths and rules. Off by default, since a public route must not teach a stranger the
   * schema; turn it on for a sandbox, a server-to-server route or development.
   * @defaultValue `false`
   */
  readonly hints?: boolean;
}

/** One entry of `errors`: an {@link Issue} of the failure, without its message parameters. */
export interface ProblemError {
  readonly code: string;
  readonly path: string;
  /** The RFC 6901 JSON Pointer of the field (`/items/0/unit_price`). */
  readonly pointer: string;
  /** For the buyer, in the failure's locale. */
  readonly message: string;
  /** For the integrator, in English; only with `{ hints: true }`. */
  readonly hint?: string;
}

/** An RFC 9457 problem details body, with this library's stable `code` and the issues in `errors`. */
export interface ProblemDetails {
  /** `typeBase` + the code in kebab case, like `urn:charge-rules:problem:card-flow-not-supported`. */
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: ProblemCode;
  /** The failure's hint for the integrator, in English; only with `{ hints: true }` and a 4xx. */
  readonly hint?: string;
  /** The issues, when the failure has any. */
  readonly errors?: ProblemError[];
}

/**
 * Turns a failure of this library (`{ ok: false, status, code, message, issues? }`, the one shape
 * every export fails with) into an RFC 9457 problem details body: `type`, a localized `title`,
 * `status`, `detail` (the failure's message), the stable `code` and, when there are issues,
 * `errors`; with `{ hints: true }`, the integrator's `hint` on the body and on each error. The status comes from the code ({@link PROBLEM_CODES}): 422 for request data, 401 or 403
 * for auth, 5xx for the server's own faults, whose body is generic (log the failure itself instead).
 * Anything that is not a recognized failure, a success included, becomes a 500 INTERNAL_ERROR.
 *
 * @param failure - the `{ ok: false, … }` result of any function of this library, whatever its code;
 *   narrow the result on `ok` first (a success is not a failure).
 * @param options - {@link ToProblemDetailsOptions}.
 * @returns a fresh body; send it with Content-Type {@link PROBLEM_JSON_CONTENT_TYPE} and its `status`.
 *   Never throws.
 * @example
 * const flow = decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' },
 *   { methods: [{ type: 'credit_card', card_flow: 'transparent' }] });
 * !flow.ok && toProblemDetails(flow)
 * //=> { type: 'urn:charge-rules:problem:card-flow-not-supported', title: 'The payment method cannot be served',
 * //     status: 422, detail: 'Paying by credit card is not available right now. Choose another payment option.',
 * //     code: 'CARD_FLOW_NOT_SUPPORTED', errors: [{ code: 'CARD_FLOW_NOT_SUPPORTED', path: 'card_flow',
 * //     pointer: '/card_flow', message: 'Paying by credit card is not available right now. Choose another payment option.' }] }
 */
export function toProblemDetails(failure: Failure, options?: ToProblemDetailsOptions): ProblemDetails {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return toProblem(failure, options, locale);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return INTERNAL[locale];
  }
}

function toProblem(
  failure: Failure,
  options: ToProblemDetailsOptions | undefined,
  locale: Locale,
): ProblemDetails {
  const base = _ownData(options, 'typeBase');
  const typeBase = typeof base === 'string' ? base : DEFAULT_PROBLEM_TYPE_BASE;
  if (_ownData(failure, 'ok') !== false) return build(typeBase, locale, 'INTERNAL_ERROR', '');
  const code = _ownData(failure, 'code');
  if (!_isProblemCode(code)) return build(typeBase, locale, 'INTERNAL_ERROR', '');
  const message = _ownData(failure, 'message');
  const issues = _ownData(failure, 'issues');
  const hints = _ownData(options, 'hints') === true;
  const errors = _isArray(issues) ? copyIssues(issues, hints) : undefined;
  // The library's own messages hold no request value; a failure built elsewhere may.
  const text = typeof message === 'string' ? _maskSecretsIn(message) : '';
  const body = build(typeBase, locale, code, text, errors);
  const hint = _ownData(failure, 'hint');
  // A server fault's body is generic: its hint, like its message, is for the server's log.
  if (!hints || typeof hint !== 'string' || PROBLEM_CODES[code].title === null) return body;
  const { errors: copied, ...head } = body;
  const shown = _maskSecretsIn(hint);
  return copied === undefined ? { ...head, hint: shown } : { ...head, hint: shown, errors: copied };
}

const INTERNAL = /* @__PURE__ */ _perLocale((locale) =>
  build(DEFAULT_PROBLEM_TYPE_BASE, locale, 'INTERNAL_ERROR', ''),
);

function build(
  typeBase: string,
  locale: Locale,
  code: ProblemCode,
  detail: string,
  errors?: ProblemError[],
): ProblemDetails {
  const { status, title } = PROBLEM_CODES[code];
  const type = typeBase + kebabCase(code);
  if (title === null) {
    // A server fault: its message is for the server's log, not for the caller.
    return {
      type,
      title: formatHttpMessage(locale, 'TITLE.internal'),
      status,
      detail: formatHttpMessage(locale, 'DETAIL.internal'),
      code,
    };
  }
  const localizedTitle = formatHttpMessage(locale, title);
  const body = { type, title: localizedTitle, status, detail: detail === '' ? localizedTitle : detail, code };
  return errors === undefined ? body : { ...body, errors };
}

/**
 * Copies the well-formed issues (string code, path and message), own data properties only; their
 * hints too when asked for.
 */
function copyIssues(issues: readonly unknown[], hints: boolean): ProblemError[] {
  const errors: ProblemError[] = [];
  const length = _ownData(issues, 'length');
  const count = typeof length === 'number' ? Math.min(length, MAX_PROBLEM_ERRORS) : 0;
  for (let index = 0; index < count; index++) {
    const issue = _ownData(issues, String(index));
    const code = _ownData(issue, 'code');
    const path = _ownData(issue, 'path');
    const pointer = _ownData(issue, 'pointer');
    const message = _ownData(issue, 'message');
    if (
      typeof code === 'string' &&
      typeof path === 'string' &&
      typeof pointer === 'string' &&
      typeof message === 'string'
    ) {
      const hint = hints ? _ownData(issue, 'hint') : undefined;
      const copy = {
        code,
        path: _maskSecretsIn(path),
        pointer: _maskSecretsIn(pointer),
        message: _maskSecretsIn(message),
      };
      errors.push(typeof hint === 'string' ? { ...copy, hint: _maskSecretsIn(hint) } : copy);
    }
  }
  return errors;
}

/** `CARD_FLOW_NOT_SUPPORTED` → `card-flow-not-supported`. */
function kebabCase(code: ProblemCode): string {
  let kebab = '';
  for (let index = 0; index < code.length; index++) {
    const character = code[index] as string;
    kebab += character === '_' ? '-' : character.toLowerCase();
  }
  return kebab;
}
