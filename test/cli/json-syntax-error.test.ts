// Where a JSON document stops being JSON, whatever Node's version says. The message forms are V8's
// (src/common/message-template.h, the JsonParse* templates): Node 20 (V8 11.3) writes
// "Expected double-quoted property name in JSON at position 8"; V8 since 11.x, Node 22 and later,
// appends " (line 1 column 9)"; "Unexpected end of JSON input" names no place, and
// "Unexpected token '%', \"%\" is not valid JSON" quotes the input instead of placing it.
import { describe, expect, it } from 'vitest';
import { describeJsonSyntaxError } from '../../src/cli/json-syntax-error.js';

/** The error this Node throws for `text`, described. */
function described(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return describeJsonSyntaxError((error as Error).message, text);
  }
  throw new Error('the text is JSON');
}

describe('describeJsonSyntaxError', () => {
  it('places an error V8 gives a position, on the line and column of that position', () => {
    // The `o` of `oops` is the 3rd character of line 3.
    expect(described('{\n  "amount": 100,\n  oops\n}')).toEqual({
      line: 3,
      column: 3,
      reason: 'expected double-quoted property name',
    });
  });

  it("reads Node 22's message, whose position is followed by a line and column", () => {
    const message = "Expected ',' or '}' after property value in JSON at position 10 (line 2 column 3)";
    expect(describeJsonSyntaxError(message, '{"a": 1\n  x}')).toEqual({
      line: 2,
      column: 3,
      reason: "expected ',' or '}' after property value",
    });
  });

  it('reads a message that gives a line and column and no position', () => {
    const message = 'Unexpected number in JSON (line 4 column 7)';
    expect(describeJsonSyntaxError(message, '')).toEqual({ line: 4, column: 7, reason: 'unexpected number' });
  });

  it('places an unexpected token, which V8 names without a place, at that character', () => {
    // `Infinity` is not JSON: its `I` is the 8th character of line 2.
    expect(described('{\n  "a": Infinity\n}')).toEqual({
      line: 2,
      column: 8,
      reason: 'unexpected character',
    });
    // `[1,]`: the `]` is the 4th character.
    expect(described('[1,]')).toEqual({ line: 1, column: 4, reason: 'unexpected character' });
    // A word that is not a literal: the first character that cannot continue one.
    expect(described('tx')).toEqual({ line: 1, column: 2, reason: 'unexpected character' });
  });

  it('places the end of a document that ends too early after its last character, blanks left out', () => {
    expect(described('{\n  "amount": \n\n')).toEqual({ line: 2, column: 12, reason: 'it ends too early' });
    // V8 gives this one the position of the end, after the line break.
    expect(described('[\n  { "type": "fixed",\n')).toEqual({
      line: 2,
      column: 21,
      reason: 'expected double-quoted property name',
    });
  });

  it('counts columns in characters and takes \\r\\n as one line break', () => {
    // `é` is one character and the flag two (two regional indicators, four UTF-16 units): the `x`
    // is the 13th character of line 2.
    expect(described('{\r\n  "é🇧🇷": 1, x}')).toEqual({
      line: 2,
      column: 13,
      reason: 'expected double-quoted property name',
    });
  });

  it('never passes on a part of the message that quotes the input', () => {
    const { reason } = described('{"card": 4111111111111111 }x');
    expect(reason).not.toContain('4111');
  });
});
