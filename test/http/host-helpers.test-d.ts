import { describe, expectTypeOf, it } from 'vitest';
import { authorizeSecretRequest, type SecretAuthResult } from '../../src/auth/authorize-secret-request.js';
import { negotiateLocale } from '../../src/http/negotiate-locale.js';
import { type HttpResponse, toHttpResponse } from '../../src/http/to-http-response.js';
import type { ProblemDetails } from '../../src/http/to-problem-details.js';
import type { LOCALES, Locale } from '../../src/messages/locales/index.js';

describe('host helper types', () => {
  it('lists every locale in LOCALES, and nothing else', () => {
    expectTypeOf<(typeof LOCALES)[number]>().toEqualTypeOf<Locale>();
  });

  it('negotiates a Locale from what Node and fetch give for a header', () => {
    expectTypeOf(negotiateLocale(undefined)).toEqualTypeOf<Locale>();
    expectTypeOf(negotiateLocale(null, { defaultLocale: 'en' })).toEqualTypeOf<Locale>();
    // @ts-expect-error: the default is one of the library's locales
    negotiateLocale('de', { defaultLocale: 'de' });
  });

  it('ties 403 to PUBLIC_KEY_NOT_ALLOWED on the secret route', () => {
    const result = authorizeSecretRequest('Basic x');
    expectTypeOf(result).toEqualTypeOf<SecretAuthResult>();
    if (result.ok) expectTypeOf(result.secret_key).toEqualTypeOf<string>();
    else if (result.status === 403) expectTypeOf(result.code).toEqualTypeOf<'PUBLIC_KEY_NOT_ALLOWED'>();
    else
      expectTypeOf(result.code).toEqualTypeOf<
        'MISSING_CREDENTIALS' | 'MALFORMED_CREDENTIALS' | 'NOT_A_SECRET_KEY'
      >();
  });

  it('turns the failure of an auth check into a response without a cast', () => {
    const result = authorizeSecretRequest(undefined);
    if (!result.ok) expectTypeOf(toHttpResponse(result, { locale: 'pt-BR' })).toEqualTypeOf<HttpResponse>();
    expectTypeOf<HttpResponse['body']>().toEqualTypeOf<ProblemDetails>();
    // @ts-expect-error: a success is not a failure
    toHttpResponse({ ok: true, secret_key: 'sk_1' });
  });
});
