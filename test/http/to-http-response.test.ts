import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { authorizeSecretRequest } from '../../src/auth/authorize-secret-request.js';
import { DEFAULT_AUTH_REALM, toHttpResponse } from '../../src/http/to-http-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import type { Failure } from '../../src/result/failure.js';

const VALIDATION = {
  ok: false,
  status: 422,
  code: 'VALIDATION_FAILED',
  message: 'The charge request has 1 problem.',
  hint: 'Fields to fix: customer.tax_id. Each issue has a hint of its own.',
  issues: [
    {
      code: 'REQUIRED',
      path: 'customer.tax_id',
      pointer: '/customer/tax_id',
      message: 'Enter the CPF.',
      hint: 'customer.tax_id is required in this request: send it.',
      params: {},
    },
  ],
} as const;
const MISSING = authorizeSecretRequest(undefined) as Failure;
// Values a type would refuse still reach the function at run time.
const respond = (failure: unknown, options?: unknown) =>
  toHttpResponse(failure as Failure, options as Parameters<typeof toHttpResponse>[1]);

describe('toHttpResponse', () => {
  it('answers the problem details body of toProblemDetails, with its status', () => {
    const response = toHttpResponse(VALIDATION, { locale: 'pt-BR' });

    expect(response.status).toBe(422);
    expect(response.body).toEqual(toProblemDetails(VALIDATION, { locale: 'pt-BR' }));
  });

  it('sends the body as application/problem+json in the language of the locale', () => {
    expect(toHttpResponse(VALIDATION, { locale: 'pt-BR' }).headers).toEqual({
      'content-type': 'application/problem+json',
      'content-language': 'pt-BR',
    });
  });

  it('speaks English when no locale is given', () => {
    const response = toHttpResponse(VALIDATION);

    expect(response.headers['content-language']).toBe('en');
    expect(response.body.title).toBe('The charge request is not valid');
  });

  it('passes the type base on to the body', () => {
    const response = toHttpResponse(VALIDATION, { typeBase: 'https://docs.example.com/problems/' });

    expect(response.body.type).toBe('https://docs.example.com/problems/validation-failed');
  });

  it('answers anything that is not a failure of the library with a generic 500', () => {
    const response = respond(new Error('database at 10.0.0.7 is down'));

    expect(response.status).toBe(500);
    expect(response.body.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(response)).not.toContain('10.0.0.7');
  });

  it('gives fresh headers on every call', () => {
    const first = toHttpResponse(VALIDATION);
    (first.headers as Record<string, string>)['x-extra'] = '1';

    expect(toHttpResponse(VALIDATION).headers).not.toHaveProperty('x-extra');
  });

  it('survives options that throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(respond(MISSING, hostile)).toMatchObject({ status: 401, headers: { 'content-language': 'en' } });
  });
});

describe('toHttpResponse challenges', () => {
  it("sends a Basic challenge with a 401, in the default realm, the library's name", () => {
    expect(toHttpResponse(MISSING).headers['www-authenticate']).toBe(
      'Basic realm="charge-rules", charset="UTF-8"',
    );
  });

  it('names the realm it is given', () => {
    expect(toHttpResponse(MISSING, { realm: 'charges' }).headers['www-authenticate']).toBe(
      'Basic realm="charges", charset="UTF-8"',
    );
  });

  // RFC 9110 §5.6.4: qdtext = HTAB / SP / %x21 / %x23-5B / %x5D-7E / obs-text; the realm is kept
  // to the visible ASCII and the space, which need no escaping (HTAB and obs-text are not sent).
  it.each([
    ['a space', 'Charge API'],
    ['a tilde, the last visible ASCII character', '~charges~'],
    ['64 characters', 'r'.repeat(64)],
  ])('names a realm with %s', (_name, realm) => {
    expect(toHttpResponse(MISSING, { realm }).headers['www-authenticate']).toBe(
      `Basic realm="${realm}", charset="UTF-8"`,
    );
  });

  it.each([
    ['a quote', 'a"b'],
    ['a tab', 'a\tb'],
    ['DEL (U+007F)', 'a\u007Fb'],
    ['a backslash', 'a\\b'],
    ['a line break', 'a\r\nSet-Cookie: x=1'],
    ['a non-ASCII letter', 'cobrança'],
    ['an empty realm', ''],
    ['a realm over 64 characters', 'r'.repeat(65)],
    ['a value that is not a string', 42],
  ])('falls back to the default realm for %s', (_name, realm) => {
    expect(respond(MISSING, { realm }).headers['www-authenticate']).toBe(
      `Basic realm="${DEFAULT_AUTH_REALM}", charset="UTF-8"`,
    );
  });

  it.each([
    ['a 403 of the secret route', authorizeSecretRequest(`Basic ${btoa('pk_live_1:')}`)],
    ['a 403 of the public route', authorizePublicRequest(`Basic ${btoa('sk_live_1:')}`)],
    ['a 422', VALIDATION],
  ])('sends no challenge with %s', (_name, failure) => {
    if (failure.ok) throw new Error('the fixture must be a failure');

    expect(toHttpResponse(failure).headers).not.toHaveProperty('www-authenticate');
  });
});

describe('toHttpResponse hints', () => {
  it('passes { hints: true } on to the body', () => {
    expect(toHttpResponse(VALIDATION, { hints: true }).body).toMatchObject({
      hint: VALIDATION.hint,
      errors: [{ hint: VALIDATION.issues[0].hint }],
    });
    expect(toHttpResponse(VALIDATION).body).not.toHaveProperty('hint');
  });
});
