import type { IssueCode } from '../issues/codes.js';
import type { MessageKey, MessageParams } from '../messages/keys.js';
import { _looksLikePan, _looksLikeSecretKey, _maskPan, _maskSecret } from '../redaction/mask.js';
import { LIMITS } from '../rules/limits.js';

/**
 * An issue before it is put into words: the message key (its first segment is the issue code), the
 * dotted path, and the values its message may show. Localization happens once, at the edge.
 */
export interface Problem {
  readonly key: MessageKey;
  readonly path: string;
  /**
   * The path as segments, when one of them is a key the caller wrote (an unknown field, a metadata
   * key), which may itself contain a dot. Paths made of the table's own keys are split instead.
   */
  readonly segments?: readonly (string | number)[];
  readonly params?: MessageParams;
  /** Already in words: a rule that delegates to another part of the library brings its message. */
  readonly message?: string;
}

/** The issue code of a message key: its first segment. */
export function _codeOf(key: MessageKey): IssueCode {
  return key.split('.', 1)[0] as IssueCode;
}

/**
 * Joins a parent path and a key the caller wrote (an unknown field, a metadata key): a key that is
 * a card number or a secret key is masked, since paths are echoed in messages and logs.
 */
export function _joinUntrusted(parent: string, key: string): string {
  return _join(parent, _safeKey(key));
}

/** A key the caller wrote, as it may be shown: cut to its first characters, card data masked. */
export function _safeKey(key: string): string {
  const shown = key.length > LIMITS.pathKeyLength ? `${key.slice(0, LIMITS.pathKeyLength)}…` : key;
  return _looksLikePan(shown) ? _maskPan(shown) : _looksLikeSecretKey(shown) ? _maskSecret(shown) : shown;
}

/** Joins a parent path and a key or index into a dotted path (`""` is the root). */
export function _join(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}
