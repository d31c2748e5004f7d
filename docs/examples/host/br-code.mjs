// A PIX BR Code (EMV QR Code, Merchant Presented Mode), as the fake provider would hand one out:
// the right structure and checksum, but a made-up key, so nothing can actually be paid with it.

/** Builds a static-key BR Code payload for `amount` centavos. */
export function buildBrCode({ pixKey, amount, merchantName, merchantCity, txid }) {
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', pixKey)) +
    field('52', '0000') +
    field('53', '986') + // BRL
    field('54', formatCentavos(amount)) +
    field('58', 'BR') +
    field('59', merchantName.slice(0, 25)) +
    field('60', merchantCity.slice(0, 15)) +
    field('62', field('05', txid.slice(0, 25))) +
    '6304'; // the CRC field's own id and length are part of what the CRC covers
  return payload + crc16(payload);
}

function field(id, value) {
  return id + String(value.length).padStart(2, '0') + value;
}

// Integer arithmetic only: `(amount / 100).toFixed(2)` would put money through a binary double.
function formatCentavos(amount) {
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** CRC-16/CCITT-FALSE, the checksum the BR Code specification prescribes. */
function crc16(text) {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
