import { _sha256Hex, _subtle } from '../shared/web-crypto.js';
import { _canonicalJson } from './_canonical-json.js';

/**
 * The fingerprint of a charge request, to tell a retry from a new request under the same
 * `Idempotency-Key`: the SHA-256, in hexadecimal, of the request's canonical JSON (keys sorted, no
 * whitespace), so the order of keys and the formatting of the body do not change it and any change
 * of a value does. Pass the `value` of a successful `validateChargeRequest`, so that what is compared
 * is the request as understood (trimmed, normalized), not its spelling. Uses Web Crypto.
 *
 * The value is the host's own, already validated, so a value JSON cannot carry (a function, a
 * BigInt, a cycle, a Date or other class instance, more than 64 levels) is a programmer error: the
 * promise rejects with a TypeError, as it does when the runtime has no Web Crypto.
 *
 * @param value - the validated charge request (any JSON value is accepted).
 * @returns 64 lower-case hexadecimal digits.
 * @example
 * (await fingerprintChargeRequest({ amount: 1000, currency: 'BRL' })) ===
 *   (await fingerprintChargeRequest({ currency: 'BRL', amount: 1000 }))
 * //=> true
 */
export async function fingerprintChargeRequest(value: unknown): Promise<string> {
  let text: string | undefined;
  try {
    text = _canonicalJson(value);
  } catch {
    // A throwing getter or Proxy trap: not a validated value.
    text = undefined;
  }
  if (text === undefined) {
    throw new TypeError(
      'fingerprintChargeRequest: pass a JSON value, such as the value of validateChargeRequest.',
    );
  }
  const subtle = _subtle();
  if (subtle === undefined) {
    throw new TypeError('fingerprintChargeRequest: this runtime has no Web Crypto (crypto.subtle).');
  }
  return _sha256Hex(subtle, new TextEncoder().encode(text));
}
