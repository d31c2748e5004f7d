import { _decodeBase64Strict } from './_base64.js';
import { _isBasicScheme, _splitHeader } from './_header.js';
import { _hasControlCharacter } from './_keys.js';
import { _decodeUtf8Strict } from './_utf8.js';

/**
 * The longest Authorization header read, in UTF-16 code units. Longer values are refused before any
 * decoding: a real key header is well under 200 characters.
 *
 * @example
 * const auth = authorizePublicRequest(`Basic ${'A'.repeat(MAX_AUTHORIZATION_HEADER_LENGTH)}`);
 * !auth.ok && auth.code
 * //=> 'MALFORMED_CREDENTIALS'
 */
export const MAX_AUTHORIZATION_HEADER_LENGTH = 1024;

/**
 * What a header holds, read the same way for both key routes. `tokens` are the header's parts split
 * on spaces and tabs (empty when the header was not read at all), so a route can look for a key sent
 * raw; `credentials` is the decoded `user:password` of a well-formed Basic header.
 */
export type _BasicHeader =
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed'; readonly tokens: readonly string[] }
  | { readonly kind: 'decoded'; readonly tokens: readonly string[]; readonly credentials: string };

/**
 * Reads an Authorization header as `Basic base64(user:password)`: the scheme in any letter case,
 * spaces or tabs around and between the parts, visible ASCII only, canonical base64, strict UTF-8.
 * The credentials are not checked further here, since each route looks for the other route's key
 * in them before it judges their shape.
 */
export function _readBasicHeader(header: unknown): _BasicHeader {
  if (header === undefined || header === null) return MISSING;
  // Something was sent, but not one header value (a number, an array of repeated headers…).
  if (typeof header !== 'string' || header.length > MAX_AUTHORIZATION_HEADER_LENGTH) return UNREAD;
  const { tokens, clean } = _splitHeader(header);
  if (tokens.length === 0) return MISSING;
  if (!clean || tokens.length !== 2 || !_isBasicScheme(tokens[0] as string)) {
    // Stryker disable next-line StringLiteral: kind '' reads absent credentials, which throws into the route's catch: the same 401
    return { kind: 'malformed', tokens };
  }
  const bytes = _decodeBase64Strict(tokens[1] as string);
  const credentials = bytes === undefined ? undefined : _decodeUtf8Strict(bytes);
  // Stryker disable next-line StringLiteral: kind '' reads absent credentials, which throws into the route's catch: the same 401
  if (credentials === undefined) return { kind: 'malformed', tokens };
  // Stryker disable next-line StringLiteral: no route compares a kind with 'decoded'
  return { kind: 'decoded', tokens, credentials };
}

/**
 * The user of `user:` (RFC 7617 credentials with an empty password), or `undefined` when there is
 * no colon, a non-empty password, or a control character anywhere.
 */
export function _userWithEmptyPassword(credentials: string): string | undefined {
  const colon = credentials.indexOf(':');
  if (_hasControlCharacter(credentials) || colon < 0 || colon !== credentials.length - 1) return undefined;
  return credentials.slice(0, colon);
}

const MISSING: _BasicHeader = { kind: 'missing' };
// Stryker disable next-line ObjectLiteral,StringLiteral,ArrayDeclaration: absent tokens or credentials throw into the route's catch: the same 401; the planted token is no sk_ key
const UNREAD: _BasicHeader = { kind: 'malformed', tokens: [] };
