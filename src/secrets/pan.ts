import { _readDigits } from './digits.js';
import { _passesLuhn } from './luhn.js';
import { _maskPan } from './mask.js';

// A card number has 13 to 19 digits (ISO/IEC 7812), and people group them with spaces, dashes,
// dots or slashes; a tab or a no-break space comes in from copy and paste.
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
const MAX_SPELLING = 64;
// Separators in a row between two groups of digits in free text: ` - ` and double spaces are typed.
const MAX_GAP = 3;

const isDigit = (code: number) => code >= 48 && code <= 57;
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
  return text.length >= MIN_DIGITS && _isReadPan(_readDigits(text));
}

/**
 * {@link _looksLikePan} for a text already read by `_readDigits`, which a caller holding the read
 * text uses so a long text is not read a second time.
 *
 * @param value - a text with ASCII digits and no ignorable characters.
 * @returns `true` for a card number in any of the spellings `_looksLikePan` accepts.
 * @example
 * _isReadPan('4111 1111 1111 1111')
 * //=> true
 */
export function _isReadPan(value: string): boolean {
  if (value.length < MIN_DIGITS || value.length > MAX_SPELLING) return false;
  let digits = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isDigit(code)) digits += value[index];
    else if (!isSeparator(code)) return false;
  }
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && _passesLuhn(digits);
}

/**
 * Masks every card number written inside free text (`'card 4111 1111 1111 1111 exp 12/30'`): a run
 * of digits that starts where a run of digits starts and may be split by separators (up to 3 in a
 * row: `4111 - 1111`, double spaces) is one number, read up to 19 digits; when it, or a stretch of it
 * from its start to the end of one of its groups, has 13 or more digits and passes Luhn, the whole
 * run is masked. A 19-digit card number whose first 16 digits happen to pass Luhn too is masked
 * whole, not cut at 16 with its last digits left to read. A card number glued to other digits with
 * no separator is not found: an order number of 20 digits is not a card number. Linear in the text's
 * length (at most 19 digits, and 3 separators between two groups, are read from each start).
 *
 * @param value - any text.
 * @returns the text with each card number masked to its first 6 and last 4 digits.
 * @example
 * _maskPansInText('paid with 5555-5555-5555-4444 yesterday')
 * //=> 'paid with 555555••••••4444 yesterday'
 */
export function _maskPansInText(value: string): string {
  let output = '';
  let copied = 0;
  let index = 0;
  while (index < value.length) {
    if (!isDigit(value.charCodeAt(index)) || (index > 0 && isDigit(value.charCodeAt(index - 1)))) {
      index++;
      continue;
    }
    const end = panEndingAt(value, index);
    if (end === undefined) {
      index++;
      continue;
    }
    output += value.slice(copied, index) + _maskPan(value.slice(index, end));
    copied = end;
    index = end;
  }
  return copied === 0 ? value : output + value.slice(copied);
}

// The end of the card number starting at `start`, if there is one: the end of the run's last group
// within 19 digits, when the digits up to the end of some group (13 or more) pass Luhn. Digits are
// gathered a group at a time (the run between two separators), not one character at a time.
function panEndingAt(value: string, start: number): number | undefined {
  let digits = '';
  let index = start;
  let end: number | undefined;
  let passes = false;
  while (index < value.length) {
    const groupStart = index;
    const groupEnd = Math.min(value.length, groupStart + MAX_DIGITS - digits.length);
    while (index < groupEnd && isDigit(value.charCodeAt(index))) index++;
    // A group that would take the number past 19 digits is not part of it.
    if (isDigit(value.charCodeAt(index))) break;
    digits += value.slice(groupStart, index);
    end = index;
    passes ||= digits.length >= MIN_DIGITS && _passesLuhn(digits);
    // The number goes on across a few separators (`4111 - 1111`, a double space) before a digit.
    let gap = index;
    while (gap - index < MAX_GAP && isSeparator(value.charCodeAt(gap))) gap++;
    if (gap === index || !isDigit(value.charCodeAt(gap))) break;
    index = gap;
  }
  return passes ? end : undefined;
}
