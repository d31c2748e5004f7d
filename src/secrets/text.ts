import {
  _isAlphanumeric,
  _isAsciiDigit,
  _isAsciiUpperCase,
  _readDigits,
  _TextReader,
  IGNORED,
} from './digits.js';
import { _isKeyRead, _keyAt, KEY_PREFIXES } from './keys.js';
import { _maskFully, _maskPanDigits, _maskToken } from './mask.js';
import { _panAt, _panRead } from './pan.js';

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
  return maskRead(text, STARTS, undefined);
}

// Where the security code written after a name at an index starts and ends, if one is (the CVV
// detector below: passed only by `_maskSecretsAndCvvsIn`, so the bundles that never look for a
// security code do not carry its names).
type CodeAfterName = (reader: _TextReader, index: number) => { start: number; end: number } | undefined;

function maskRead(text: string, starts: Uint32Array, codeAfterName: CodeAfterName | undefined): string {
  const reader = new _TextReader(text);
  const pan = _panRead(reader);
  if (pan !== undefined) return _maskPanDigits(pan);
  if (_isKeyRead(reader)) return _maskToken(_readDigits(text));
  return maskInside(reader, starts, codeAfterName);
}

// What may start at an ASCII character: a card number (a digit) or a key (the first letter of a key
// prefix); the security codes' detector adds the first letters of their names. With a letter, the
// letters a word it starts may go on with (the second letters of its prefixes and names, in lower
// case, one bit each): a word starting with another pair (`cliente`, `presente`) is passed over
// after one lookup and one test. Any other ASCII character costs one lookup.
const PAN_START = 1;
const KEY_START = 2;
const NAME_START = 4;
const STARTS = /* @__PURE__ */ startsTable(KEY_PREFIXES, KEY_START, new Uint32Array(0x80));

function startsTable(words: readonly string[], kind: number, starts: Uint32Array): Uint32Array {
  for (let code = 0x30; code <= 0x39; code++) starts[code] = PAN_START;
  for (const word of words) {
    const first = word.charCodeAt(0);
    starts[first] = (starts[first] as number) | kind | secondLetterBit(word.charCodeAt(1));
  }
  return starts;
}

// The bit of a letter, in either case, among the letters a word may go on with; 0 for any other
// ASCII character. Past the three kinds of start, one bit per letter from a to z.
function secondLetterBit(code: number): number {
  const letter = (code | 0x20) - 0x61;
  // Stryker disable next-line LogicalOperator,ArithmeticOperator: more letters get a bit (or bits overlap): more places pass to the detectors, which decide alike
  return letter >= 0 && letter < 26 ? 1 << (letter + 3) : 0;
}

// One pass over the text, every detector asked at each place something may start: a card number
// at a digit that starts a run, a key or a security code's name at a letter that starts a word (a
// key first, so the digits inside a key are the key's). A security code whose digits start a card
// number is the card number. Digits of other scripts and invisible characters are read as
// `_readDigits` reads them, by the detectors and in what is copied: what is found is replaced as
// the pass goes, the stretches between are copied once, and a text where nothing is found comes
// back as it is.
function maskInside(
  reader: _TextReader,
  startsAt: Uint32Array,
  codeAfterName: CodeAfterName | undefined,
): string {
  const text = reader.text;
  // The copy: the text joined so far, the pieces gathered since (see PIECES_PER_JOIN), and where
  // the text is copied up to.
  let joined = '';
  let gathered = '';
  let pieces = 0;
  let copied = 0;
  let found = false;
  let index = 0;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    // Up to U+02FF, outside ASCII, no character is a digit or renders as nothing but the soft hyphen.
    let starts = unit < 0x80 ? (startsAt[unit] as number) : unit < 0x300 && unit !== 0xad ? 0 : PAN_START;
    // Stryker disable next-line BlockStatement: emptied, the detectors below refuse those places themselves
    if (starts > PAN_START) {
      // A key or a name starts a word (not after a letter or digit), and only a word that goes on
      // with one of its second letters: a character after it that is ASCII cannot be an invisible
      // one the detectors would read past.
      const next = text.charCodeAt(index + 1);
      if (
        // Stryker disable next-line LogicalOperator: fewer places passed over: the detectors refuse them themselves
        _isAlphanumeric(text.charCodeAt(index - 1)) ||
        (next < 0x80 && (starts & secondLetterBit(next)) === 0)
      )
        starts = 0;
    }
    // Stryker disable next-line BlockStatement: emptied, a place that starts nothing goes through the checks below to the same step
    if (starts === 0) {
      index++;
      continue;
    }
    const code = reader.at(index);
    let end = index + reader.width;
    let replacement: string | undefined;
    if (code === IGNORED || _isAsciiDigit(code)) {
      const pan =
        _isAsciiDigit(code) && !_isAsciiDigit(reader.before(index)) ? _panAt(reader, index) : undefined;
      if (pan !== undefined) {
        replacement = pan.masked;
        end = pan.end;
        found = true;
        // Stryker disable next-line BlockStatement: emptied, the run's digits are passed one at a time, each after a digit: none starts a number
      } else if (code === unit) {
        // The rest of a run of ASCII digits cannot start a card number.
        // Stryker disable next-line ConditionalExpression: the run's digits are passed one at a time, each after a digit: none starts a number
        while (_isAsciiDigit(text.charCodeAt(end))) end++;
      } else {
        // A digit of another script or an invisible character outside a card number: written as
        // the detectors read it, so no spelling of a number survives next to a mask.
        replacement = code === IGNORED ? '' : String.fromCharCode(code);
      }
    } else if (starts > PAN_START) {
      const key = _keyAt(reader, index);
      const cvv =
        // Stryker disable next-line LogicalOperator: the detector asked at more places (a key's, a key prefix's letter): the key still wins, and no name starts there
        key === undefined && starts & NAME_START && codeAfterName ? codeAfterName(reader, index) : undefined;
      if (key !== undefined) {
        replacement = _maskToken(key.key);
        end = key.end;
        found = true;
      } else if (cvv !== undefined) {
        replacement = _readDigits(text.slice(index, cvv.start)) + _maskFully();
        end = cvv.end;
        found = true;
      }
    }
    if (replacement !== undefined) {
      gathered += text.slice(copied, index) + replacement;
      copied = end;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement,UpdateOperator: joining more often, less or never gives the same text, only slower (test/secrets/text.test.ts, 5,000 card numbers)
      if (++pieces === PIECES_PER_JOIN) {
        // The character read is not needed: reading it has the engine join the pieces.
        if (gathered.charCodeAt(0) >= 0) joined += gathered;
        gathered = '';
        pieces = 0;
      }
    }
    index = end;
  }
  return found ? joined + gathered + text.slice(copied) : text;
}

