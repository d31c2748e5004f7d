import { describe, expect, it } from 'vitest';
import {
  authorizePublicRequest,
  MAX_AUTHORIZATION_HEADER_LENGTH,
} from '../../src/auth/authorize-public-request.js';
import { AUTH_HINTS } from '../../src/messages/hints.js';
import { basic, encode, MISSING_HEADERS, malformedHeaders } from './headers.js';

// Values a header type refuses still reach the function at run time.
const authorize = (header: unknown) => authorizePublicRequest(header as string);

const KEY = 'pk_live_4f2Ab-9_x';

describe('authorizePublicRequest with a public key', () => {
  it('accepts Basic base64("pk_…:") and returns the key', () => {
    expect(authorizePublicRequest(basic(`${KEY}:`))).toEqual({ ok: true, public_key: KEY });
  });

  it.each(['basic', 'BASIC', 'bAsIc'])('reads the scheme %s in any letter case', (scheme) => {
    expect(authorizePublicRequest(`${scheme} ${encode(`${KEY}:`)}`)).toMatchObject({ ok: true });
  });

  it.each([
    ['spaces around', `  Basic ${encode(`${KEY}:`)}  `],
    ['several spaces between', `Basic    ${encode(`${KEY}:`)}`],
    ['tabs', `\tBasic\t\t${encode(`${KEY}:`)}\t`],
  ])('tolerates %s', (_name, header) => {
    expect(authorizePublicRequest(header)).toEqual({ ok: true, public_key: KEY });
  });

  it('accepts a one-character key after pk_', () => {
    expect(authorizePublicRequest(basic('pk_1:'))).toEqual({ ok: true, public_key: 'pk_1' });
  });

  it('accepts a header exactly at the size limit', () => {
    // 8 characters of scheme and spaces + 1016 of base64 (762 bytes: the key and its colon).
    const key = `pk_${'a'.repeat(758)}`;
    const header = `Basic   ${encode(`${key}:`)}`;
    expect(header.length).toBe(MAX_AUTHORIZATION_HEADER_LENGTH);
    expect(authorizePublicRequest(header)).toEqual({ ok: true, public_key: key });
  });
});

describe('authorizePublicRequest without credentials', () => {
  it.each(MISSING_HEADERS)('answers 401 MISSING_CREDENTIALS for %s', (_name, header) => {
    expect(authorize(header)).toEqual({
      ok: false,
      status: 401,
      code: 'MISSING_CREDENTIALS',
      message: 'This checkout could not be verified. Reload the page and try again.',
      hint: AUTH_HINTS.MISSING_CREDENTIALS,
    });
  });
});

describe('authorizePublicRequest with malformed credentials', () => {
  it.each(malformedHeaders(KEY))('answers 401 MALFORMED_CREDENTIALS for %s', (_name, header) => {
    expect(authorize(header)).toEqual({
      ok: false,
      status: 401,
      code: 'MALFORMED_CREDENTIALS',
      message: 'This checkout could not be verified. Reload the page and try again.',
      hint: AUTH_HINTS.MALFORMED_CREDENTIALS,
    });
  });

  it('refuses a header over the size limit before decoding it', () => {
    const header = `Basic ${encode(`pk_${'a'.repeat(2000)}:`)}`;
    expect(authorizePublicRequest(header)).toMatchObject({ status: 401, code: 'MALFORMED_CREDENTIALS' });
    expect(authorizePublicRequest(' '.repeat(MAX_AUTHORIZATION_HEADER_LENGTH + 1))).toMatchObject({
      code: 'MALFORMED_CREDENTIALS',
    });
  });

  it('refuses a huge header without reading it all', () => {
    expect(authorizePublicRequest(`Basic ${'A'.repeat(10_000_000)}`)).toMatchObject({
      code: 'MALFORMED_CREDENTIALS',
    });
  });
});

describe('authorizePublicRequest with something that is not a public key', () => {
  it.each([
    ['pk_ with nothing after it', 'pk_:'],
    ['an empty user', ':'],
    ['no prefix', 'live_abc:'],
    ['a prefix in upper case', 'PK_abc:'],
    ['a restricted key', 'rk_live_abc:'],
    ['a character outside the key alphabet', 'pk_abc.def:'],
    ['a space in the key', 'pk_abc def:'],
    ['a non-ASCII letter', 'pk_ação:'],
    ['a byte order mark before the key', '\ufeffpk_abc:'],
    ['sk_ with nothing after it', 'sk_:'],
  ])('answers 401 NOT_A_PUBLIC_KEY for %s', (_name, credentials) => {
    expect(authorizePublicRequest(basic(credentials))).toEqual({
      ok: false,
      status: 401,
      code: 'NOT_A_PUBLIC_KEY',
      message: 'This checkout is not set up correctly and cannot take payments right now.',
      hint: AUTH_HINTS.NOT_A_PUBLIC_KEY,
    });
  });
});

describe('authorizePublicRequest with a secret key', () => {
  it.each([
    ['encoded as it should be', basic('sk_live_9aZ:')],
    ['with a password', basic('sk_live_9aZ:whatever')],
    ['without a colon', basic('sk_live_9aZ')],
    ['as the password of a public key', basic('pk_live_1:sk_live_9aZ')],
    ['as the password of no user', basic(':sk_live_9aZ')],
    ['sent raw after Basic', 'Basic sk_live_9aZ'],
    ['sent raw after Bearer', 'Bearer sk_live_9aZ'],
    ['sent raw with no scheme', 'sk_live_9aZ'],
    ['sent raw with a control character', 'Basic sk_live_9aZ\u0000'],
    ['encoded with a lower-case scheme and tabs', `\tbasic\t${encode('sk_test_1:')}`],
  ])('answers 403 SECRET_KEY_NOT_ALLOWED for a secret key %s', (_name, header) => {
    const result = authorizePublicRequest(header);
    expect(result).toEqual({
      ok: false,
      status: 403,
      code: 'SECRET_KEY_NOT_ALLOWED',
      message:
        'This checkout is not set up safely and cannot take payments right now. Its owner must revoke its secret key and create a new one.',
      hint: AUTH_HINTS.SECRET_KEY_NOT_ALLOWED,
    });
    expect(JSON.stringify(result)).not.toContain('9aZ');
  });

  it('tells the merchant to revoke the key in Portuguese for pt-BR', () => {
    expect(authorizePublicRequest(basic('sk_live_9aZ:'), { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'Este checkout não está configurado com segurança e não pode receber pagamentos no momento. O responsável precisa revogar a chave secreta e gerar outra.',
    );
  });
});

describe('authorizePublicRequest messages', () => {
  it('are in Portuguese for pt-BR', () => {
    expect(authorizePublicRequest(undefined, { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'Não foi possível verificar este checkout. Recarregue a página e tente novamente.',
    );
    expect(authorizePublicRequest(basic('x:'), { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'Este checkout não está configurado corretamente e não pode receber pagamentos no momento.',
    );
  });

  it('answer no, without throwing, even when a built-in it relies on has been broken', () => {
    const original = String.prototype.charCodeAt;
    String.prototype.charCodeAt = () => {
      throw new Error('tampered');
    };
    try {
      expect(authorizePublicRequest(basic(`${KEY}:`))).toMatchObject({
        ok: false,
        code: 'MALFORMED_CREDENTIALS',
      });
    } finally {
      String.prototype.charCodeAt = original;
    }
  });
});
