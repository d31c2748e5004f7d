/**
 * Decodes UTF-8 strictly: invalid sequences (overlong forms, surrogates, truncated characters) give
 * `undefined` instead of U+FFFD, and a leading byte order mark is kept, so it cannot silently vanish
 * in front of a key.
 */
export function _decodeUtf8Strict(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } /* Stryker disable next-line BlockStatement: emptied, the function falls off its end: undefined all the same */ catch {
    return undefined;
  }
}
