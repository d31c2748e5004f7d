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

const isDigit = (char: string) => char >= '0' && char <= '9';
const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
// RFC 5322 3.2.3 atext, besides letters and digits.
const isAtext = (char: string) => isLetter(char) || isDigit(char) || "!#$%&'*+-/=?^_`{|}~".includes(char);

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
  let previous = '';
  // The label being read: where it starts, its first characters (to tell `xn--`), and whether it is
  // all letters or all digits; and whether every label so far was all digits.
  let labelStart = 0;
  let labels = 0;
  let head = '';
  let letters = true;
  let digits = true;
  let numeric = true;

  const closeLabel = (end: number) => {
    const size = end - labelStart;
    if (size === 0 || previous === '-') broken = true;
    if (size > _EMAIL_LABEL_MAX_LENGTH) tooLong = true;
    if (size === 0 || !digits) numeric = false;
    labels++;
  };

  for (let index = 0; index < length; index++) {
    const char = charAt(index);
    if (char > '\x7f') nonAscii = true;
    else if (at < 0) {
      if (char === '@') {
        at = index;
        labelStart = index + 1;
        if (index === 0 || previous === '.') broken = true;
        if (index > _EMAIL_LOCAL_MAX_LENGTH) tooLong = true;
      } else if (char === '"') quoted = true;
      else if (char === '.' ? index === 0 || previous === '.' : !isAtext(char)) broken = true;
    } else if (char === '.') {
      closeLabel(index);
      labelStart = index + 1;
      head = '';
      letters = digits = true;
    } else {
      if (char === '[' && index === labelStart && labels === 0) ipLiteral = true;
      if (char === '-' ? index === labelStart : !isLetter(char) && !isDigit(char)) broken = true;
      if (index - labelStart < 4) head += char.toLowerCase();
      letters &&= isLetter(char);
      digits &&= isDigit(char);
    }
    previous = char;
  }

  if (at < 0) broken = true;
  else {
    closeLabel(length);
    const tld = length - labelStart;
    if (labels < 2 || !((letters && tld >= 2) || (head === 'xn--' && tld > 4))) broken = true;
    if (labels >= 2 && numeric) ipLiteral = true;
  }

  if (quoted) return 'INVALID_VALUE.email_quoted';
  if (ipLiteral) return 'INVALID_VALUE.email_ip_literal';
  if (nonAscii) return 'INVALID_VALUE.email_non_ascii';
  if (tooLong) return 'INVALID_VALUE.email_length';
  return broken ? 'INVALID_VALUE.email' : undefined;
}

/** Why `value` is not an e-mail address this library accepts, or `undefined` when it is one. */
export function _emailRefusal(value: string): EmailRefusal | undefined {
  return _scanEmail(value.length, (index) => value.charAt(index));
}

/** Whether `value` is an e-mail address in the grammar of {@link _scanEmail}. */
export function _isEmail(value: string): boolean {
  return _emailRefusal(value) === undefined;
}
