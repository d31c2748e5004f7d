// How the library reads digits when it looks for card numbers and keys, decided once: any Unicode
// decimal digit (general category Nd: fullwidth `４`, Arabic-Indic `٤`, Devanagari `४`…) counts as
// its value, and characters that render as nothing (format characters, Cf, and the other default
// ignorables: zero-width space, joiners, word joiner, soft hyphen, byte order mark, variation
// selectors) are skipped. A reader sees `４٥3​9…` as `4539…`, so the detectors must too.

// Each tested on one code point written alone, so neither needs anchors.
const DECIMAL_DIGIT = /\p{Nd}/u;
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

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

/**
 * Whether a character code is an ASCII digit, 0 to 9: what every digit is once read.
 *
 * @param code - a character code, as {@link _TextReader.at} reads it.
 * @returns `true` for 0x30 to 0x39.
 * @example
 * [_isAsciiDigit(0x37), _isAsciiDigit(0xff17)]
 * //=> [true, false]
 */
export function _isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Whether a character code is an ASCII letter or digit: what a key or a security code's name may
 * not follow, or it is part of another word.
 *
 * @param code - a character code.
 * @returns `true` for `A–Z a–z 0–9`.
 * @example
 * [_isAlphanumeric(0x61), _isAlphanumeric(0x5f)]
 * //=> [true, false]
 */
export function _isAlphanumeric(code: number): boolean {
  return _isAsciiDigit(code) || (code >= 0x61 && code <= 0x7a) || _isAsciiUpperCase(code);
}

/**
 * Whether a character code is an ASCII capital letter, A to Z: the letters a name is folded from.
 *
 * @param code - a character code.
 * @returns `true` for `A–Z`.
 * @example
 * [_isAsciiUpperCase(0x5a), _isAsciiUpperCase(0x7a)]
 * //=> [true, false]
 */
export function _isAsciiUpperCase(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

/** What {@link _TextReader.at} answers for a character that renders as nothing. */
export const IGNORED = -1;

/**
 * A text read as the detectors read it, one character at a time: an ASCII character as its code,
 * a decimal digit of any script as its ASCII digit's code, {@link IGNORED} for an ignorable
 * character, any other code point as itself. Deciding what a character outside ASCII is costs a few
 * regular-expression tests, so a reader remembers what it decided for the code points it met (a
 * text repeats its accented letters and its digits) and is made for one call: a record kept across
 * calls would be keyed by the caller's text.
 */
export class _TextReader {
  /** How many code units the character last read by {@link _TextReader.at} takes: 2 for a surrogate pair. */
  width = 1;
  private kinds: Map<number, number> | undefined;

  constructor(readonly text: string) {}

  /**
   * The character at `index` as read, or `NaN` past the end; sets {@link _TextReader.width}.
   *
   * @param index - where a character starts in the text.
   * @returns its code as read.
   * @example
   * new _TextReader('４x').at(0)
   * //=> 52
   */
  at(index: number): number {
    const code = this.text.charCodeAt(index);
    this.width = 1;
    if (code < 0x80 || Number.isNaN(code)) return code;
    const codePoint = this.text.codePointAt(index) as number;
    if (codePoint > 0xffff) this.width = 2;
    this.kinds ??= new Map();
    let kind = this.kinds.get(codePoint);
    if (kind === undefined) {
      const digit = _digitValue(codePoint);
      kind = digit !== -1 ? 0x30 + digit : _isIgnorable(codePoint) ? IGNORED : codePoint;
      this.kinds.set(codePoint, kind);
    }
    return kind;
  }

  /**
   * The first character at or after `index` that is not ignorable, as read; its index is left in
   * {@link _TextReader.position}.
   *
   * @param index - where to start.
   * @returns its code as read, or `NaN` past the end.
   */
  seen(index: number): number {
    let code = this.at(index);
    while (code === IGNORED) {
      index += this.width;
      code = this.at(index);
    }
    this.position = index;
    return code;
  }

  /** Where the character {@link _TextReader.seen} answered starts. */
  position = 0;

  /**
   * The last character before `index` that is not ignorable, as read, or `NaN` at the start: what
   * a reader sees just before a place.
   *
   * @param index - a place in the text.
   * @returns its code as read.
   */
  before(index: number): number {
    let at = index - 1;
    while (at >= 0) {
      // The second half of a surrogate pair is read with its first (at the text's start, the unit
      // before it is `NaN`, no first half).
      const low = this.text.charCodeAt(at);
      if (low >= 0xdc00 && low <= 0xdfff) {
        const high = this.text.charCodeAt(at - 1);
        if (high >= 0xd800 && high <= 0xdbff) at--;
      }
      const code = this.at(at);
      if (code !== IGNORED) return code;
      at--;
    }
    return Number.NaN;
  }
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
  const reader = new _TextReader(text);
  let read = '';
  let copied = 0;
  for (let index = 0; index < text.length; index += reader.width) {
    // Stryker disable next-line BlockStatement: emptied, ASCII goes through the reader, which reads it as itself: kept as it was
    if (text.charCodeAt(index) < 0x80) {
      reader.width = 1;
      continue;
    }
    const code = reader.at(index);
    if (code === IGNORED || code < 0x80) {
      read += text.slice(copied, index) + (code === IGNORED ? '' : String.fromCharCode(code));
      copied = index + reader.width;
    }
  }
  return read + text.slice(copied);
}
