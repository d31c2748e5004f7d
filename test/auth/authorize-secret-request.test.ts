import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AUTHORIZATION_HEADER_LENGTH } from '../../src/auth/authorize-public-request.js';
import { authorizeSecretRequest } from '../../src/auth/authorize-secret-request.js';
import { MESSAGES } from '../../src/messages/format.js';
import { AUTH_HINTS } from '../../src/messages/hints.js';
import { LOCALES } from '../../src/messages/locales/index.js';
import { basic, encode, MISSING_HEADERS, malformedHeaders } from './headers.js';

// Values a header type refuses still reach the function at run time.
const authorize = (header: unknown) => authorizeSecretRequest(header as string);
const code = (header: unknown) => {
  const result = authorize(header);
  return result.ok ? 'ok' : result.code;
};

const KEY = 'sk_live_4f2Ab-9_x';

describe('authorizeSecretRequest with a secret key', () => {
  it('accepts Basic base64("sk_…:") and returns the key', () => {
    expect(authorizeSecretRequest(basic(`${KEY}:`))).toEqual({ ok: true, secret_key: KEY });
  });

  it.each(['sk_test_loja_transparente', 'sk_live_123', 'sk_1'])('accepts the key %s', (key) => {
    expect(authorizeSecretRequest(basic(`${key}:`))).toEqual({ ok: true, secret_key: key });
  });

  it.each([
    ['a lower-case scheme', `basic ${encode(`${KEY}:`)}`],
    ['spaces around', `  Basic ${encode(`${KEY}:`)}  `],
    ['tabs between', `Basic\t\t${encode(`${KEY}:`)}`],
  ])('reads the header as the public route does: %s', (_name, header) => {
    expect(authorizeSecretRequest(header)).toEqual({ ok: true, secret_key: KEY });
  });
});

describe('authorizeSecretRequest without credentials', () => {
  it.each(MISSING_HEADERS)(
    'answers 401 MISSING_CREDENTIALS for %s, asking for the secret key',
    (_name, header) => {
      expect(authorize(header)).toEqual({
        ok: false,
        status: 401,
        code: 'MISSING_CREDENTIALS',
        message: 'The payment could not be authorized. Try again later.',
        hint: AUTH_HINTS['MISSING_CREDENTIALS.secret'],
      });
    },
  );
});

describe('authorizeSecretRequest with malformed credentials', () => {
  it.each<readonly [string, unknown]>([
    ...malformedHeaders(KEY),
    ['the key sent raw', `Basic ${KEY}`],
    // c2tfMTo= is sk_1: with its padding.
    ['missing padding', 'Basic c2tfMTo'],
    ['a header over the size limit', `${basic(`${KEY}:`)}${' '.repeat(MAX_AUTHORIZATION_HEADER_LENGTH)}`],
  ])('answers 401 MALFORMED_CREDENTIALS for %s', (_name, header) => {
    expect(authorize(header)).toEqual({
      ok: false,
      status: 401,
      code: 'MALFORMED_CREDENTIALS',
      message: 'The payment could not be authorized. Try again later.',
      hint: AUTH_HINTS['MALFORMED_CREDENTIALS.secret'],
    });
  });

  it('refuses a huge header without reading it all', () => {
    expect(code(`Basic ${'A'.repeat(10_000_000)}`)).toBe('MALFORMED_CREDENTIALS');
  });
});

describe('authorizeSecretRequest with something that is not a secret key', () => {
  it.each([
    ['sk_ with nothing after it', 'sk_:'],
    ['an empty user', ':'],
    ['a prefix in upper case', 'SK_live_abc:'],
    ['a restricted key', 'rk_live_abc:'],
    ['a character outside the key alphabet', 'sk_live.abc:'],
    ['a non-ASCII letter', 'sk_ação:'],
  ])('answers 401 NOT_A_SECRET_KEY for %s', (_name, credentials) => {
    expect(authorizeSecretRequest(basic(credentials))).toEqual({
      ok: false,
      status: 401,
      code: 'NOT_A_SECRET_KEY',
      message: 'The payment could not be authorized. Try again later.',
      hint: AUTH_HINTS.NOT_A_SECRET_KEY,
    });
  });
});

