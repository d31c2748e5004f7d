// A string outside the table's fields that parses as a JSON object or array, of at most 100,000
// characters, is redacted as the value it holds and written back as JSON (docs/decisions.md,
// "Logs (redaction)"); a string of the table's own fields stays text.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

const MAX_JSON_TEXT = 100_000;

// A JSON text of exactly `length` characters, spaced as a person writes it (so whether it was read
// and written back shows in the spaces).
function spacedJson(length: number): string {
  const head = '{ "pad": "';
  const tail = '" }';
  return `${head}${'a'.repeat(length - head.length - tail.length)}${tail}`;
}

describe('redactChargeRequest on JSON text inside strings', () => {
  it('reads a JSON text after leading whitespace', () => {
    expect(redactChargeRequest({ metadata: { raw: ' \n\t{ "password": "hunter2" }' } })).toEqual({
      metadata: { raw: '{"password":"••••••••"}' },
    });
  });

  it('reads a JSON array as well as an object', () => {
    expect(redactChargeRequest({ metadata: { raw: '[{ "password": "hunter2" }, 1]' } })).toEqual({
      metadata: { raw: '[{"password":"••••••••"},1]' },
    });
  });

  it('reads a JSON text of exactly 100,000 characters', () => {
    const text = spacedJson(MAX_JSON_TEXT);
    expect(text).toHaveLength(MAX_JSON_TEXT);
    const pad = 'a'.repeat(MAX_JSON_TEXT - '{ "pad": "'.length - '" }'.length);
    expect(redactChargeRequest({ metadata: { raw: text } })).toEqual({
      metadata: { raw: `{"pad":"${pad}"}` },
    });
  });

  it('leaves a JSON text of 100,001 characters as text, scanned like any other string', () => {
    const text = spacedJson(MAX_JSON_TEXT + 1);
    expect(redactChargeRequest({ metadata: { raw: text } })).toEqual({ metadata: { raw: text } });
  });

  it("leaves a JSON text in a field of the table as the buyer wrote it, an item's description", () => {
    const description = '{ "gift": true }';
    expect(redactChargeRequest({ items: [{ description, name: '[draft] mug' }] })).toEqual({
      items: [{ description, name: '[draft] mug' }],
    });
  });
});
