import { _readDigits } from './digits.js';
import { _looksLikeKey, _maskKeysInText } from './keys.js';
import { _maskFully, _maskPan, _maskToken } from './mask.js';
import { _looksLikePan, _maskPansInText } from './pan.js';

/**
 * Masks whatever in a string could be card data or a credential: the whole value when it is a card
 * number or starts like a key or token, else every card number, key and security code (after its
 * name, {@link _maskCvvsInText}) written inside it. The one
 * check every value and key a log or a message may show goes through. Digits are read as
 * `_readDigits` reads them: a text in which something is found comes back with its digits in ASCII
 * and its ignorable characters removed, so no spelling of a number survives next to its mask.
 *
 * @param value - any text: a value, an object key, a path segment.
 * @returns the text with card numbers cut to their first 6 and last 4 digits, keys to their last 4
 *   characters and security codes hidden; text holding none is returned as it is.
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
  if (_looksLikePan(value)) return _maskPan(value);
  if (_looksLikeKey(value)) return _maskToken(value);
  // Keys first: a key may hold a run of digits that would otherwise be masked as a card number.
  return _maskPansInText(_maskKeysInText(maskCvvsRead(value)));
}

// The names a security code is written after in free text, in the languages of the buyers and of
// the hosts' own notes: `cvv`, `CVC2`, `security code`, `security_code`, `cód. segurança`, `código de
// segurança`, `código de seguridad` (with or without accents, any case). Only an ASCII letter, digit
// or `_` before the name makes it part of another word (`xcvv`): text in a script without spaces
// (`カードのcvv:123`) still counts.
const CVV_NAME =
  'cvv2?|cvc2?|cvn|csc|security[ _-]?code|c[óo]d(?:igo|\\.)?[ ._-]{0,3}(?:de[ _-]{1,3})?segur(?:an[çc]a|idad)';
// The name, then at most a few quotes, spaces, `:` or `=` (`"cvv": "123"`, `cvv=123`), then a code
// of 3 or 4 digits that no other digit follows. Every repetition is bounded, so the scan is linear.
const CVV_IN_TEXT = new RegExp(`(?<![a-z0-9_])(?:${CVV_NAME})["' \\t:=]{0,6}(\\d{3,4})(?!\\d)`, 'gi');

/**
 * Hides a security code written after its name in free text (`cvv: 123`, `"CVC2":"1234"`,
 * `security code 123`, `cód. segurança 123`): the 3 or 4 digits (any script) that follow the name,
 * with at most a few quotes, spaces, `:` or `=` between them, become mask marks. `_maskSecretsIn`
 * applies it with the other checks.
 *
 * @param text - any text.
 * @returns the text with each such code hidden (and, when one is, its digits read in ASCII).
 * @example
 * _maskCvvsInText('card ok, cvv: 123')
 * //=> 'card ok, cvv: ••••••••'
 */
export function _maskCvvsInText(text: string): string {
  const value = _readDigits(text);
  const masked = maskCvvsRead(value);
  return masked === value ? text : masked;
}

function maskCvvsRead(value: string): string {
  return value.replace(
    CVV_IN_TEXT,
    (match: string, code: string) => match.slice(0, -code.length) + _maskFully(),
  );
}
