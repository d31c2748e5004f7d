// Engines keep the last string any regular expression matched (the legacy `RegExp.input`, `$_`,
// `lastMatch`), readable by every script on the page until the next match. After reading a request,
// card data included, one match on the empty string leaves nothing of it there.
const EMPTY = /(?:)/;

/** Replaces the engine's record of the last regular-expression match with an empty one. */
export function _forgetLastMatch(): void {
  // test, not exec: the same record is left, without an answer array made on every call.
  EMPTY.test('');
}
