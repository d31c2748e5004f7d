import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { MESSAGES } from '../../src/messages/format.js';
import { LOCALES } from '../../src/messages/locales/index.js';

/**
 * An independent oracle: a header is a well-formed public key when, after optional spaces and tabs,
 * it is "basic" in any case, spaces or tabs, then base64 that Buffer re-encodes to the very same text
 * and whose bytes are `pk_`, one or more of [A-Za-z0-9_-], and a colon; and it fits in 1024 units.
 */
function oracle(header: string): string | undefined {
  if (header.length > 1024) return undefined;
  const match = /^[ \t]*[Bb][Aa][Ss][Ii][Cc][ \t]+([A-Za-z0-9+/=]+)[ \t]*$/.exec(header);
  const encoded = match?.[1];
  if (encoded === undefined) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.toString('base64') !== encoded) return undefined;
  const text = bytes.toString('latin1');
  return /^pk_[A-Za-z0-9_-]+:$/.test(text) ? text.slice(0, -1) : undefined;
}

const ows = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });
const basicInAnyCase = fc
  .array(fc.boolean(), { minLength: 5, maxLength: 5 })
  .map((upper) => [...'basic'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const scheme = fc.oneof(
  { weight: 6, arbitrary: basicInAnyCase },
  { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Basic:', 'Digest', '', 'Baſic') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const keyBody = fc.string({
  unit: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...'abcXYZ019_-'.split('')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(':', '.', ' ', '\u0000', '\u007f', '\u00e9', '\ufeff', '\ud800'),
    },
  ),
  maxLength: 12,
});
const credentials = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('pk_') },
      { weight: 1, arbitrary: fc.constantFrom('sk_', 'PK_', 'rk_', 'pk', '', ':') },
    ),
    keyBody,
    fc.oneof({ weight: 6, arbitrary: fc.constant(':') }, { weight: 1, arbitrary: fc.constantFrom('', '::') }),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('sk_live_1', 'x', ' ') },
      { weight: 1, arbitrary: keyBody },
    ),
  )
  .map((parts) => parts.join(''));
/** Base64 of the credentials, sometimes damaged: padding dropped or doubled, a character changed. */
const encoded = fc.oneof(
  { weight: 6, arbitrary: credentials.map((text) => Buffer.from(text, 'utf8').toString('base64')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(credentials, fc.nat(), fc.constantFrom('', '=', '-', '_', 'A', ' '))
      .map(([text, at, put]) => {
        const base = Buffer.from(text, 'utf8').toString('base64');
        const index = at % (base.length + 1);
        return base.slice(0, index) + put + base.slice(index + 1);
      }),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
);
const header = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(ows, scheme, ows, encoded, ows)
      .map(([a, s, b, e, c]) => `${a}${s}${b.length === 0 ? ' ' : b}${e}${c}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const CATALOGUE = new Set(
  (
    ['MISSING_CREDENTIALS', 'MALFORMED_CREDENTIALS', 'NOT_A_PUBLIC_KEY', 'SECRET_KEY_NOT_ALLOWED'] as const
  ).flatMap((code) => LOCALES.map((locale) => MESSAGES[locale][code])),
);

describe('authorizePublicRequest properties', () => {
  it('accepts a header exactly when it is a well-formed public key, and returns that key', () => {
    fc.assert(
      fc.property(header, fc.constantFrom(...LOCALES), (value, locale) => {
        const result = authorizePublicRequest(value, { locale });
        const expected = oracle(value);
        if (expected === undefined) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, public_key: expected });
      }),
      { numRuns: 20_000 },
    );
  });

  it('answers with a fixed catalogue message that never holds the header or a key', () => {
    fc.assert(
      fc.property(header, (value) => {
        const result = authorizePublicRequest(value);
        if (result.ok) return;
        expect(CATALOGUE).toContain(result.message);
        expect(result.status).toBe(result.code === 'SECRET_KEY_NOT_ALLOWED' ? 403 : 401);
        const token =
          value
            .trim()
            .split(/[ \t]+/)
            .pop() ?? '';
        if (token.length >= 6) expect(result.message).not.toContain(token);
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses every secret key, however it is sent, with 403 and a message without the key', () => {
    const secret = fc
      .string({ unit: fc.constantFrom(...'abcdefXYZ0123456789_'.split('')), minLength: 6, maxLength: 40 })
      .map((body) => `sk_${body}`);
    fc.assert(
      fc.property(secret, ows, scheme, fc.constantFrom('', ':', ':x'), (key, space, name, tail) => {
        for (const value of [
          `Basic ${Buffer.from(key + tail).toString('base64')}`,
          `${space}${name} ${key}`,
          `Basic ${Buffer.from(`pk_1:${key}`).toString('base64')}`,
        ]) {
          const result = authorizePublicRequest(value);
          expect(result).toMatchObject({ ok: false, status: 403, code: 'SECRET_KEY_NOT_ALLOWED' });
          expect(JSON.stringify(result)).not.toContain(key);
        }
      }),
    );
  });

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        expect(authorizePublicRequest(value as string).ok).toBe(false);
      }),
    );
  });
});
