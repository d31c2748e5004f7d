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
 * The CRC-16/CCITT-FALSE of a text's UTF-8 bytes (polynomial 0x1021, initial value 0xFFFF, no
 * reflection, no final XOR): the checksum a BR Code closes with, computed over every byte up to and
 * including `6304`. The text is read as its bytes without being encoded first: a code is almost
 * always ASCII, one byte a character.
 *
 * @param text - the text to check.
 * @param end - how many of its UTF-16 units, from the start, the checksum covers.
 * @returns the checksum, 0 to 0xFFFF.
 * @example
 * _crc16('123456789', 9)
 * //=> 0x29B1
 */
export function _crc16(text: string, end: number): number {
  let crc = 0xffff;
  for (let index = 0; index < end; index++) {
    const point = _codePointAt(text, index);
    if (point < 0x80) {
      crc = ((crc << 8) & 0xffff) ^ (TABLE[(crc >> 8) ^ point] as number);
      continue;
    }
    if (point > 0xffff) index++;
    // UTF-8's lead byte (0xC0, 0xE0 or 0xF0 with the top bits), then six bits a byte.
    const count = _utf8Length(point);
    let byte = ((0xff00 >> count) & 0xff) | (point >> (6 * (count - 1)));
    for (let shift = 6 * (count - 2); ; shift -= 6) {
      crc = ((crc << 8) & 0xffff) ^ (TABLE[(crc >> 8) ^ byte] as number);
      if (shift < 0) break;
      byte = 0x80 | ((point >> shift) & 0x3f);
    }
  }
  return crc;
}

/**
 * A checksum written as the BR Code writes it: four upper-case hexadecimal digits.
 *
 * @example
 * _crcText(0x1d3d)
 * //=> '1D3D'
 */
export function _crcText(crc: number): string {
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
