/**
 * The CRC-16/CCITT-FALSE of bytes (polynomial 0x1021, initial value 0xFFFF, no reflection, no final
 * XOR): the checksum a BR Code closes with, computed over every byte up to and including `6304`.
 *
 * @param bytes - the bytes to check.
 * @param end - how many of them, from the start, the checksum covers.
 * @returns the checksum, 0 to 0xFFFF.
 * @example
 * _crc16(new TextEncoder().encode('123456789'), 9)
 * //=> 0x29B1
 */
export function _crc16(bytes: Uint8Array, end: number): number {
  let crc = 0xffff;
  for (let index = 0; index < end; index++) {
    crc ^= (bytes[index] as number) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
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
