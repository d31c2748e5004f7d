// Where a JSON document stops being JSON, as `line:column`, whatever the Node version: V8's messages
// changed (Node 20 says `… in JSON at position 8`, Node 22 adds ` (line 1 column 9)`), some name no
// place at all (`Unexpected end of JSON input`; `Unexpected token 'o', "…" is not valid JSON`, which
// quotes the input instead), and every form but the position may change again. So the place is
// computed here from a position, never copied from a message, and no message text is passed on
// unless it is one of V8's phrases that quote nothing.

/** A syntax error of a JSON document: what is wrong, and where (1-based; columns in characters). */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  /** What is wrong, lower-case, never quoting the document: `expected ',' or ']' after array element`. */
  readonly reason: string;
}

/**
 * Describes the error JSON.parse threw for `text`.
 *
 * @param message - the error's message.
 * @param text - the document JSON.parse was given.
 * @returns the reason and its line and column.
 * @example
 * describeJsonSyntaxError('Unexpected end of JSON input', '{\n  "amount": ')
 * //=> { line: 2, column: 12, reason: 'it ends too early' }
 */
export function describeJsonSyntaxError(message: string, text: string): JsonSyntaxError {
  const positioned = POSITIONED.exec(message);
  if (positioned) {
    const [, what = '', position = '0'] = positioned;
    // At the end (`{"a":` then a line break), the place is after the last character, as below.
    const offset = Math.min(Number(position), text.trimEnd().length);
    return { ...placeOf(text, offset), reason: lowerFirst(what) };
  }
  const placed = PLACED.exec(message);
  if (placed) {
    const [, what = '', line = '1', column = '1'] = placed;
    return { line: Number(line), column: Number(column), reason: lowerFirst(what) };
  }
  if (message.startsWith(END_OF_INPUT)) {
    return { ...placeOf(text, text.trimEnd().length), reason: 'it ends too early' };
  }
  return { ...placeOf(text, unplacedErrorOffset(text)), reason: 'unexpected character' };
}

// `[^"]*?`: the reason is taken only from a message that quotes nothing before its place.
const POSITIONED = /^([^"]*?)(?: in JSON)? at position (\d+)/;
const PLACED = /^([^"]*?)(?: in JSON)? \(?line (\d+) column (\d+)\)?/;
const END_OF_INPUT = 'Unexpected end of JSON input';

/**
 * The offset of the character V8 rejects without saying where (`Unexpected token 'o', "…" is not
 * valid JSON`): the shortest prefix of the text that fails so ends with it. Cutting the text short
 * before that character only ever makes it end too early (the parser reads left to right and had
 * accepted every character before it), so the prefixes that fail so form a range, found by halving.
 */
function unplacedErrorOffset(text: string): number {
  let accepted = 0;
  let failing = text.length;
  while (failing - accepted > 1) {
    const middle = Math.floor((accepted + failing) / 2);
    if (failsWithoutPlace(text.slice(0, middle))) failing = middle;
    else accepted = middle;
  }
  return failing - 1;
}

function failsWithoutPlace(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return !POSITIONED.test(message) && !PLACED.test(message) && !message.startsWith(END_OF_INPUT);
  }
}
/** The 1-based line and column of an offset; a line ends at `\n`, `\r\n` or `\r`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, Math.max(0, Math.min(offset, text.length))).split(/\r\n?|\n/);
  // Columns count characters, so a line with an accented letter or an emoji reads as an editor shows it.
  return { line: lines.length, column: [...(lines.at(-1) ?? '')].length + 1 };
}

function lowerFirst(text: string): string {
  const trimmed = text.trim() || 'syntax error';
  return `${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}`;
}
