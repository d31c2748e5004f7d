// CRC-16/CCITT-FALSE written out bit by bit, independently of the library's: the catalogue of
// parametrised CRC algorithms gives its check value for "123456789" as 29B1 (asserted in
// parse-pix-code.test.ts).
export function crcOracle(text: string): string {
  let value = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((value >> 15) & 1) ^ ((byte >> bit) & 1);
      value = ((value << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  }
  return value.toString(16).toUpperCase().padStart(4, '0');
}
