/**
 * The fields of a TLV run, in order: `ids[i]` (0 to 99) and `values[i]`; or the ID (`''` when
 * unreadable) of the field where it breaks. Two flat arrays rather than an object a field: a code's
 * dozen fields are read on every call.
 */
export type _TlvRun =
  | { readonly ok: true; readonly ids: readonly number[]; readonly values: readonly string[] }
  | { readonly ok: false; readonly brokenAt: string };

/**
 * Reads the TLV fields of a text. Lengths count UTF-8 bytes, as the checksum does, and are counted
 * on the text itself (a code is almost always ASCII: one byte a character), never on an encoded
 * copy. A value that splits a character, a length that runs past the end, or an ID or length that is
 * not two digits breaks the run.
 *
 * @param text - the fields.
 * @param ascii - whether the text is known to be all ASCII: a value's bytes are then its units,
 *   and the walk jumps from field to field instead of counting each character.
 * @example
 * _readTlv('0002015802BR')
 * //=> { ok: true, ids: [0, 58], values: ['01', 'BR'] }
 */
export function _readTlv(text: string, ascii = false): _TlvRun {
  const ids: number[] = [];
  const values: string[] = [];
  const to = text.length;
  let at = 0;
  while (at < to) {
    const id = twoDigits(text, at);
    if (id < 0) return { ok: false, brokenAt: '' };
    const length = twoDigits(text, at + 2);
    let end = at + 4;
    let bytes = 0;
    if (ascii && length >= 0) {
      bytes = Math.min(length, to - end);
      end += bytes;
    }
    while (bytes < length && end < to) {
      const code = text.charCodeAt(end);
      // ASCII, one byte a unit, inline: a code is almost always all of it.
      if (code < 0x80) {
        bytes++;
        end++;
        continue;
      }
      const point = _codePointAt(text, end);
      bytes += _utf8Length(point);
      end += point > 0xffff ? 2 : 1;
    }
    // Unreadable (-1); short: the length runs past the end; long: the last character is split.
    if (bytes !== length) return { ok: false, brokenAt: text.slice(at, at + 2) };
    ids.push(id);
    values.push(text.slice(at + 4, end));
    at = end;
  }
  return { ok: true, ids, values };
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

/** The number of bytes UTF-8 writes a string in. */
export function _byteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      bytes++;
      continue;
    }
    const point = _codePointAt(text, index);
    bytes += _utf8Length(point);
    if (point > 0xffff) index++;
  }
  return bytes;
}

/**
 * The code point at a UTF-16 index, a surrogate pair read as one; a lone surrogate reads as U+FFFD,
 * the character UTF-8 encoders write for it.
 */
export function _codePointAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0xd800 || code > 0xdfff) return code;
  const next = text.charCodeAt(index + 1);
  if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff)
    return ((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
  return 0xfffd;
}

/** How many bytes UTF-8 writes a code point in. */
export function _utf8Length(point: number): number {
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

// Two ASCII digits at an index, as a number; -1 when they are not (or the text ends first).
function twoDigits(text: string, at: number): number {
  const first = text.charCodeAt(at) - 48;
  const second = text.charCodeAt(at + 1) - 48;
  // Past the end charCodeAt is NaN, which fails both comparisons.
  if (!(first >= 0 && first <= 9 && second >= 0 && second <= 9)) return -1;
  return first * 10 + second;
}