// How many pieces the copy gathers before it has them joined. An engine adds strings lazily, as a
// tree of the pieces; over a long text full of card numbers that tree holds hundreds of thousands
// of them, every one kept alive to the end and moved by each young-generation collection on the way
// (nearly half the time of a 10 MiB note). Every few thousand pieces, a read of one character has
// the engine join them into one flat string, once: what a collection keeps alive is then a few
// large strings.
const PIECES_PER_JOIN = 2048;

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
// The first two letters of the names, in either case, added to what may start at a character.
const STARTS_WITH_NAMES = /* @__PURE__ */ startsWithNames();

function startsWithNames(): Uint32Array {
  const names = CVV_WORDS.flatMap((name) => [name, name.toUpperCase()]);
  // Stryker disable next-line MethodExpression: written into the keys' own table, it has the keys' pass stop at names' letters too, where no key starts
  return startsTable(names, NAME_START, STARTS.slice());
}
// What may stand between the name and the code: quotes, spaces, `:` or `=` (`"cvv": "123"`, `cvv=123`).
const CVV_GAP: ReadonlySet<number> = /* @__PURE__ */ codesOf(' \t:="\'');

function codesOf(characters: string): ReadonlySet<number> {
  return new Set(Array.from(characters, (character) => character.charCodeAt(0)));
}
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
  return maskRead(text, STARTS_WITH_NAMES, codeAfterName);
}

function codeAfterName(reader: _TextReader, index: number): { start: number; end: number } | undefined {
  if (isWordCharacter(reader.before(index))) return undefined;
  for (const name of CVV_WORDS) {
    const nameEnd = endOfFolded(reader, name, index);
    if (nameEnd !== -1) return codeAfter(reader, nameEnd);
  }
  return undefined;
}

// The security code written after a name that ends at `nameEnd`, if one is. Its run of digits is read
// to the end, as the pass reads it anyway: a run of more than 4 digits is no code.
function codeAfter(reader: _TextReader, nameEnd: number): { start: number; end: number } | undefined {
  let code = reader.seen(nameEnd);
  for (let gap = 0; gap < MAX_CVV_GAP && CVV_GAP.has(code); gap++)
    code = reader.seen(reader.position + reader.width);
  const start = reader.position;
  let end = start;
  let digits = 0;
  while (_isAsciiDigit(code)) {
    digits++;
    end = reader.position + reader.width;
    code = reader.seen(end);
  }
  // Digits that start a card number are the card number's, which the pass masks as one.
  if ((digits !== 3 && digits !== 4) || (!_isAsciiDigit(reader.before(start)) && _panAt(reader, start)))
    return undefined;
  return { start, end };
}

// Where `name` ends in the text when it is written at `index`, or -1: read in lower case with accents
// off (`Ó` as `o`, `ç` as `c`), and with the combining marks of a decomposed text (`o` + U+0301, as
// some keyboards and form libraries send it) skipped, as are invisible characters.
function endOfFolded(reader: _TextReader, name: string, index: number): number {
  let at = index;
  for (let offset = 0; offset < name.length; offset++) {
    if (foldedAt(reader, at) !== name.charCodeAt(offset)) return -1;
    at = reader.position + reader.width;
  }
  while (isCombiningMark(reader.seen(at))) at = reader.position + reader.width;
  return at;
}

// The first character at or after `at` that is neither invisible nor a combining mark, read in
// lower case with its accent off (its index left in the reader's position): a number compared, not
// a one-character string made, for the ASCII letters that are nearly every character read.
function foldedAt(reader: _TextReader, at: number): number {
  let code = reader.seen(at);
  while (isCombiningMark(code)) code = reader.seen(reader.position + reader.width);
  if (_isAsciiUpperCase(code)) return code + 0x20;
  if (code < 0x80 || Number.isNaN(code)) return code;
  return String.fromCodePoint(code).toLowerCase().normalize('NFD').charCodeAt(0);
}

function isCombiningMark(code: number): boolean {
  return code >= 0x300 && code <= 0x36f;
}

function isWordCharacter(code: number): boolean {
  return _isAlphanumeric(code) || code === 0x5f;
}
