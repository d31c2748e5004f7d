import { _isAlphanumeric, _TextReader } from './digits.js';

/**
 * The prefixes of API keys and card tokens: secret (`sk_`), restricted (`rk_`) and public (`pk_`)
 * keys, webhook signing secrets (`whsec_`), card tokens (`tok_`). Case-sensitive, as issued.
 */
export const KEY_PREFIXES: readonly string[] = Object.freeze(['sk_', 'rk_', 'pk_', 'whsec_', 'tok_']);

// Each prefix starts with its own letter, so the letter at a word's start names the one to compare.
const PREFIX_BY_FIRST_LETTER: ReadonlyMap<number, string> = new Map(
  KEY_PREFIXES.map((prefix) => [prefix.charCodeAt(0), prefix]),
);

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
  return _isKeyRead(new _TextReader(value));
}

/**
 * {@link _looksLikeKey} through a reader a caller already holds. Reads at most the prefix and one
 * more character.
 *
 * @param reader - the text's reader.
 * @returns `true` when it starts with a key or token prefix and goes on.
 * @example
 * _isKeyRead(new _TextReader('sk_live_1'))
 * //=> true
 */
export function _isKeyRead(reader: _TextReader): boolean {
  const end = prefixEnd(reader, 0);
  return end !== undefined && !Number.isNaN(reader.seen(end));
}

// Where the key prefix written at `start` ends (invisible characters inside it skipped), if one is.
function prefixEnd(reader: _TextReader, start: number): number | undefined {
  const prefix = PREFIX_BY_FIRST_LETTER.get(reader.seen(start));
  if (prefix === undefined) return undefined;
  let at = reader.position;
  for (let offset = 0; offset < prefix.length; offset++) {
    if (reader.seen(at) !== prefix.charCodeAt(offset)) return undefined;
    at = reader.position + reader.width;
  }
  return at;
}

/**
 * The API key or card token written at `start` in free text, or `undefined` when none starts there:
 * a prefix of {@link KEY_PREFIXES} at the start of a word (not after a letter or digit, so
 * `task_list` holds none) and the key characters (`A–Z a–z 0–9 _ -`, digits of any script) that
 * follow it, at least one; invisible characters inside it are skipped.
 *
 * @param reader - the text's reader.
 * @param start - where a key may start in it.
 * @returns the key as read and the index just after its last character, or `undefined`.
 * @example
 * [_keyAt(new _TextReader('use sk_live_abc123 here'), 4), _keyAt(new _TextReader('task_list'), 2)]
 * //=> [{ key: 'sk_live_abc123', end: 18 }, undefined]
 */
export function _keyAt(reader: _TextReader, start: number): { key: string; end: number } | undefined {
  if (_isAlphanumeric(reader.before(start))) return undefined;
  const afterPrefix = prefixEnd(reader, start);
  if (afterPrefix === undefined) return undefined;
  let key = PREFIX_BY_FIRST_LETTER.get(reader.at(start)) as string;
  let end = afterPrefix;
  for (let code = reader.seen(end); _isKeyCharacter(code); code = reader.seen(end)) {
    key += String.fromCharCode(code);
    end = reader.position + reader.width;
  }
  return end === afterPrefix ? undefined : { key, end };
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
  return _isAlphanumeric(code) || code === 0x5f || code === 0x2d;
}
