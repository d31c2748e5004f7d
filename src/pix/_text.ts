// The characters of a BR Code. A code is read in UTF-8 (some providers write accented names), but
// never with control characters, which a copy-and-paste field would mangle, nor lone surrogates,
// which have no UTF-8 form. A code this library writes is printable ASCII only: accents are
// dropped from names, and what is left must be ASCII.

/** Whether every character is printable: no C0 or C1 control, no DEL, no lone surrogate. */
export function _isPrintable(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

/** Whether every character is printable ASCII, space to tilde. */
export function _isPrintableAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
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
  let plain = '';
  for (const character of text.normalize('NFD')) {
    const code = character.charCodeAt(0);
    // Combining diacritical marks: what NFD splits off an accented letter.
    if (code >= 0x300 && code <= 0x36f) continue;
    plain += character;
  }
  return _isPrintableAscii(plain) ? plain : undefined;
}

/** Whether a text is 1 or more letters and digits (a transaction id). */
export function _isAlphanumeric(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const ok = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!ok) return false;
  }
  return true;
}

/**
 * Whether a location URL is written as a BR Code wants it: visible ASCII with no scheme, since the
 * paying app always fetches it over `https:`.
 */
export function _isSchemelessUrl(text: string, max: number): boolean {
  if (text.length === 0 || text.length > max || text.includes('://')) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x21 || code > 0x7e) return false;
  }
  return true;
}
