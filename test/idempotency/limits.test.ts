// The limits of an idempotent POST, each pinned at, just under and just over it: an
// Idempotency-Key of 1 to 255 visible ASCII characters (0x21 to 0x7E, what a header carries through
// every proxy; Stripe's limit of 255), a fingerprint of exactly 64 lower-case hexadecimal digits (a
// SHA-256), and canonical JSON whose keys are sorted by UTF-16 code units, never by the host's
// locale: RFC 8785 (JSON Canonicalization Scheme), section 3.2.3 "Sorting of Object Properties",
// gives the example object below and its sorted order. Expected digests come from node:crypto.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _canonicalJson } from '../../src/idempotency/_canonical-json.js';
import { decideIdempotentRequest, fingerprintChargeRequest } from '../../src/index.js';
import { lengthsAround } from '../support/text.js';

const FIRST = '0123456789abcdef'.repeat(4);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The whole answer refusing a key: 400, and a message and hint that state the limit. */
const KEY_INVALID = {
  ok: false,
  status: 400,
  code: 'IDEMPOTENCY_KEY_INVALID',
  message: expect.stringContaining('255'),
  hint: 'Idempotency-Key: Send an Idempotency-Key header of 1 to 255 visible ASCII characters, such as a UUID.',
};

/** Visible ASCII, the two ends of the range always among the characters drawn. */
const visibleAscii = fc.constantFrom('!', '~', 'a', 'Z', '0', '-', '_', ':', '{');

describe('the length of an Idempotency-Key', () => {
  it.each(lengthsAround(255).map((length) => [length, length <= 255]))(
    'takes a key of %i visible ASCII characters only when it is at most 255 long: %s',
    (length, taken) => {
      fc.assert(
        fc.property(fc.string({ unit: visibleAscii, minLength: length, maxLength: length }), (key) => {
          const decision = decideIdempotentRequest(undefined, { key, fingerprint: FIRST });
          expect(decision).toEqual(taken ? { ok: true, action: 'proceed', key } : KEY_INVALID);
        }),
        { numRuns: 20 },
      );
    },
  );

  it('takes a key of one character and refuses an empty one', () => {
    expect(decideIdempotentRequest(undefined, { key: '!', fingerprint: FIRST })).toEqual({
      ok: true,
      action: 'proceed',
      key: '!',
    });
    expect(decideIdempotentRequest(undefined, { key: '', fingerprint: FIRST })).toEqual(KEY_INVALID);
  });
});

describe('the characters of an Idempotency-Key', () => {
  it.each(['!', '~'])('takes %j, an end of visible ASCII', (character) => {
    const key = `order${character}1`;
    expect(decideIdempotentRequest(undefined, { key, fingerprint: FIRST })).toEqual({
      ok: true,
      action: 'proceed',
      key,
    });
  });

  it.each([
    ['a space, just under visible ASCII', ' '],
    ['DEL, just over it', '\u007F'],
    ['a tab', '\t'],
    ['a no-break space', '\u00A0'],
    ['an accented letter', 'ç'],
    ['an emoji of two UTF-16 units', '💳'],
  ])('refuses a key holding %s', (_, character) => {
    const key = `order${character}1`;
    expect(decideIdempotentRequest(undefined, { key, fingerprint: FIRST })).toEqual(KEY_INVALID);
  });
});

