import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _decodeBase64Strict, _encodeBase64 } from '../../src/auth/_base64.js';

describe('_decodeBase64Strict', () => {
  it('decodes what Buffer encodes, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const decoded = _decodeBase64Strict(Buffer.from(bytes).toString('base64'));
        expect(decoded).toEqual(bytes);
      }),
    );
  });

  it('accepts only the one canonical encoding of each byte string', () => {
    const base64ish = fc.string({
      unit: fc.constantFrom(...'ABCDEFghij0189+/=-_ '.split('')),
      maxLength: 16,
    });
    fc.assert(
      fc.property(base64ish, (text) => {
        const decoded = _decodeBase64Strict(text);
        if (decoded !== undefined) expect(Buffer.from(decoded).toString('base64')).toBe(text);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['', 'A', 'AB', 'ABC', 'A===', '====', 'AB=A', 'A=BC', 'ABC=ABCD'])('refuses %j', (text) => {
    expect(_decodeBase64Strict(text)).toBeUndefined();
  });
});

describe('_encodeBase64', () => {
  it('encodes as Buffer does, padding included, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        expect(_encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
  });
});
