import { _codePointAt, _utf8Length } from './_tlv.js';

// The checksum of each byte value, so a byte costs one lookup instead of eight shifts (most of a
// code's reading time went to the eight). Built once: it depends on nothing but the polynomial.
const TABLE = /* @__PURE__ */ (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[byte] = crc;
  }
  return table;
})();

/**
 * The CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of
 * a {@link _scanCode}, as the BR Code writes it: four upper-case hexadecimal digits. A code closes
 * with it, computed over every byte up to and including `6304`.
 *
 * @example
 * _crcHex(_scanCode('123456789', 9))
 * //=> '29B1'
 */
export function _crcHex(scan: number): string {
  return (scan & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * One pass over a whole code: -1 when a character is not printable (a C0 or C1 control or DEL,
 * Unicode's Cc, or a lone surrogate, which has no UTF-8 form); else its UTF-8 byte count times
 * 2^16 plus the checksum of its first `end` UTF-16 units. A code is read whole on every call: one
 * walk over its char codes rather than one for its characters and one for its checksum, and its
 * bytes read as they come, never encoded into a copy first.
 *
 * @example
 * _scanCode('123456789', 9)
 * //=> 9 * 2 ** 16 + 0x29b1
 */
export function _scanCode(text: string, end: number): number {
  let crc = 0xffff;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return -1;
    // ASCII, one byte that is its own code, inline: a code is almost always all of it.
    if (code < 0x80) {
      bytes++;
      if (index < end) crc = step(crc, code);
      continue;
    }
    const point = _codePointAt(text, index);
    // A lone surrogate (read as U+FFFD); the pair's second unit is skipped below.
    if (point === 0xfffd && code !== point) return -1;
    const follow = _utf8Length(point) - 1;
    bytes += follow + 1;
    if (index < end) {
      // The lead byte (the point itself, or 110…, 1110…, 11110… and its top bits), then 10… and
      // six bits each.
      crc = step(crc, (follow ? (0xff80 >> follow) & 0xff : 0) | (point >> (6 * follow)));
      for (let shift = 6 * (follow - 1); shift >= 0; shift -= 6)
        crc = step(crc, 0x80 | ((point >> shift) & 0x3f));
    }
    if (point > 0xffff) index++;
  }
  return bytes * 0x10000 + crc;
}

function step(crc: number, byte: number): number {
  return ((crc << 8) & 0xffff) ^ (TABLE[(crc >> 8) ^ byte] as number);
}
