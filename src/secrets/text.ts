import { _readDigits } from './digits.js';
import { _isReadKey, _maskKeysInText } from './keys.js';
import { _maskFully, _maskPan, _maskToken } from './mask.js';
import { _isReadPan, _maskPansInText } from './pan.js';

/**
 * Masks whatever in a string could be card data or a credential: the whole value when it is a card
 * number or starts like a key or token, else every card number and key written inside it. The one
 * check every value and key a log or a message may show goes through. Digits are read as
 * `_readDigits` reads them: a text in which something is found comes back with its digits in ASCII
 * and its ignorable characters removed, so no spelling of a number survives next to its mask.
 *
 * @param value - any text: a value, an object key, a path segment.
 * @returns the text with card numbers cut to their first 6 and last 4 digits and keys to their
 *   last 4 characters; text holding neither is returned as it is.
 * @example
 * [_maskSecretsIn('tok_2f8a9c1d4e5b6a7c'), _maskSecretsIn('4111-1111-1111-1111'), _maskSecretsIn('gift for Ana')]
 * //=> ['••••••••6a7c', '411111••••••1111', 'gift for Ana']
 */
export function _maskSecretsIn(text: string): string {
  const value = _readDigits(text);
  const masked = maskRead(value);
  return masked === value ? text : masked;
}

function maskRead(value: string): string {
  if (_isReadPan(value)) return _maskPan(value);
  if (_isReadKey(value)) return _maskToken(value);
  // Keys first: a key may hold a run of digits that would otherwise be masked as a card number.
  return _maskPansInText(_maskKeysInText(value));
}

// The names a security code is written after in free text, in the languages of the buyers and of
// the hosts' own notes, as they read once folded (lower case, accents off: `Cód. Segurança` reads
// `cod. seguranca`); longest first, so `cvv2` is not read as `cvv` followed by a digit.
const CVV_WORDS: readonly string[] = [
  'codigo de seguranca',
  'codigo de seguridad',
  'cod. seguranca',
  'cod. seguridad',
  'cod seguranca',
  'cod seguridad',
  'security_code',
  'security-code',
  'security code',
  'securitycode',
  'cvv2',
  'cvc2',
  'cvv',
  'cvc',
  'cvn',
  'csc',
];
// The letters the names go on with after their first: a word whose second letter is none of them
// (`cartão`, `cliente`, `sk_live`) is passed over after one comparison, not one per name.
const SECOND_LETTERS = /* @__PURE__ */ secondLettersOf(CVV_WORDS);

function secondLettersOf(names: readonly string[]): ReadonlySet<number> {
  return new Set(names.map((name) => name.charCodeAt(1)));
}
// What may stand between the name and the code: quotes, spaces, `:` or `=` (`"cvv": "123"`, `cvv=123`).
const CVV_GAP = new Set([' ', '\t', ':', '=', '"', "'"]);
const MAX_CVV_GAP = 6;

/**
 * Masks what must never reach a log in free text: card numbers and keys first (as `_maskSecretsIn`),
 * then a security code written after its name (`cvv: 123`, `"CVC2":"1234"`, `security code 123`,
 * `Cód. segurança 123`): the 3 or 4 digits (any script) that follow the name, with at most a few
 * quotes, spaces, `:` or `=` between them, become mask marks. Card numbers go first, or a card
 * number after `cvv` would lose its first digits to the code and the rest would no longer read as a
 * card number. Only an ASCII letter, digit or `_` right before the name makes it part of another
 * word (`xcvv`), so text in a script without spaces (`カードのcvv:123`) is still read. The text is
 * read once, linear in its length, and without a regular expression, so the engine's record of the
 * last match never holds a code. `redactChargeRequest` applies it to every string of a logged
 * request.
 *
 * @param text - any text.
 * @returns the text with card numbers, keys and security codes masked; text holding none of them
 *   is returned as it is.
 * @example
 * _maskSecretsAndCvvsIn('4111 1111 1111 1111, cvv 123')
 * //=> '411111••••••1111, cvv ••••••••'
 */
export function _maskSecretsAndCvvsIn(text: string): string {
  const value = _readDigits(text);
  const masked = maskCvvsRead(maskRead(value));
  return masked === value ? text : masked;
}

function maskCvvsRead(value: string): string {
  let output = '';
  let copied = 0;
  for (let index = 0; index < value.length; index++) {
    // Every name starts with an ASCII c or s: the other characters cost one comparison.
    const first = value.charCodeAt(index) | 0x20;
    if (first !== 0x63 && first !== 0x73) continue;
    if (index > 0 && isWordCharacter(value.charCodeAt(index - 1))) continue;
    let second = index + 1;
    while (second < value.length && isCombiningMark(value.charCodeAt(second))) second++;
    if (second >= value.length || !SECOND_LETTERS.has(folded(value, second))) continue;
    let start = -1;
    for (const name of CVV_WORDS) {
      start = endOfFolded(value, name, index);
      if (start !== -1) break;
    }
    if (start === -1) continue;
    const gapEnd = Math.min(value.length, start + MAX_CVV_GAP);
    while (start < gapEnd && CVV_GAP.has(value[start] as string)) start++;
    let end = start;
    while (end < value.length && isAsciiDigit(value.charCodeAt(end))) end++;
    if (end - start < 3 || end - start > 4) continue;
    output += value.slice(copied, start) + _maskFully();
    copied = end;
    index = end - 1;
  }
  return copied === 0 ? value : output + value.slice(copied);
}

// Where `name` ends in the text when it is written at `index`, or -1: read in lower case with accents
// off (`Ó` as `o`, `ç` as `c`), and with the combining marks of a decomposed text (`o` + U+0301, as
// some keyboards and form libraries send it) skipped.
function endOfFolded(value: string, name: string, index: number): number {
  let at = index;
  for (let offset = 0; offset < name.length; offset++) {
    while (offset > 0 && at < value.length && isCombiningMark(value.charCodeAt(at))) at++;
    if (at >= value.length || folded(value, at) !== name.charCodeAt(offset)) return -1;
    at++;
  }
  while (at < value.length && isCombiningMark(value.charCodeAt(at))) at++;
  return at;
}

function isCombiningMark(code: number): boolean {
  return code >= 0x300 && code <= 0x36f;
}

// The code of the character at `index` read in lower case with its accent off: a number compared,
// not a one-character string made, for the ASCII letters that are nearly every character read.
function folded(value: string, index: number): number {
  const code = value.charCodeAt(index);
  if (code >= 0x41 && code <= 0x5a) return code + 0x20;
  if (code < 0x80) return code;
  return (value[index] as string).toLowerCase().normalize('NFD').charCodeAt(0);
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isWordCharacter(code: number): boolean {
  return (
    isAsciiDigit(code) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f
  );
}