describe('authorizeSecretRequest with a public key', () => {
  it('answers 403 PUBLIC_KEY_NOT_ALLOWED: a real credential that cannot create charges', () => {
    expect(authorizeSecretRequest(basic('pk_live_9aZ:'))).toEqual({
      ok: false,
      status: 403,
      code: 'PUBLIC_KEY_NOT_ALLOWED',
      message: 'The payment could not be authorized. Try again later.',
      hint: AUTH_HINTS.PUBLIC_KEY_NOT_ALLOWED,
    });
  });

  it('answers 401, not 403, to a public key sent with a password', () => {
    expect(code(basic('pk_live_9aZ:secret'))).toBe('MALFORMED_CREDENTIALS');
  });

  it('answers 401 NOT_A_SECRET_KEY to pk_ with nothing after it', () => {
    expect(code(basic('pk_:'))).toBe('NOT_A_SECRET_KEY');
  });

  it('never echoes the key it refuses', () => {
    expect(JSON.stringify(authorizeSecretRequest(basic('pk_live_9aZ:')))).not.toContain('9aZ');
  });
});

describe('authorizeSecretRequest messages', () => {
  it('are in Portuguese for pt-BR', () => {
    expect(authorizeSecretRequest(undefined, { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
    );
    expect(authorizeSecretRequest(basic('pk_live_1:'), { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
    );
  });

  it('fall back to English for an unknown locale or options that throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(authorizeSecretRequest(undefined, { locale: 'fr' as 'en' })).toHaveProperty(
      'message',
      MESSAGES.en['MISSING_CREDENTIALS.secret'],
    );
    expect(authorizeSecretRequest(basic(`${KEY}:`), hostile)).toEqual({ ok: true, secret_key: KEY });
  });

  it('answer no, without throwing, even when a built-in it relies on has been broken', () => {
    const original = String.prototype.charCodeAt;
    String.prototype.charCodeAt = () => {
      throw new Error('tampered');
    };
    try {
      expect(authorizeSecretRequest(basic(`${KEY}:`))).toMatchObject({
        ok: false,
        code: 'MALFORMED_CREDENTIALS',
      });
    } finally {
      String.prototype.charCodeAt = original;
    }
  });
});

describe('authorizeSecretRequest properties', () => {
  const CATALOGUE = new Set(
    (
      [
        'MISSING_CREDENTIALS.secret',
        'MALFORMED_CREDENTIALS.secret',
        'NOT_A_SECRET_KEY',
        'PUBLIC_KEY_NOT_ALLOWED',
      ] as const
    ).flatMap((key) => LOCALES.map((locale) => MESSAGES[locale][key])),
  );
  const keyBody = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-.:é'.split('')), maxLength: 16 });
  const credentials = fc
    .tuple(fc.constantFrom('sk_', 'pk_', 'rk_', ''), keyBody, fc.constantFrom(':', '', ':x'))
    .map((parts) => parts.join(''));
  const header = fc.oneof(
    credentials.map(basic),
    credentials.map((text) => `Bearer ${encode(text)}`),
    fc.string({ maxLength: 40 }),
  );

  it('accepts exactly Basic base64("sk_" + key alphabet + ":") and returns that key', () => {
    fc.assert(
      fc.property(credentials, (text) => {
        const result = authorizeSecretRequest(basic(text));
        if (/^sk_[A-Za-z0-9_-]+:$/.test(text))
          expect(result).toEqual({ ok: true, secret_key: text.slice(0, -1) });
        else expect(result.ok).toBe(false);
      }),
      { numRuns: 5_000 },
    );
  });

  it('answers 403 only for a well-formed public key, and otherwise 401, with a catalogue message', () => {
    fc.assert(
      fc.property(header, fc.constantFrom(...LOCALES), (value, locale) => {
        const result = authorizeSecretRequest(value, { locale });
        if (result.ok) return;
        expect(CATALOGUE).toContain(result.message);
        const publicKey = value.startsWith('Basic ') && /^pk_[A-Za-z0-9_-]+:$/.test(decoded(value));
        expect(result.status).toBe(publicKey ? 403 : 401);
      }),
      { numRuns: 5_000 },
    );
  });

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        expect(authorize(value).ok).toBe(false);
      }),
    );
  });
});

function decoded(header: string): string {
  return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
}
