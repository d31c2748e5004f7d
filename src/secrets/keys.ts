import { _readDigits } from './digits.js';
import { _maskToken } from './mask.js';

/**
 * The prefixes of API keys and card tokens: secret (`sk_`), restricted (`rk_`) and public (`pk_`)
 * keys, webhook signing secrets (`whsec_`), card tokens (`tok_`). Case-sensitive, as issued.
 */
export const KEY_PREFIXES: readonly string[] = Object.freeze(['sk_', 'rk_', 'pk_', 'whsec_', 'tok_']);

// Every prefix ends in its first underscore, at one of these positions: a text whose first
// underscore is elsewhere starts with none of them, and most values have no underscore at all.
const UNDERSCORE_AT = new Set(KEY_PREFIXES.map((prefix) => prefix.length - 1));

const SECRET_KEY_PREFIX = 'sk_';

/**
 * Whether a text looks like a secret API key: `sk_` and at least one more character. Generous on
 * purpose, and the one meaning the whole library uses: authorization refuses such a credential
 * (a false alarm costs a needless key rotation, a miss leaves a leaked key live) and redaction masks
 * it, however short.
 *
 * @param text - a credential or any string.
 * @returns `true` when it starts with `sk_` and goes on.
 * @example
 * [_looksLikeSecretKey('sk_ab'), _looksLikeSecretKey('pk_live_1'), _looksLikeSecretKey('sk_')]
 * //=> [true, false, false]
 */
export function _looksLikeSecretKey(text: string): boolean {
  return text.length > SECRET_KEY_PREFIX.length && text.startsWith(SECRET_KEY_PREFIX);
}

/**
 * Whether a whole value is an API key or a card token: one of {@link KEY_PREFIXES} and at least one
 * more character, however short (redaction masks on the side of caution). Ignorable characters
 * (`s\u200Bk_…`) are skipped, as `_readDigits` does.
 *
 * @param text - any string.
 * @returns `true` when it starts with a key or token prefix and goes on.
 * @example
 * [_looksLikeKey('tok_1'), _looksLikeKey('pk_test_abc'), _looksLikeKey('token')]
 * //=> [true, true, false]
 */
export function _looksLikeKey(value: string): boolean {
  return _isReadKey(_readDigits(value));
}

/**
 * {@link _looksLikeKey} for a text already read by `_readDigits`, which a caller holding the read
 * text uses so a long text is not read a second time.
 *
 * @param text - a text with no ignorable characters.
 * @returns `true` when it starts with a key or token prefix and goes on.
 * @example
 * _isReadKey('sk_live_1')
 * //=> true
 */
export function _isReadKey(text: string): boolean {
  const underscore = text.indexOf('_');
  if (!UNDERSCORE_AT.has(underscore) || text.length <= underscore + 1) return false;
  return KEY_PREFIXES.some((prefix) => prefix.length === underscore + 1 && text.startsWith(prefix));
}

/**
 * Masks every API key and card token written inside free text: a prefix of {@link KEY_PREFIXES}
 * at the start of a word (not after a letter or digit, so `task_list` is left alone) and the key
 * characters (`A–Z a–z 0–9 _ -`) that follow it. Linear in the text's length.
 *
 * @param text - any text.
 * @returns the text with each key masked to its last 4 characters (all of it when short).
 * @example
 * _maskKeysInText('use sk_live_abcdef123456 here, not task_list')
 * //=> 'use ••••••••3456 here, not task_list'
 */
export function _maskKeysInText(text: string): string {
  let output = '';
  let copied = 0;
  // Every prefix ends in its first underscore: the engine's own search finds the underscores, and
  // only the few characters before each are looked at, never every character of the text.
  for (
    let underscore = text.indexOf('_');
    underscore !== -1;
    underscore = text.indexOf('_', underscore + 1)
  ) {
    for (const prefix of KEY_PREFIXES) {
      const start = underscore + 1 - prefix.length;
      if (start < copied || !text.startsWith(prefix, start)) continue;
      if (start > 0 && isAlphanumeric(text.charCodeAt(start - 1))) continue;
      let end = underscore + 1;
      while (end < text.length && _isKeyCharacter(text.charCodeAt(end))) end++;
      if (end === underscore + 1) continue;
      output += text.slice(copied, start) + _maskToken(text.slice(start, end));
      copied = end;
      underscore = end - 1;
      break;
    }
  }
  return copied === 0 ? text : output + text.slice(copied);
}

function isAlphanumeric(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/**
 * Whether a character code may appear in an API key after its prefix: `A–Z a–z 0–9 _ -`, the
 * URL-safe characters key generators use.
 *
 * @param code - a UTF-16 code unit.
 * @returns `true` for a key character.
 * @example
 * [_isKeyCharacter(0x5f), _isKeyCharacter(0x20)]
 * //=> [true, false]
 */
export function _isKeyCharacter(code: number): boolean {
  return isAlphanumeric(code) || code === 0x5f || code === 0x2d;
}
