import type { IssueCode } from '../issues/codes.js';
import type { MessageKey } from '../messages/keys.js';
import type { MessageParams } from '../messages/params.js';
import { LIMITS } from '../rules/limits.js';
import { _maskSecretsIn } from '../secrets/text.js';

/**
 * An issue before it is put into words: the message key (its first segment is the issue code), the
 * dotted path, and the values its message may show. Localization happens once, at the edge.
 */
export interface RawIssue {
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
  /** The same rule's hint for the integrator, brought with its message. */
  readonly hint?: string;
}

/** The issue code of a message key: its first segment. */
export function _codeOf(key: MessageKey): IssueCode {
  // Not `split`: an array for one string, on every issue of every answer.
  const dot = key.indexOf('.');
  return (dot < 0 ? key : key.slice(0, dot)) as IssueCode;
}

/**
 * A key the caller wrote, as it may be shown: card numbers and keys masked first (so a cut cannot
 * leave more digits than a masked card number shows), then cut to its first characters.
 */
export function _safeKey(key: string): string {
  // Twice the shown length is read: room for any card number or key that starts within it.
  const read = LIMITS.pathKeyLength * 2;
  const masked = _maskSecretsIn(key.length > read ? key.slice(0, read) : key);
  return masked.length > LIMITS.pathKeyLength || key.length > read
    ? `${masked.slice(0, LIMITS.pathKeyLength)}…`
    : masked;
}

/** Joins a parent path and a key or index into a dotted path (`""` is the root). */
export function _join(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}
