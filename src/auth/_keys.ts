import { _isKeyCharacter, _looksLikeSecretKey } from '../secrets/keys.js';

/**
 * The public key format this library accepts: `pk_` followed by 1 or more characters from
 * `A–Z a–z 0–9 _ -` (the URL-safe characters key generators use). Case-sensitive prefix.
 */
export function _isPublicKey(text: string): boolean {
  return isKey(text, 'pk_');
}

/**
 * The secret key format this library accepts: `sk_` followed by 1 or more characters from the same
 * alphabet as a public key (`sk_test_…`, `sk_live_…`). Case-sensitive prefix.
 */
export function _isSecretKey(text: string): boolean {
  return isKey(text, 'sk_');
}

/** One key check for both kinds: the prefix, then at least one character of the key alphabet. */
function isKey(text: string, prefix: 'pk_' | 'sk_'): boolean {
  if (text.length <= PREFIX_LENGTH || !text.startsWith(prefix)) return false;
  for (let index = PREFIX_LENGTH; index < text.length; index++) {
    if (!_isKeyCharacter(text.charCodeAt(index))) return false;
  }
  return true;
}

/**
 * Tells whether decoded credentials carry something that looks like a secret key: `sk_` and at least
 * one more character as the user or as the password. Generous on purpose: a false alarm costs a
 * needless key rotation, a miss leaves a leaked secret key live.
 */
export function _carriesSecretKey(credentials: string): boolean {
  const colon = credentials.indexOf(':');
  const user = colon < 0 ? credentials : credentials.slice(0, colon);
  // Stryker disable next-line StringLiteral: without a colon, the planted password is no sk_ key either: the user's answer
  const password = colon < 0 ? '' : credentials.slice(colon + 1);
  return _looksLikeSecretKey(user) || _looksLikeSecretKey(password);
}

/** Tells whether a text holds a control character: C0, DEL or C1. */
export function _hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const PREFIX_LENGTH = 3;
