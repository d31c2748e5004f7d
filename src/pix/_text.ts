// The characters of a BR Code. A code is read in UTF-8 (some providers write accented names), but
// never with control characters, which a copy-and-paste field would mangle, nor lone surrogates,
// which have no UTF-8 form. A code this library writes is printable ASCII only: accents are
// dropped from names, and what is left must be ASCII.

const PRINTABLE_ASCII = /^[ -~]*$/;
const ALPHANUMERIC = /^[0-9A-Za-z]+$/;
// Visible ASCII: no space.
const VISIBLE_ASCII = /^[!-~]+$/;
// Combining diacritical marks: what NFD splits off an accented letter.
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Whether every character is printable ASCII, space to tilde. */
export function _isPrintableAscii(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}

/**
 * A name as a BR Code writes it: the accents of Latin letters dropped (`São Paulo` → `Sao Paulo`,
 * `ç` → `c`), or `undefined` when a character would remain that is not printable ASCII.
 *
 * @example
 * _asciiName('São Paulo')
 * //=> 'Sao Paulo'
 */
export function _asciiName(text: string): string | undefined {
  const plain = text.normalize('NFD').replace(COMBINING_MARKS, '');
  return _isPrintableAscii(plain) ? plain : undefined;
}

/** Whether a text is 1 or more letters and digits (a transaction id). */
export function _isAlphanumeric(text: string): boolean {
  return ALPHANUMERIC.test(text);
}

/**
 * Whether a location URL is written as a BR Code wants it: visible ASCII with no scheme, since the
 * paying app always fetches it over `https:`.
 */
export function _isSchemelessUrl(text: string, max: number): boolean {
  return text.length <= max && VISIBLE_ASCII.test(text) && !text.includes('://');
}
