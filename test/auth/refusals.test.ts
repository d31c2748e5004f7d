// Which code each refusal of the public-key check carries, and the edges of the base64 and key
// alphabets.
import { describe, expect, it } from 'vitest';
import { _decodeBase64Strict } from '../../src/auth/_base64.js';
import { _splitHeader } from '../../src/auth/_header.js';
import {
  authorizePublicRequest,
  MAX_AUTHORIZATION_HEADER_LENGTH,
} from '../../src/auth/authorize-public-request.js';
import { AUTH_HINTS } from '../../src/messages/hints.js';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
const code = (header: unknown) => {
  const result = authorizePublicRequest(header as string);
  return result.ok ? 'ok' : result.code;
};

describe('authorizePublicRequest refusal codes', () => {
  it('calls a header that is not one string malformed, not missing', () => {
    expect([code(42), code(['Basic x']), code({})]).toEqual([
      'MALFORMED_CREDENTIALS',
      'MALFORMED_CREDENTIALS',
      'MALFORMED_CREDENTIALS',
    ]);
  });

  it('calls a header over the size limit malformed, even when it holds a valid key', () => {
    const padded = `${basic('pk_live_1:')}${' '.repeat(MAX_AUTHORIZATION_HEADER_LENGTH)}`;
    expect(code(padded)).toBe('MALFORMED_CREDENTIALS');
  });

  it('calls a header with three parts or another scheme malformed', () => {
    expect([code(`${basic('pk_1:')} extra`), code(`Bearer ${basic('pk_1:').slice(6)}`)]).toEqual([
      'MALFORMED_CREDENTIALS',
      'MALFORMED_CREDENTIALS',
    ]);
  });

  it('calls base64 that is not UTF-8 malformed', () => {
    expect(code(`Basic ${Buffer.from([0x70, 0x6b, 0x5f, 0xff, 0x3a]).toString('base64')}`)).toBe(
      'MALFORMED_CREDENTIALS',
    );
  });

  it('calls credentials without a colon, or with a control character, malformed', () => {
    expect([code(basic('pk_live_1')), code(basic('pk_li\u0001ve:')), code(basic('pk_live\u009f:'))]).toEqual([
      'MALFORMED_CREDENTIALS',
      'MALFORMED_CREDENTIALS',
      'MALFORMED_CREDENTIALS',
    ]);
  });

  it('refuses the shortest secret key, sent without a colon, with 403', () => {
    expect(code(basic('sk_1'))).toBe('SECRET_KEY_NOT_ALLOWED');
  });

  it('accepts every letter of the key alphabet, the last ones included', () => {
    expect(authorizePublicRequest(basic('pk_azAZ09_-:'))).toEqual({ ok: true, public_key: 'pk_azAZ09_-' });
    expect(code(basic('pk_a{:'))).toBe('NOT_A_PUBLIC_KEY');
  });
});

describe('_decodeBase64Strict', () => {
  it('refuses a length that is not a multiple of 4 rather than decoding part of it', () => {
    expect(_decodeBase64Strict('QUJDR')).toBeUndefined();
    expect(_decodeBase64Strict('QUJDRA')).toBeUndefined();
  });

  it('refuses characters just past the end of each range of the alphabet', () => {
    for (const text of ['QUJ{', 'QUJ[', 'QUJ:', 'QUJ@', 'QUJ`'])
      expect(_decodeBase64Strict(text)).toBeUndefined();
    expect(_decodeBase64Strict('enp6')).toEqual(new Uint8Array([0x7a, 0x7a, 0x7a]));
  });
});

describe('_splitHeader', () => {
  // authorizePublicRequest cannot show this flag: every character it flags also fails the scheme or
  // the strict base64 later. It is still the documented contract of the split, checked at each edge.
  it('marks a header clean only when every character but spaces and tabs is in 0x21–0x7e', () => {
    expect(_splitHeader('\tBasic  !abc~ ')).toEqual({ tokens: ['Basic', '!abc~'], clean: true });
    expect(_splitHeader('Basic a\u001fb')).toEqual({ tokens: ['Basic', 'a\u001fb'], clean: false });
    expect(_splitHeader('Basic \u0000')).toEqual({ tokens: ['Basic', '\u0000'], clean: false });
    expect(_splitHeader('Basic ab\u007f')).toEqual({ tokens: ['Basic', 'ab\u007f'], clean: false });
    expect(_splitHeader('Basic \u00a0ab')).toEqual({ tokens: ['Basic', '\u00a0ab'], clean: false });
    expect(_splitHeader('Basic\r\nab')).toEqual({ tokens: ['Basic\r\nab'], clean: false });
  });
});

describe('authorizePublicRequest with a polluted Object.prototype', () => {
  // A prototype-pollution bug elsewhere in the server may leave an enumerable '' key on
  // Object.prototype: no refusal may then lose its code or take its message from the prototype.
  it('keeps the code and message of every kind of malformed header', () => {
    const headers: unknown[] = [
      42, // not a string
      `${basic('pk_live_1:')}${' '.repeat(MAX_AUTHORIZATION_HEADER_LENGTH)}`, // over the size limit
      `Bearer ${basic('pk_live_1:').slice(6)}`, // another scheme
      'Basic cGtfYWJjOg', // not canonical base64
      `Basic ${Buffer.from([0x70, 0x6b, 0x5f, 0xff, 0x3a]).toString('base64')}`, // not UTF-8
      basic('pk_live_1'), // no colon
    ];
    let results: unknown[];
    Object.defineProperty(Object.prototype, '', {
      value: 'polluted',
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      results = headers.map((header) => authorizePublicRequest(header as string));
    } finally {
      delete (Object.prototype as Record<string, unknown>)[''];
    }
    const malformed = {
      ok: false,
      status: 401,
      code: 'MALFORMED_CREDENTIALS',
      message: 'This checkout could not be verified. Reload the page and try again.',
      hint: AUTH_HINTS.MALFORMED_CREDENTIALS,
    };
    expect(results).toEqual(headers.map(() => malformed));
  });
});

describe('the scheme name', () => {
  it('accepts Basic in any letter case and nothing else of five letters', () => {
    const token = basic('pk_live_1:').slice(6);
    const codes = ['Basic', 'BASIC', 'bAsIc', 'Basik', 'Bearer'].map((scheme) => {
      const result = authorizePublicRequest(`${scheme} ${token}`);
      return result.ok ? 'ok' : result.code;
    });
    expect(codes).toEqual(['ok', 'ok', 'ok', 'MALFORMED_CREDENTIALS', 'MALFORMED_CREDENTIALS']);
  });
});
