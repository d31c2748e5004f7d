/** The parts of an Authorization header value, split on spaces and tabs. */
export interface _HeaderTokens {
  readonly tokens: string[];
  /** `true` when every other character is visible ASCII (no control character, nothing non-ASCII). */
  readonly clean: boolean;
}

/**
 * Splits a header value on runs of spaces and tabs (HTTP's optional whitespace), so extra
 * whitespace around and between the scheme and the credentials is tolerated.
 */
export function _splitHeader(value: string): _HeaderTokens {
  const tokens: string[] = [];
  let clean = true;
  let start = -1;
  for (let index = 0; index <= value.length; index++) {
    const code = index < value.length ? value.charCodeAt(index) : SPACE;
    if (code === SPACE || code === TAB) {
      if (start >= 0) tokens.push(value.slice(start, index));
      start = -1;
      continue;
    }
    if (code < 0x21 || code > 0x7e) clean = false;
    if (start < 0) start = index;
  }
  return { tokens, clean };
}

const SPACE = 0x20;
const TAB = 0x09;

/** Tells whether a token is the scheme `Basic`, in any letter case (ASCII only: no Unicode folding). */
export function _isBasicScheme(token: string): boolean {
  if (token.length !== 5) return false;
  for (let index = 0; index < 5; index++) {
    // Setting bit 0x20 lower-cases an ASCII letter; the target letters are all lower case.
    if ((token.charCodeAt(index) | 0x20) !== BASIC.charCodeAt(index)) return false;
  }
  return true;
}

const BASIC = 'basic';
