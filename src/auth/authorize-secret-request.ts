import { type AuthMessageKey, formatAuthMessage } from '../messages/auth.js';
import { AUTH_HINTS } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _readBasicHeader, _userWithEmptyPassword } from './_basic.js';
import { _isPublicKey, _isSecretKey } from './_keys.js';

/** Options of {@link authorizeSecretRequest}. */
export interface AuthorizeSecretRequestOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The request carries a well-formed secret key. */
export interface SecretKeyAuthorized {
  readonly ok: true;
  /** The secret key, `sk_` included: look the merchant up with it (by its hash), never log it. */
  readonly secret_key: string;
}

/** No usable secret key: answer 401 (with a `WWW-Authenticate: Basic` challenge). */
export interface SecretKeyUnauthorized {
  readonly ok: false;
  readonly status: 401;
  readonly code: 'MISSING_CREDENTIALS' | 'MALFORMED_CREDENTIALS' | 'NOT_A_SECRET_KEY';
  /** For the buyer: the checkout cannot be verified; never contains the header or a key. */
  readonly message: string;
  /** For the integrator, in English: what the Authorization header must hold; never a key. */
  readonly hint: string;
}

/** A public key reached a server route: a real credential, but one that cannot create charges. */
export interface PublicKeyRefused {
  readonly ok: false;
  readonly status: 403;
  readonly code: 'PUBLIC_KEY_NOT_ALLOWED';
  /** For whoever called the route: the payment cannot be authorized; never contains a key. */
  readonly message: string;
  /** For the integrator, in English: call from the server with the secret key; never a key. */
  readonly hint: string;
}

/** The result of {@link authorizeSecretRequest}. */
export type SecretAuthResult = SecretKeyAuthorized | SecretKeyUnauthorized | PublicKeyRefused;

/**
 * Authorizes a request to a server route (POST /v1/charges): the Authorization header must be
 * `Basic base64("sk_…:")`, the secret key and an empty password, read exactly as
 * {@link authorizePublicRequest} reads a public key (scheme in any letter case, spaces or tabs
 * around the parts, canonical base64, UTF-8 without control characters, at most
 * `MAX_AUTHORIZATION_HEADER_LENGTH` characters). A well-formed public key is refused with 403: it is a
 * real credential, but it only reads the payment methods.
 *
 * @param authorizationHeader - the raw header value (`req.headers.authorization` in Node,
 *   `request.headers.get('authorization')` with fetch); any other value is handled too.
 * @param options - {@link AuthorizeSecretRequestOptions}.
 * @returns `{ ok: true, secret_key }`, or `{ ok: false, status: 401 | 403, code, message }`. Never
 *   throws; no message ever contains the header or a key.
 * @example
 * authorizeSecretRequest(`Basic ${btoa('sk_live_123:')}`)
 * //=> { ok: true, secret_key: 'sk_live_123' }
 * const refused = authorizeSecretRequest(`Basic ${btoa('pk_live_123:')}`);
 * !refused.ok && refused.code
 * //=> 'PUBLIC_KEY_NOT_ALLOWED'
 */
export function authorizeSecretRequest(
  authorizationHeader: string | null | undefined,
  options?: AuthorizeSecretRequestOptions,
): SecretAuthResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return authorize(authorizationHeader, locale);
  } catch {
    // Nothing above throws on any string: only a page that replaced built-ins gets here.
    return MALFORMED[locale];
  }
}

function authorize(header: unknown, locale: Locale): SecretAuthResult {
  const read = _readBasicHeader(header);
  if (read.kind === 'missing') return unauthorized(locale, 'MISSING_CREDENTIALS');
  // Stryker disable next-line StringLiteral: absent credentials or code '' throw into the catch: the same 401
  if (read.kind === 'malformed') return unauthorized(locale, 'MALFORMED_CREDENTIALS');
  const key = _userWithEmptyPassword(read.credentials);
  // Stryker disable next-line StringLiteral: code '' has no message key and throws into the catch: the same 401
  if (key === undefined) return unauthorized(locale, 'MALFORMED_CREDENTIALS');
  if (_isPublicKey(key)) return publicKeyRefused(locale);
  if (!_isSecretKey(key)) return unauthorized(locale, 'NOT_A_SECRET_KEY');
  return { ok: true, secret_key: key };
}

/** The secret route's own wording: the public route's messages name the public key. */
const MESSAGE_KEYS: Readonly<Record<SecretKeyUnauthorized['code'], AuthMessageKey>> = {
  MISSING_CREDENTIALS: 'MISSING_CREDENTIALS.secret',
  MALFORMED_CREDENTIALS: 'MALFORMED_CREDENTIALS.secret',
  NOT_A_SECRET_KEY: 'NOT_A_SECRET_KEY',
};

const MALFORMED = /* @__PURE__ */ _perLocale((locale) => unauthorized(locale, 'MALFORMED_CREDENTIALS'));

function unauthorized(locale: Locale, code: SecretKeyUnauthorized['code']): SecretKeyUnauthorized {
  const key = MESSAGE_KEYS[code];
  return {
    ok: false,
    status: 401,
    code,
    message: formatAuthMessage(locale, key),
    hint: AUTH_HINTS[key],
  };
}

function publicKeyRefused(locale: Locale): PublicKeyRefused {
  return {
    ok: false,
    status: 403,
    code: 'PUBLIC_KEY_NOT_ALLOWED',
    message: formatAuthMessage(locale, 'PUBLIC_KEY_NOT_ALLOWED'),
    hint: AUTH_HINTS.PUBLIC_KEY_NOT_ALLOWED,
  };
}
