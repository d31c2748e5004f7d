import { _encodeBase64 } from '../auth/_base64.js';
import { _own } from '../shared/own.js';
import { _hmacSha256, _subtle } from '../shared/web-crypto.js';
import { MAX_WEBHOOK_HEADER_LENGTH } from './_headers.js';
import { _readSecret } from './_secret.js';
import { _isRawBody, _signedContent } from './_signed-content.js';

/** A webhook to sign or that was verified: its id, when it was sent, and its raw body. */
export interface WebhookMessage {
  /** The `webhook-id` header: unique per event, the same on every retry of it. */
  readonly id: string;
  /** The `webhook-timestamp` header: whole seconds since 1970-01-01T00:00:00Z. */
  readonly timestamp: number;
  /** The body exactly as sent: a string (taken as UTF-8) or its bytes. */
  readonly body: string | Uint8Array;
}

/**
 * Signs a webhook in the Standard Webhooks scheme: HMAC-SHA256 of `${id}.${timestamp}.${body}`
 * under the secret's key, through Web Crypto, so it runs in Node ≥ 20, browsers and edge runtimes
 * alike. Send the answer as the `webhook-signature` header, with `webhook-id` and
 * `webhook-timestamp`; during a key rotation send one signature per secret, space-separated.
 *
 * The values are the sender's own, so a bad one is a programmer error: the promise rejects with a
 * TypeError when the id is not 1 to 4096 characters, the timestamp not a non-negative safe integer,
 * the body not a string or Uint8Array, the secret not `whsec_` + base64 of 24 to 64 bytes, or when
 * the runtime has no Web Crypto. The error never quotes the secret.
 *
 * @param message - the id, the timestamp in seconds and the raw body.
 * @param secret - the signing secret, `whsec_` followed by base64.
 * @returns the `webhook-signature` value, `v1,` followed by the base64 signature.
 * @example
 * await signWebhook({ id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}' },
 *   'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
 * //=> 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='
 */
export async function signWebhook(message: WebhookMessage, secret: string): Promise<string> {
  const id = _own(message, 'id');
  const timestamp = _own(message, 'timestamp');
  const body = _own(message, 'body');
  if (typeof id !== 'string' || id === '' || id.length > MAX_WEBHOOK_HEADER_LENGTH) {
    throw new TypeError('signWebhook: the id must be a string of 1 to 4096 characters.');
  }
  if (!Number.isSafeInteger(timestamp) || (timestamp as number) < 0) {
    throw new TypeError(
      'signWebhook: the timestamp must be whole seconds since 1970, a non-negative safe integer.',
    );
  }
  if (!_isRawBody(body)) throw new TypeError('signWebhook: the body must be a string or a Uint8Array.');
  const key = _readSecret(secret);
  if (key === undefined) {
    throw new TypeError('signWebhook: the secret must be whsec_ followed by base64 of 24 to 64 bytes.');
  }
  const subtle = _subtle();
  if (subtle === undefined)
    throw new TypeError('signWebhook: this runtime has no Web Crypto (crypto.subtle).');
  const signature = await _hmacSha256(subtle, key, _signedContent(id, timestamp as number, body));
  return `v1,${_encodeBase64(signature)}`;
}