describe('the fingerprint', () => {
  const configuration = (detail: string) => ({
    ok: false,
    status: 500,
    code: 'INVALID_CONFIGURATION',
    message: expect.stringContaining(detail),
    hint: expect.stringContaining(detail),
  });

  it.each(lengthsAround(64).map((length) => [length, length === 64]))(
    'is taken at %i hexadecimal digits only when it has exactly 64: %s',
    (length, taken) => {
      const fingerprint = 'a'.repeat(length);
      expect(decideIdempotentRequest(undefined, { key: 'k', fingerprint })).toEqual(
        taken ? { ok: true, action: 'proceed', key: 'k' } : configuration('64 hexadecimal digits'),
      );
    },
  );

  it.each(['0', '9', 'a', 'f'])('takes the digit %j, an end of a range of hexadecimal digits', (digit) => {
    const fingerprint = digit.repeat(64);
    expect(decideIdempotentRequest(undefined, { key: 'k', fingerprint })).toEqual({
      ok: true,
      action: 'proceed',
      key: 'k',
    });
  });

  it.each(['/', ':', '`', 'g', 'A', 'F'])(
    'refuses %j, just outside the lower-case hexadecimal digits',
    (character) => {
      const fingerprint = `${character}${FIRST.slice(1)}`;
      expect(decideIdempotentRequest(undefined, { key: 'k', fingerprint })).toEqual(
        configuration('64 hexadecimal digits'),
      );
    },
  );

  it('of a stored record is held to the same 64 digits', () => {
    const stored = { fingerprint: FIRST.slice(1), state: 'in_flight' as const };
    expect(decideIdempotentRequest(stored, { key: 'k', fingerprint: FIRST })).toEqual(
      configuration('stored idempotency record'),
    );
  });
});

describe('the order of keys in a fingerprint', () => {
  it('sorts keys by UTF-16 code units as RFC 8785 section 3.2.3 does, not by a locale', async () => {
    const value = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // The RFC's sorted order: \r, 1, \u0080, \u00f6, \u20ac, \ud83d\ude00, \ufb33.
    const canonical =
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
      '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}';
    await expect(fingerprintChargeRequest(value)).resolves.toBe(sha256(canonical));
  });

  it('sorts upper-case keys before lower-case ones, as code units do', async () => {
    const value = { b: 1, a: 2, B: 3, A: 4, ç: 5, z: 6 };
    await expect(fingerprintChargeRequest(value)).resolves.toBe(
      sha256('{"A":4,"B":3,"a":2,"b":1,"z":6,"ç":5}'),
    );
  });
});

describe('the depth of a fingerprinted value', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { v: value };
    return value;
  };

  it.each(lengthsAround(64).map((levels) => [levels, levels <= 64]))(
    'fingerprints a value of %i nested arrays and objects only when it has at most 64 levels: %s',
    async (levels, taken) => {
      const value = nested(levels);
      const fingerprint = fingerprintChargeRequest(value);
      if (taken) await expect(fingerprint).resolves.toBe(sha256(JSON.stringify(value)));
      else await expect(fingerprint).rejects.toThrow(TypeError);
    },
  );
});

describe('the canonical JSON of a value JSON cannot carry', () => {
  it.each([
    ['undefined', undefined],
    ['undefined in an array', [1, undefined]],
    ['a function in an array', [() => 1]],
  ])('is no text, answered without throwing, for %s', (_, value) => {
    expect(_canonicalJson(value)).toBeUndefined();
  });
});

describe('the locale of the messages', () => {
  it('writes the refusal of a key in the language asked for, the hint in English', () => {
    const refusal = (locale: 'en' | 'pt-BR' | 'es') =>
      decideIdempotentRequest(undefined, { key: '', fingerprint: FIRST }, { locale });
    const [en, pt, es] = [refusal('en'), refusal('pt-BR'), refusal('es')] as {
      message: string;
      hint: string;
    }[];
    expect(new Set([en?.message, pt?.message, es?.message]).size).toBe(3);
    expect([pt?.hint, es?.hint]).toEqual([KEY_INVALID.hint, KEY_INVALID.hint]);
  });
});

describe('a stored record', () => {
  it('is not one this library made when it is an array, even one holding its fields', () => {
    const stored = Object.assign([], { fingerprint: FIRST, state: 'in_flight' });
    expect(decideIdempotentRequest(stored as never, { key: 'k', fingerprint: FIRST })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });
});
