import { _looksLikeKey, _maskKeysInText } from './keys.js';
import { _maskPan, _maskToken } from './mask.js';
import { _looksLikePan, _maskPansInText } from './pan.js';

/**
 * Masks whatever in a string could be card data or a credential: the whole value when it is a card
 * number or starts like a key or token, else every card number and key written inside it. The one
 * check every value and key a log or a message may show goes through.
 *
 * @param value - any text: a value, an object key, a path segment.
 * @returns the text with card numbers cut to their first 6 and last 4 digits and keys to their
 *   last 4 characters; text holding neither is returned as it is.
 * @example
 * [_maskSecretsIn('tok_2f8a9c1d4e5b6a7c'), _maskSecretsIn('4111-1111-1111-1111'), _maskSecretsIn('gift for Ana')]
 * //=> ['••••••••6a7c', '411111••••••1111', 'gift for Ana']
 */
export function _maskSecretsIn(value: string): string {
  if (_looksLikePan(value)) return _maskPan(value);
  if (_looksLikeKey(value)) return _maskToken(value);
  // Keys first: a key may hold a run of digits that would otherwise be masked as a card number.
  return _maskPansInText(_maskKeysInText(value));
}
