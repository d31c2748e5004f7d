import { _codePointAt } from './_tlv.js';

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
 * The CRC-16/CCITT-FALSE of a text's UTF-8 bytes (polynomial 0x1021, initial value 0xFFFF, no
 * reflection, no final XOR): the checksum a BR Code closes with, computed over every byte up to and
 * including `6304`. The text is read as its bytes without being encoded first: a code is almost
 * always ASCII, one byte a character.
 *
 * @param text - the text to check.
 * @param end - how many of its UTF-16 units, from the start, the checksum covers.
 * @returns the checksum as the BR Code writes it: four upper-case hexadecimal digits.
 * @example
 * _crc16('123456789', 9)
 * //=> '29B1'
 */
export function _crc16(text: string, end: number): string {
  let crc = 0xffff;
  for (let index = 0; index < end; index++) {
    const point = _codePointAt(text, index);
    if (point < 0x80) {
      crc = step(crc, point);
      continue;
    }
    if (point > 0xffff) index++;
    // Outside ASCII (an accented name, rarely): the character's UTF-8 bytes, encoded on their own.
    for (const byte of new TextEncoder().encode(String.fromCodePoint(point))) crc = step(crc, byte);
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function step(crc: number, byte: number): number {
  return ((crc << 8) & 0xffff) ^ (TABLE[(crc >> 8) ^ byte] as number);
}
