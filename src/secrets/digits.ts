// How the library reads digits when it looks for card numbers and keys, decided once: any Unicode
// decimal digit (general category Nd: fullwidth `４`, Arabic-Indic `٤`, Devanagari `४`…) counts as
// its value, and characters that render as nothing (format characters, Cf, and the other default
// ignorables: zero-width space, joiners, word joiner, soft hyphen, byte order mark, variation
// selectors) are skipped. A reader sees `４٥3​9…` as `4539…`, so the detectors must too.

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const IGNORABLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;

/**
 * The value 0–9 of a Unicode decimal digit, or -1 for any other code point. Unicode encodes each
 * script's digits as one run from zero to nine (some scripts' runs follow each other), so a digit's
 * value is its distance from the start of its run of digits, modulo 10.
 *
 * @param codePoint - a code point.
 * @returns the digit's value, or -1.
 * @example
 * [_digitValue(0x37), _digitValue(0xff14), _digitValue(0x0664), _digitValue(0x41)]
 * //=> [7, 4, 4, -1]
 */
export function _digitValue(codePoint: number): number {
  if (codePoint >= 0x30 && codePoint <= 0x39) return codePoint - 0x30;
  if (codePoint < 0x660 || !isDecimalDigit(codePoint)) return -1;
  let start = codePoint;
  while (isDecimalDigit(start - 1)) start--;
  return (codePoint - start) % 10;
}

function isDecimalDigit(codePoint: number): boolean {
  return DECIMAL_DIGIT.test(String.fromCodePoint(codePoint));
}

/**
 * Whether a code point renders as nothing and may sit between two digits unseen: a format
 * character (Cf: U+200B zero-width space, U+200C/U+200D joiners, U+2060 word joiner, U+00AD soft
 * hyphen, U+FEFF byte order mark…) or another default-ignorable code point (variation selectors…).
 *
 * @param codePoint - a code point.
 * @returns `true` when the detectors skip it.
 * @example
 * [_isIgnorable(0x200b), _isIgnorable(0xad), _isIgnorable(0x20)]
 * //=> [true, true, false]
 */
export function _isIgnorable(codePoint: number): boolean {
  return codePoint >= 0xad && IGNORABLE.test(String.fromCodePoint(codePoint));
}

// What a code point is to the reader: KEPT for any other character, IGNORED, or DIGIT_ZERO + its
// value. Decided anew for each one: a record kept across calls would be keyed by the caller's text.
const KEPT = 1;
const IGNORED = 2;
const DIGIT_ZERO = 3;

function kindOf(codePoint: number): number {
  const digit = _digitValue(codePoint);
  return digit !== -1 ? DIGIT_ZERO + digit : _isIgnorable(codePoint) ? IGNORED : KEPT;
}

/**
 * A text as the detectors read it: every decimal digit written as its ASCII digit, every ignorable
 * character removed, the rest kept. One scan, linear in the text's length: ASCII and the characters
 * kept are never copied one by one, only the stretches between two changes, and a text with nothing
 * to change comes back as it is.
 *
 * @param text - any text.
 * @returns the text with ASCII digits and no ignorable characters.
 * @example
 * _readDigits('４٥3\u200B9 ok')
 * //=> '4539 ok'
 */
export function _readDigits(text: string): string {
  // The stretches kept and the characters written, added on as they come (the engine links them and
  // copies the whole once, when the text is first read: cheaper than joining an array of them).
  let read = '';
  let copied = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    const codePoint = text.codePointAt(index) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    const kind = kindOf(codePoint);
    if (kind !== KEPT) {
      read +=
        text.slice(copied, index) + (kind === IGNORED ? '' : String.fromCharCode(0x30 - DIGIT_ZERO + kind));
      copied = index + width;
    }
    index += width - 1;
  }
  return copied === 0 ? text : read + text.slice(copied);
}
