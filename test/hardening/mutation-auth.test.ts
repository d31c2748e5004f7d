// Behaviour of the public-key check that mutation testing found unpinned: which code each refusal
// carries, and the edges of the base64 and key alphabets. See docs/security.md, "Mutation testing".
import { describe, expect, it } from 'vitest';
import { _decodeBase64Strict } from '../../src/auth/_base64.js';
import {
  authorizePublicRequest,
  MAX_AUTHORIZATION_HEADER_LENGTH,
} from '../../src/auth/authorize-public-request.js';

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
