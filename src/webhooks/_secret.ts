import { _decodeBase64Strict } from '../auth/_base64.js';

/** The prefix of a Standard Webhooks signing secret. */
export const SECRET_PREFIX = 'whsec_';

// The Standard Webhooks specification asks for secrets of 24 to 64 random bytes: fewer is guessable,
// and HMAC-SHA256 hashes a longer key down anyway.
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;

/** The most secrets a verification tries: enough for a rotation or two, and a bounded amount of work. */
export const MAX_WEBHOOK_SECRETS = 10;

/**
 * The key bytes of a `whsec_` secret, or `undefined` when it is not `whsec_` followed by canonical
 * base64 of 24 to 64 bytes.
 *
 * @example
 * _readSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')?.length
 * //=> 24
 */
export function _readSecret(secret: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (typeof secret !== 'string' || !secret.startsWith(SECRET_PREFIX)) return undefined;
  // A base64 text longer than this cannot decode to a key the length check would accept.
  if (secret.length > SECRET_PREFIX.length + 4 * Math.ceil(MAX_SECRET_BYTES / 3)) return undefined;
  const key = _decodeBase64Strict(secret.slice(SECRET_PREFIX.length));
  return key !== undefined && key.length >= MIN_SECRET_BYTES && key.length <= MAX_SECRET_BYTES
    ? key
    : undefined;
}
