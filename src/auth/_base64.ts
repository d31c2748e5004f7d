/**
 * Decodes standard base64 (RFC 4648 §4) strictly, without `Buffer` or `atob` (which accepts
 * whitespace, missing padding and non-zero pad bits): only `A–Z a–z 0–9 + /`, a length that is a
 * multiple of 4, `=` only as the last one or two characters, and pad bits that are zero, so every
 * byte string has exactly one accepted encoding.
 *
 * @returns the bytes, or `undefined` when `text` is not canonical base64 (the empty string included).
 */
export function _decodeBase64Strict(text: string): Uint8Array<ArrayBuffer> | undefined {
  const length = text.length;
  if (length === 0 || length % 4 !== 0) return undefined;
  const padding = text.charCodeAt(length - 1) !== EQUALS ? 0 : text.charCodeAt(length - 2) === EQUALS ? 2 : 1;
  const bytes = new Uint8Array((length / 4) * 3 - padding);
  let out = 0;
  for (let index = 0; index < length; index += 4) {
    const last = index + 4 === length;
    const a = sextet(text.charCodeAt(index));
    const b = sextet(text.charCodeAt(index + 1));
    const c = last && padding === 2 ? 0 : sextet(text.charCodeAt(index + 2));
    const d = last && padding >= 1 ? 0 : sextet(text.charCodeAt(index + 3));
    if (a < 0 || b < 0 || c < 0 || d < 0) return undefined;
    const group = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[out++] = group >> 16;
    if (last && padding === 2) return (group & 0xffff) === 0 ? bytes : undefined;
    bytes[out++] = (group >> 8) & 0xff;
    if (last && padding === 1) return (group & 0xff) === 0 ? bytes : undefined;
    bytes[out++] = group & 0xff;
  }
  return bytes;
}

const EQUALS = 0x3d;

/** The 6-bit value of a base64 character code, or -1 (also for `=`, which is only padding). */
function sextet(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A–Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 + 26; // a–z
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 52; // 0–9
  if (code === 0x2b) return 62; // +
  if (code === 0x2f) return 63; // /
  return -1;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Encodes bytes as standard padded base64 (RFC 4648 §4), without `Buffer` or `btoa`, so it runs the
 * same in browsers, edge runtimes and Node.
 *
 * @example
 * _encodeBase64(new Uint8Array([0xfb, 0xff]))
 * //=> '+/8='
 */
export function _encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const group = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += ALPHABET.charAt(group >> 18) + ALPHABET.charAt((group >> 12) & 63);
    text += b === undefined ? '=' : ALPHABET.charAt((group >> 6) & 63);
    text += c === undefined ? '=' : ALPHABET.charAt(group & 63);
  }
  return text;
}
