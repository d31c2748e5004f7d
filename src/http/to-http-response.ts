import { _readLocale } from '../messages/locales/read-locale.js';
import type { Failure } from '../result/failure.js';
import { _ownData } from '../shared/own.js';
import { PROBLEM_CODES } from './problem-codes.js';
import {
  PROBLEM_JSON_CONTENT_TYPE,
  type ProblemDetails,
  type ToProblemDetailsOptions,
  toProblemDetails,
} from './to-problem-details.js';

/**
 * The realm of the `WWW-Authenticate` challenge unless the caller gives another one.
 *
 * @example
 * const auth = authorizeSecretRequest(undefined);
 * auth.ok === false && toHttpResponse(auth).headers['www-authenticate']
 * //=> 'Basic realm="charge-rules", charset="UTF-8"'
 */
export const DEFAULT_AUTH_REALM = 'charge-rules';

/** Options of {@link toHttpResponse}. */
export interface ToHttpResponseOptions extends ToProblemDetailsOptions {
  /**
   * The realm of the `WWW-Authenticate: Basic` challenge sent with a 401 (RFC 7617), so a client
   * can tell the routes' credentials apart. A realm that cannot sit in a quoted string (a `"`, a `\`,
   * a control or non-ASCII character, over 64 characters) is replaced by the default.
   * @defaultValue {@link DEFAULT_AUTH_REALM}
   */
  readonly realm?: string;
}

/** A response any server can send as is: status, header fields (lower-case names) and the body. */
export interface HttpResponse {
  readonly status: number;
  /**
   * `content-type: application/problem+json`, `content-language` (the locale of the title and of the
   * library's messages) and, on a 401 of the key routes, `www-authenticate` with a Basic challenge
   * (a webhook's 401 has none: its sender signs, it does not log in).
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The RFC 9457 body: serialize it with `JSON.stringify` (frameworks do it for an object). */
  readonly body: ProblemDetails;
}

/**
 * Turns a failure of this library into a whole HTTP response: the problem details body of
 * {@link toProblemDetails}, its status, and the header fields that go with it, so a host answers
 * every failure with one line whatever its framework.
 *
 * @param failure - the `{ ok: false, … }` result of any function of this library, whatever its code;
 *   narrow the result on `ok` first (a success is not a failure).
 * @param options - {@link ToHttpResponseOptions}; pass the `locale` the failure was built with
 *   (from {@link negotiateLocale}), so `content-language` tells the truth.
 * @returns `{ status, headers, body }`, fresh. Never throws: anything that is not a failure of this
 *   library becomes a 500 INTERNAL_ERROR response with a generic body.
 * @example
 * const auth = authorizeSecretRequest(undefined, { locale: 'pt-BR' });
 * const response = auth.ok ? undefined : toHttpResponse(auth, { locale: 'pt-BR', realm: 'charges' });
 * response?.status
 * //=> 401
 * response?.headers
 * //=> { 'content-type': 'application/problem+json', 'content-language': 'pt-BR', 'www-authenticate': 'Basic realm="charges", charset="UTF-8"' }
 * response?.body.code
 * //=> 'MISSING_CREDENTIALS'
 */
export function toHttpResponse(failure: Failure, options?: ToHttpResponseOptions): HttpResponse {
  const locale = _readLocale(_ownData(options, 'locale'));
  // toProblemDetails never throws and reads its own options the same careful way.
  const body = toProblemDetails(failure, options);
  const headers: Record<string, string> = {
    'content-type': PROBLEM_JSON_CONTENT_TYPE,
    'content-language': locale,
  };
  // Basic is the challenge of the key routes only: a webhook sender signs, it never logs in.
  if (body.status === 401 && PROBLEM_CODES[body.code].title === 'TITLE.auth') {
    headers['www-authenticate'] = `Basic realm="${realmOf(_ownData(options, 'realm'))}", charset="UTF-8"`;
  }
  return { status: body.status, headers, body };
}

const MAX_REALM_LENGTH = 64;

/** The realm if it fits in a quoted string unescaped, else the default. */
function realmOf(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REALM_LENGTH) return DEFAULT_AUTH_REALM;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code > 0x7e || code === QUOTE || code === BACKSLASH) return DEFAULT_AUTH_REALM;
  }
  return value;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
