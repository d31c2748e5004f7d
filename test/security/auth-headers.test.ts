// What test/auth/properties.test.ts does not already cover: near misses of a *valid* public-key
// header (every lenient base64 a permissive decoder would take, Unicode look-alikes and odd
// whitespace around the scheme, keys that are almost public keys), random byte headers, and one
// closing property: whatever the header, an accepted one is exactly the canonical encoding of the key
// it returns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { FUZZ_TIMEOUT, fuzzParameters } from './hostile.js';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const keyBody = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'.split('')), minLength: 1, maxLength: 24 });
const publicKey = keyBody.map((body) => `pk_${body}`);

/** The header a browser sends for `key`. */
const canonical = (key: string) => `Basic ${base64(`${key}:`)}`;

/** Every way to write the same credentials that a lenient decoder (Buffer, atob) would still take. */
function lenientEncodings(credentials: string): string[] {
  const standard = base64(credentials);
  const bare = standard.replace(/=+$/, '');
  const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
  const encodings = [
    bare === standard ? `${standard}====` : bare,
    `${standard}=`,
    urlSafe === standard ? `${standard.slice(0, -1)}-` : urlSafe,
    `${standard.slice(0, 4)}\n${standard.slice(4)}`,
    `${standard.slice(0, 4)} ${standard.slice(4)}`,
    `${standard.slice(0, 4)}=${standard.slice(4)}`,
    `=${standard}`,
    standard.toLowerCase() === standard ? standard.toUpperCase() : standard.toLowerCase(),
  ];
  // Non-zero pad bits: the last character before the padding changed to one that decodes the same.
  const padding = standard.length - standard.replace(/=+$/, '').length;
  if (padding > 0) {
    const at = standard.length - padding - 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const index = alphabet.indexOf(standard[at] as string);
    encodings.push(`${standard.slice(0, at)}${alphabet[index + 1] ?? 'A'}${standard.slice(at + 1)}`);
  }
  return encodings.filter((encoding) => encoding !== standard);
}

/** Scheme spellings that are not ASCII `basic` in some letter case. */
const NOT_BASIC = [
  'Basi\u0441', // Cyrillic es
  '\u0412asic', // Cyrillic ve
  'BASİC', // dotted capital I
  'baſic', // long s, which upper-cases to S
  'Ｂａｓｉｃ', // fullwidth
  'Basic\u200b', // zero-width space
  'Basic:',
  'Basics',
  'Basi',
  'Bearer',
  'Digest',
  'Token',
  'pk',
];

/** Whitespace a header may hold that HTTP's optional whitespace (space, tab) is not. */
const NOT_OWS = ['\u00a0', '\u2003', '\u3000', '\v', '\f', '\r', '\n', '\r\n', '\u0085', '\u2028'];

