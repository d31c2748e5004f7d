// The secret-key scheme of POST /v1/charges. The interface document does not show how its
// credentials are composed, so the host mirrors the public scheme: `Authorization: Basic
// base64("sk_…:")`, the secret key as user and an empty password (RFC 7617).

const MAX_HEADER_LENGTH = 1024;
const SECRET_KEY = /^sk_[A-Za-z0-9_-]+$/;
const CANONICAL_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads the secret key of a server-to-server request: `{ ok: true, secret_key }`, or
 * `{ ok: false, code }` with MISSING_CREDENTIALS, MALFORMED_CREDENTIALS, NOT_A_SECRET_KEY (401) or
 * PUBLIC_KEY_NOT_ALLOWED (403: a public key is a real credential, but it cannot create charges).
 */
export function authorizeSecretRequest(header) {
  if (header === undefined || (typeof header === 'string' && header.trim() === '')) {
    return { ok: false, code: 'MISSING_CREDENTIALS' };
  }
  const credentials = decodeBasic(header);
  if (credentials === undefined) return { ok: false, code: 'MALFORMED_CREDENTIALS' };
  const colon = credentials.indexOf(':');
  // One colon, at the end: a user and an empty password.
  if (colon !== credentials.length - 1) return { ok: false, code: 'MALFORMED_CREDENTIALS' };
  const key = credentials.slice(0, colon);
  if (key.startsWith('pk_')) return { ok: false, code: 'PUBLIC_KEY_NOT_ALLOWED' };
  if (!SECRET_KEY.test(key)) return { ok: false, code: 'NOT_A_SECRET_KEY' };
  return { ok: true, secret_key: key };
}

/** The decoded `user:password` of a Basic header, or `undefined` when it is not one. */
function decodeBasic(header) {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return undefined;
  const match = /^[ \t]*basic[ \t]+([^ \t]+)[ \t]*$/i.exec(header);
  const encoded = match?.[1];
  if (encoded === undefined || encoded.length % 4 !== 0 || !CANONICAL_BASE64.test(encoded)) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  // One spelling per key: Node's decoder is lenient, so insist that it round-trips.
  if (bytes.toString('base64') !== encoded) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}
