import { formatAuthMessage } from '../messages/auth.js';
import { AUTH_HINTS } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _looksLikeSecretKey } from '../secrets/keys.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _readBasicHeader, _userWithEmptyPassword } from './_basic.js';
import { _carriesSecretKey, _isPublicKey } from './_keys.js';

export { MAX_AUTHORIZATION_HEADER_LENGTH } from './_basic.js';

/** Options of {@link authorizePublicRequest}. */
export interface AuthorizePublicRequestOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The request carries a well-formed public key. */
export interface PublicKeyAuthorized {
  readonly ok: true;
  /** The public key, `pk_` included: look the merchant up with it. */
  readonly public_key: string;
}

/** No usable public key: answer 401 (with a `WWW-Authenticate: Basic` challenge). */
export interface PublicKeyUnauthorized {
  readonly ok: false;
  readonly status: 401;
  readonly code: 'MISSING_CREDENTIALS' | 'MALFORMED_CREDENTIALS' | 'NOT_A_PUBLIC_KEY';
  /** For the buyer: the checkout cannot be verified; never contains the header or a key. */
  readonly message: string;
  /** For the integrator, in English: what the Authorization header must hold; never a key. */
  readonly hint: string;
}

/** A secret key reached a browser route: answer 403, and the merchant must revoke that key. */
export interface SecretKeyRefused {
  readonly ok: false;
  readonly status: 403;
  readonly code: 'SECRET_KEY_NOT_ALLOWED';
  /** For the buyer: the checkout cannot take payments; never contains the key. */
  readonly message: string;
  /** For the integrator, in English: revoke that secret key now; never contains it. */
  readonly hint: string;
}

/** The result of {@link authorizePublicRequest}. */
export type PublicAuthResult = PublicKeyAuthorized | PublicKeyUnauthorized | SecretKeyRefused;

/**
 * Authorizes a request to a browser route (GET /v1/public/payment-methods): the Authorization header
 * must be `Basic base64("pk_…:")`, the public key and an empty password. The scheme is
 * case-insensitive and spaces or tabs around and between the parts are tolerated; the base64 must be
 * canonical and decode to UTF-8 without control characters. A secret key (`sk_…`) is refused with
 * 403 wherever it appears, raw or encoded, as user or as password.
 *
 * @param authorizationHeader - the raw header value (`req.headers.authorization` in Node,
 *   `request.headers.get('authorization')` with fetch); any other value is handled too.
 * @param options - {@link AuthorizePublicRequestOptions}.
 * @returns `{ ok: true, public_key }`, or `{ ok: false, status: 401 | 403, code, message }`. Never
 *   throws; no message ever contains the header or a key.
 * @example
 * authorizePublicRequest(`Basic ${btoa('pk_live_123:')}`)
 * //=> { ok: true, public_key: 'pk_live_123' }
 * const refused = authorizePublicRequest(`Basic ${btoa('sk_live_123:')}`);
 * !refused.ok && refused.code
 * //=> 'SECRET_KEY_NOT_ALLOWED'
 */
export function authorizePublicRequest(
  authorizationHeader: string | null | undefined,
  options?: AuthorizePublicRequestOptions,
): PublicAuthResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return authorize(authorizationHeader, locale);
  } catch {
    // Nothing above throws on any string: only a page that replaced built-ins gets here.
    return MALFORMED[locale];
  }
}

function authorize(header: unknown, locale: Locale): PublicAuthResult {
  const read = _readBasicHeader(header);
  if (read.kind === 'missing') return unauthorized(locale, 'MISSING_CREDENTIALS');
  // A secret key sent raw (no base64, any scheme or none) has leaked all the same.
  if (read.tokens.some(_looksLikeSecretKey)) return secretKeyRefused(locale);
  if (read.kind === 'malformed') return unauthorized(locale, 'MALFORMED_CREDENTIALS');
  if (_carriesSecretKey(read.credentials)) return secretKeyRefused(locale);
  const key = _userWithEmptyPassword(read.credentials);
  if (key === undefined) return unauthorized(locale, 'MALFORMED_CREDENTIALS');
  if (!_isPublicKey(key)) return unauthorized(locale, 'NOT_A_PUBLIC_KEY');
  return { ok: true, public_key: key };
}

const MALFORMED = /* @__PURE__ */ _perLocale((locale) => unauthorized(locale, 'MALFORMED_CREDENTIALS'));

function unauthorized(locale: Locale, code: PublicKeyUnauthorized['code']): PublicKeyUnauthorized {
  return { ok: false, status: 401, code, message: formatAuthMessage(locale, code), hint: AUTH_HINTS[code] };
}

function secretKeyRefused(locale: Locale): SecretKeyRefused {
  return {
    ok: false,
    status: 403,
    code: 'SECRET_KEY_NOT_ALLOWED',
    message: formatAuthMessage(locale, 'SECRET_KEY_NOT_ALLOWED'),
    hint: AUTH_HINTS.SECRET_KEY_NOT_ALLOWED,
  };
}