describe('authorizePublicRequest refuses every near miss of a valid header', () => {
  it(
    'refuses every lenient base64 of valid credentials (missing or extra padding, url-safe, spaces, non-zero pad bits)',
    () => {
      fc.assert(
        fc.property(publicKey, (key) => {
          expect(authorizePublicRequest(canonical(key))).toEqual({ ok: true, public_key: key });
          for (const encoding of lenientEncodings(`${key}:`)) {
            const result = authorizePublicRequest(`Basic ${encoding}`);
            expect({ encoding, ok: result.ok }).toEqual({ encoding, ok: false });
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'refuses a scheme that only looks like Basic, and whitespace that is not a space or a tab',
    () => {
      fc.assert(
        fc.property(
          publicKey,
          fc.constantFrom(...NOT_BASIC),
          fc.constantFrom(...NOT_OWS),
          fc.boolean(),
          (key, scheme, space, schemeIsBad) => {
            const header = schemeIsBad
              ? `${scheme} ${base64(`${key}:`)}`
              : `Basic${space}${base64(`${key}:`)}`;
            expect(authorizePublicRequest(header)).toMatchObject({
              ok: false,
              status: 401,
              code: 'MALFORMED_CREDENTIALS',
            });
          },
        ),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'refuses keys that are almost public keys: another prefix, a look-alike, a BOM, a password, a second colon',
    () => {
      const almost = fc.tuple(keyBody, fc.nat(9)).map(([body, variant]) => {
        switch (variant) {
          case 0:
            return `PK_${body}:`;
          case 1:
            return `\u0440k_${body}:`; // Cyrillic er
          case 2:
            return `\ufeffpk_${body}:`;
          case 3:
            return `pk_${body}:x`;
          case 4:
            return `pk_${body}::`;
          case 5:
            return `pk_${body}`;
          case 6:
            return `:pk_${body}`;
          case 7:
            return `pk_${body}\u00e9:`;
          case 8:
            return `pk_${body}\u0000:`;
          default:
            return `pk-${body}:`;
        }
      });
      fc.assert(
        fc.property(almost, (credentials) => {
          const result = authorizePublicRequest(`Basic ${base64(credentials)}`);
          expect(result.ok).toBe(false);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it('refuses credentials whose UTF-8 is overlong or a surrogate, even when a lenient decoder reads pk_…:', () => {
    // 0xC0 0xBA is an overlong ':'; 0xED 0xA0 0x80 an encoded surrogate.
    for (const tail of [
      [0xc0, 0xba],
      [0xed, 0xa0, 0x80, 0x3a],
      [0xff, 0x3a],
    ]) {
      const bytes = Buffer.concat([Buffer.from('pk_live'), Buffer.from(tail)]);
      expect(authorizePublicRequest(`Basic ${bytes.toString('base64')}`)).toMatchObject({
        ok: false,
        code: 'MALFORMED_CREDENTIALS',
      });
    }
  });
});

describe('authorizePublicRequest on random headers', () => {
  const anyHeader = fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    fc.uint8Array({ maxLength: 48 }).map((bytes) => `Basic ${Buffer.from(bytes).toString('base64')}`),
    fc
      .string({ unit: fc.constantFrom(...'ABCabc012+/=_-: '.split('')), maxLength: 40 })
      .map((s) => `Basic ${s}`),
    fc
      .tuple(
        fc.constantFrom('pk_', 'sk_', 'Pk_', 'pK_', 'pk', 'sk', ''),
        keyBody,
        fc.constantFrom(':', '', '::'),
      )
      .map((parts) => `basic ${base64(parts.join(''))}`),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );

  it(
    'accepts a header only when it is the canonical encoding of the public key it returns',
    () => {
      fc.assert(
        fc.property(anyHeader, (header) => {
          const result = authorizePublicRequest(header);
          if (!result.ok) return;
          expect(result.public_key).toMatch(/^pk_[A-Za-z0-9_-]+$/);
          const [scheme, token, ...rest] = header.split(/[ \t]+/).filter((part) => part !== '');
          expect(rest).toEqual([]);
          expect(scheme?.toLowerCase()).toBe('basic');
          expect(token).toBe(base64(`${result.public_key}:`));
        }),
        fuzzParameters(20),
      );
    },
    FUZZ_TIMEOUT * 4,
  );

  it(
    'never answers ok for a secret key, raw or encoded, however its scheme is spelled',
    () => {
      const secret = keyBody.map((body) => `sk_${body}`);
      const scheme = fc.oneof(
        fc.constantFrom('Basic', 'basic', 'BASIC', 'Bearer', ''),
        fc.constantFrom(...NOT_BASIC),
      );
      fc.assert(
        fc.property(secret, scheme, fc.boolean(), (key, name, encode) => {
          const header = `${name} ${encode ? base64(`${key}:`) : key}`;
          const result = authorizePublicRequest(header);
          expect(result.ok).toBe(false);
          if (encode && name.toLowerCase() === 'basic') expect(result).toMatchObject({ status: 403 });
          expect(JSON.stringify(result)).not.toContain(key);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
