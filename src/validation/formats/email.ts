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

const DOT = 46;
const AT = 64;
const HYPHEN = 45;
const QUOTE = 34;
const BRACKET = 91;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

// RFC 5322 3.2.3 atext, besides letters and digits: ! # $ % & ' * + - / = ? ^ _ ` { | } ~
const ATEXT_SYMBOLS = new Set([...`!#$%&'*+-/=?^_\`{|}~`].map((symbol) => symbol.charCodeAt(0)));
const isAtext = (code: number) => isLetter(code) || isDigit(code) || ATEXT_SYMBOLS.has(code);

/**
 * Scans an address once, left to right, reading each character at most once through `codeAt`: the
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
export function _scanEmail(length: number, codeAt: (index: number) => number): EmailRefusal | undefined {
  if (length > _EMAIL_MAX_LENGTH) return 'INVALID_VALUE.email_length';
  let quoted = false;
  let ipLiteral = false;
  let nonAscii = false;
  let tooLong = false;
  let broken = false;

  let at = -1;
  let previous = -1;
  // The label being read: where it starts, whether it is all letters or all digits, and whether it
  // opens with `xn--`.
  let labelStart = -1;
  let labels = 0;
  let allLetters = true;
  let allDigits = true;
  let punycode = false;
  let allLabelsNumeric = true;

  const closeLabel = (end: number) => {
    const size = end - labelStart;
    if (size === 0 || previous === HYPHEN) broken = true;
    if (size > _EMAIL_LABEL_MAX_LENGTH) tooLong = true;
    if (size === 0 || !allDigits) allLabelsNumeric = false;
    labels++;
  };

  for (let index = 0; index < length; index++) {
    const code = codeAt(index);
    if (code > 127) {
      nonAscii = true;
    } else if (at < 0) {
      if (code === AT) {
        at = index;
        if (index === 0 || previous === DOT) broken = true;
        if (index > _EMAIL_LOCAL_MAX_LENGTH) tooLong = true;
        labelStart = index + 1;
      } else if (code === QUOTE) {
        quoted = true;
      } else if (code === DOT) {
        if (index === 0 || previous === DOT) broken = true;
      } else if (!isAtext(code)) {
        broken = true;
      }
    } else if (code === DOT) {
      closeLabel(index);
      labelStart = index + 1;
      allLetters = true;
      allDigits = true;
      punycode = false;
    } else {
      const offset = index - labelStart;
      if (code === BRACKET && index === at + 1) ipLiteral = true;
      if (code === HYPHEN) {
        if (offset === 0) broken = true;
      } else if (!isLetter(code) && !isDigit(code)) {
        broken = true;
      }
      if (!isLetter(code)) allLetters = false;
      if (!isDigit(code)) allDigits = false;
      if (offset === 1) punycode = (previous | 32) === 120 && (code | 32) === 110;
      else if (offset === 2 || offset === 3) punycode &&= code === HYPHEN;
    }
    previous = code;
  }

  if (at < 0) broken = true;
  else {
    closeLabel(length);
    const tldSize = length - labelStart;
    const tldIsName = (allLetters && tldSize >= 2) || (punycode && tldSize > 4);
    if (labels < 2 || !tldIsName) broken = true;
    if (labels >= 2 && allLabelsNumeric) ipLiteral = true;
  }

  if (quoted) return 'INVALID_VALUE.email_quoted';
  if (ipLiteral) return 'INVALID_VALUE.email_ip_literal';
  if (nonAscii) return 'INVALID_VALUE.email_non_ascii';
  if (tooLong) return 'INVALID_VALUE.email_length';
  return broken ? 'INVALID_VALUE.email' : undefined;
}

/** Why `value` is not an e-mail address this library accepts, or `undefined` when it is one. */
export function _emailRefusal(value: string): EmailRefusal | undefined {
  return _scanEmail(value.length, (index) => value.charCodeAt(index));
}

/** Whether `value` is an e-mail address in the grammar of {@link _scanEmail}. */
export function _isEmail(value: string): boolean {
  return _emailRefusal(value) === undefined;
}
