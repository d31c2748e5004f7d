// Hashing through Web Crypto (`globalThis.crypto.subtle`), the one implementation Node ≥ 20,
// browsers and edge runtimes share, so the library ships no hash code of its own.

/** Web Crypto's `subtle`, or `undefined` when the runtime has none (an insecure browser context). */
export function _subtle(): SubtleCrypto | undefined {
  const subtle = globalThis.crypto?.subtle;
  return typeof subtle?.importKey === 'function' ? subtle : undefined;
}

/**
 * HMAC-SHA256 of `data` under `key`.
 *
 * @returns the 32-byte tag.
 */
export async function _hmacSha256(
  subtle: SubtleCrypto,
  key: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', imported, data));
}

/**
 * SHA-256 of `data`, as 64 lower-case hexadecimal digits.
 */
export async function _sha256Hex(subtle: SubtleCrypto, data: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', data));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Compares two byte strings in time that depends on their lengths only, never on where they first
 * differ, so a forger cannot learn a signature byte by byte from response times.
 *
 * @example
 * _equalBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3]))
 * //=> false
 */
export function _equalBytes(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= (left[index] as number) ^ (right[index] as number);
  }
  return difference === 0;
}
