import { _isAsciiDigit, _TextReader, IGNORED } from './digits.js';
import { _addLuhnDigit, _luhnPasses, _passesLuhn } from './luhn.js';
import { _maskPanParts } from './mask.js';

// A card number has 13 to 19 digits (ISO/IEC 7812), and people group them with spaces, dashes,
// dots or slashes; a tab or a no-break space comes in from copy and paste.
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
const MAX_SPELLING = 64;
// Separators in a row between two groups of digits in free text: ` - ` and double spaces are typed.
const MAX_GAP = 3;

const isSeparator = (code: number) =>
  code === 32 || code === 9 || code === 0xa0 || code === 45 || code === 46 || code === 47 || code === 95;

/**
 * Whether a whole value is a card number: 13 to 19 digits passing Luhn, with any spaces, dashes,
 * dots, underscores or slashes between them. Digits are read as `_readDigits` reads them (any
 * Unicode decimal digit, ignorable characters skipped). Such a value is masked wherever it appears.
 *
 * @param value - any string.
 * @returns `true` for a card number in any of those spellings.
 * @example
 * [_looksLikePan('4111.1111.1111.1111'), _looksLikePan('4111 1111 1111 1112')]
 * //=> [true, false]
 */
export function _looksLikePan(text: string): boolean {
  return text.length >= MIN_DIGITS && _panRead(new _TextReader(text)) !== undefined;
}

/**
 * {@link _looksLikePan} through a reader a caller already holds, so a long text's characters are
 * not classified twice. Reads at most 64 characters (the longest spelling taken for a card number).
 *
 * @param reader - the text's reader.
 * @returns the card number's digits in ASCII when the whole text is one in any of the spellings
 *   `_looksLikePan` accepts, else `undefined`.
 * @example
 * _panRead(new _TextReader('4111 1111 1111 1111'))
 * //=> '4111111111111111'
 */
export function _panRead(reader: _TextReader): string | undefined {
  let digits = '';
  let length = 0;
  for (let index = 0; index < reader.text.length; index += reader.width) {
    const code = reader.at(index);
    if (code === IGNORED) continue;
    if (++length > MAX_SPELLING) return undefined;
    if (_isAsciiDigit(code)) digits += String.fromCharCode(code);
    else if (!isSeparator(code)) return undefined;
  }
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && _passesLuhn(digits)
    ? digits
    : undefined;
}

/**
 * The card number written at `start` in free text (`'card 4111 1111 1111 1111 exp 12/30'`, from the
 * first `4`), or `undefined` when none starts there: a run of digits (of any script, invisible
 * characters skipped) that may be split by separators (up to 3 in a row: `4111 - 1111`, double
 * spaces) is one number, read up to 19 digits; when it, or a stretch of it from its start to the
 * end of one of its groups, has 13 or more digits and passes Luhn, the whole run is the card number.
 * A 19-digit card number whose first 16 digits happen to pass Luhn too is taken whole, not cut at 16
 * with its last digits left to read. A card number glued to other digits with no separator is not
 * one: an order number of 20 digits is not a card number, so the caller asks only where a run of
 * digits starts. At most 19 digits, and 3 separators between two groups, are read from `start`, and
 * nothing is kept of them but what the mask shows: the first 6 and the last 4, as numbers.
 *
 * @param reader - the text's reader.
 * @param start - where a run of digits starts in it.
 * @returns the number masked and the index just after its last digit, or `undefined`.
 * @example
 * _panAt(new _TextReader('paid with 5555-5555-5555-4444 yesterday'), 10)
 * //=> { masked: '555555••••••4444', end: 29 }
 */
export function _panAt(reader: _TextReader, start: number): { masked: string; end: number } | undefined {
  let count = 0;
  let sums = 0;
  let first = 0;
  let last = 0;
  let kept = 0;
  let keptLast = 0;
  let end = start;
  let passes = false;
  let index = start;
  for (;;) {
    // A group: digits up to the first other character, invisible ones skipped.
    let code = reader.seen(index);
    let groupEnd = index;
    while (_isAsciiDigit(code) && count < MAX_DIGITS) {
      const digit = code - 0x30;
      sums = _addLuhnDigit(sums, count, digit);
      if (count < 6) first = first * 10 + digit;
      last = (last * 10 + digit) % 10_000;
      count++;
      groupEnd = reader.position + reader.width;
      code = reader.seen(groupEnd);
    }
    // A group that would take the number past 19 digits (a 20th digit follows) is not part of it.
    if (_isAsciiDigit(code)) break;
    kept = count;
    keptLast = last;
    end = groupEnd;
    passes ||= count >= MIN_DIGITS && _luhnPasses(sums, count);
    // The number goes on across a few separators (`4111 - 1111`, a double space) before a digit; a
    // group ends on a character that is no digit, so with no separator the number ends here.
    let gap = 0;
    while (gap < MAX_GAP && isSeparator(code)) {
      gap++;
      code = reader.seen(reader.position + reader.width);
    }
    if (!_isAsciiDigit(code)) break;
    index = reader.position;
  }
  if (!passes) return undefined;
  const masked = _maskPanParts(first, kept - 10, keptLast);
  return { masked, end };
}
