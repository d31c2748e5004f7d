import { _decodeUtf8Strict } from '../auth/_utf8.js';

/** One field of an EMV TLV payload: two-digit ID, two-digit length, that many bytes of value. */
export interface _TlvField {
  readonly id: string;
  /** The value, decoded from UTF-8. */
  readonly value: string;
  /** Byte offset of the field's ID in the whole payload. */
  readonly start: number;
}

/** The fields of a TLV run, or the ID (`''` when unreadable) of the field where it breaks. */
export type _TlvRun =
  | { readonly ok: true; readonly fields: readonly _TlvField[] }
  | { readonly ok: false; readonly brokenAt: string };

/**
 * Reads the TLV fields of `bytes[from, to)`. Lengths count bytes, as the checksum does; a value
 * that splits a UTF-8 character, a length that runs past the end, or an ID or length that is not
 * two digits breaks the run.
 *
 * @example
 * _readTlv(new TextEncoder().encode('0002015802BR'), 0, 12)
 * //=> { ok: true, fields: [{ id: '00', value: '01', start: 0 }, { id: '58', value: 'BR', start: 6 }] }
 */
export function _readTlv(bytes: Uint8Array, from: number, to: number): _TlvRun {
  const fields: _TlvField[] = [];
  let at = from;
  while (at < to) {
    const id = twoDigits(bytes, at, to);
    if (id === undefined) return { ok: false, brokenAt: '' };
    const length = twoDigits(bytes, at + 2, to);
    const end = at + 4 + Number(length);
    if (length === undefined || end > to) return { ok: false, brokenAt: id };
    const value = decode(bytes, at + 4, end);
    if (value === undefined) return { ok: false, brokenAt: id };
    fields.push({ id, value, start: at });
    at = end;
  }
  return { ok: true, fields };
}

// A TextEncoder holds no state between calls: one serves every read.
const ENCODER = /* @__PURE__ */ new TextEncoder();

/** The UTF-8 bytes of a (well-formed) string. */
export function _utf8(text: string): Uint8Array {
  return ENCODER.encode(text);
}

/**
 * Writes one TLV field; the length is the value's UTF-8 byte count.
 *
 * @example
 * _tlv('59', 'Fulano de Tal')
 * //=> '5913Fulano de Tal'
 */
export function _tlv(id: string, value: string): string {
  return id + String(_byteLength(value)).padStart(2, '0') + value;
}

/** The number of bytes UTF-8 writes a (well-formed) string in. */
export function _byteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// Almost every value is ASCII: read as such without a TextDecoder; anything else decodes strictly.
function decode(bytes: Uint8Array, from: number, to: number): string | undefined {
  for (let index = from; index < to; index++)
    if ((bytes[index] as number) > 0x7f) return _decodeUtf8Strict(bytes.subarray(from, to));
  // At most 99 bytes, far below any limit on the arguments of a call.
  return String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as number[]);
}

function twoDigits(bytes: Uint8Array, at: number, to: number): string | undefined {
  if (at + 2 > to) return undefined;
  const first = bytes[at] as number;
  const second = bytes[at + 1] as number;
  if (first < 0x30 || first > 0x39 || second < 0x30 || second > 0x39) return undefined;
  return String.fromCharCode(first, second);
}
