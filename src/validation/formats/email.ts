import type { IssueMessageKey } from '../../messages/issues.js';

/**
 * Why an e-mail address is refused, as the message key that explains it: a quoted local part, an
 * IP-literal or all-numeric domain, a non-ASCII character, a part over its length, or any other
 * break of the grammar.
 */
export type EmailRefusal = Extract<IssueMessageKey, `INVALID_VALUE.email${string}`>;

/** Longest address in octets: a forward path of 256 less its two angle brackets (RFC 5321 4.5.3.1.3). */
export const _EMAIL_MAX_LENGTH = 254;
/** Longest local part in octets (RFC 5321 4.5.3.1.1). */
export const _EMAIL_LOCAL_MAX_LENGTH = 64;
/** Longest domain label in octets (RFC 1035 2.3.4). */
export const _EMAIL_LABEL_MAX_LENGTH = 63;

// By code unit: every character the grammar names is ASCII, and a number compares where two
// one-character strings would call the engine.
const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
// RFC 5322 3.2.3 atext, besides letters and digits.
const ATEXT_SYMBOLS = new Uint8Array(128);
for (const symbol of "!#$%&'*+-/=?^_`{|}~") ATEXT_SYMBOLS[symbol.charCodeAt(0)] = 1;
const isAtext = (code: number) => isLetter(code) || isDigit(code) || ATEXT_SYMBOLS[code] === 1;
// What a label starts with when it is punycode, lower case.
const PUNYCODE = 'xn--';
const AT = 64;
const DOT = 46;
const HYPHEN = 45;
const QUOTE = 34;
const BRACKET = 91;
const ASCII_MAX = 0x7f;

/**
 * Scans an address once, left to right, reading each character at most once through `charAt`: the
 * work is linear in the length by construction (no regular expression, no backtracking, no second
 * pass). An address longer than 254 characters is refused before any character is read.
 *
 * The grammar, a strict subset of RFC 5321's Mailbox:
 * - local part: RFC 5322 dot-atom, 1 to 64 characters of letters, digits and
 *   ``!#$%&'*+/=?^_`{|}~-``, with dots that neither lead, trail nor follow one another;
 * - domain: at least two labels of 1 to 63 letters, digits and hyphens, a hyphen never first nor
 *   last (so `xn--` punycode labels and any inner `--` are accepted); the last label (the TLD) is 2
 *   or more letters, or an `xn--` label;
 * - refused with their own message: a quoted local part (`"john doe"@…`), an IP-literal
 *   (`…@[192.0.2.1]`) or all-numeric domain, and non-ASCII characters (SMTPUTF8): an
 *   internationalized domain is accepted in its ASCII form (`xn--…`).
 */
export function _scanEmail(length: number, charAt: (index: number) => string): EmailRefusal | undefined {
  if (length > _EMAIL_MAX_LENGTH) return 'INVALID_VALUE.email_length';
  let quoted = false;
  let ipLiteral = false;
  let nonAscii = false;
  let tooLong = false;
  let broken = false;
  let at = -1;
  // The code of the character before (-1 before the first).
  let previous = -1;
  // The label being read: where it starts, whether its first characters so far spell `xn--`, and
  // whether it is all letters or all digits; and whether every label so far was all digits.
  let labelStart = 0;
  let labels = 0;
  let punycode = true;
  let letters = true;
  let digits = true;
  let numeric = true;

  for (let index = 0; index < length; index++) {
    const code = charAt(index).charCodeAt(0);
    if (code > ASCII_MAX) nonAscii = true;
    else if (at < 0) {
      if (code === AT) {
        at = index;
        labelStart = index + 1;
        if (index === 0 || previous === DOT) broken = true;
        if (index > _EMAIL_LOCAL_MAX_LENGTH) tooLong = true;
      } else if (code === QUOTE) quoted = true;
      else if (code === DOT ? index === 0 || previous === DOT : !isAtext(code)) broken = true;
    } else if (code === DOT) {
      const size = index - labelStart;
      if (labelBroken(size, previous)) broken = true;
      if (size > _EMAIL_LABEL_MAX_LENGTH) tooLong = true;
      if (size === 0 || !digits) numeric = false;
      labels++;
      labelStart = index + 1;
      punycode = letters = digits = true;
    } else {
      if (code === BRACKET && index === labelStart && labels === 0) ipLiteral = true;
      if (code === HYPHEN ? index === labelStart : !isLetter(code) && !isDigit(code)) broken = true;
      const position = index - labelStart;
      // Lower-cased by its bit: only a letter can match a letter of `xn--`.
      if (position < PUNYCODE.length)
        punycode &&= (isLetter(code) ? code | 32 : code) === PUNYCODE.charCodeAt(position);
      letters &&= isLetter(code);
      digits &&= isDigit(code);
    }
    previous = code;
  }

  if (at < 0) broken = true;
  else {
    const tld = length - labelStart;
    if (labelBroken(tld, previous)) broken = true;
    if (tld > _EMAIL_LABEL_MAX_LENGTH) tooLong = true;
    if (tld === 0 || !digits) numeric = false;
    labels++;
    if (labels < 2 || !((letters && tld >= 2) || (punycode && tld > PUNYCODE.length))) broken = true;
    if (labels >= 2 && numeric) ipLiteral = true;
  }

  if (quoted) return 'INVALID_VALUE.email_quoted';
  if (ipLiteral) return 'INVALID_VALUE.email_ip_literal';
  if (nonAscii) return 'INVALID_VALUE.email_non_ascii';
  if (tooLong) return 'INVALID_VALUE.email_length';
  return broken ? 'INVALID_VALUE.email' : undefined;
}

// A domain label is broken when empty or when it ends with a hyphen.
function labelBroken(size: number, last: number): boolean {
  return size === 0 || last === HYPHEN;
}

/** Why `value` is not an e-mail address this library accepts, or `undefined` when it is one. */
export function _emailRefusal(value: string): EmailRefusal | undefined {
  return _scanEmail(value.length, (index) => value.charAt(index));
}

/** Whether `value` is an e-mail address in the grammar of {@link _scanEmail}. */
export function _isEmail(value: string): boolean {
  return _emailRefusal(value) === undefined;
}
