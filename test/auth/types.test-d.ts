import { describe, expectTypeOf, it } from 'vitest';
import { authorizePublicRequest, type PublicAuthResult } from '../../src/auth/authorize-public-request.js';

describe('auth types', () => {
  it('takes what Node and fetch give for a header', () => {
    expectTypeOf(authorizePublicRequest(undefined)).toEqualTypeOf<PublicAuthResult>();
    expectTypeOf(authorizePublicRequest(null)).toEqualTypeOf<PublicAuthResult>();
    // @ts-expect-error: a header is a string
    authorizePublicRequest(42);
  });

  it('ties 403 to SECRET_KEY_NOT_ALLOWED', () => {
    const result = authorizePublicRequest('Basic x');
    if (result.ok) expectTypeOf(result.public_key).toEqualTypeOf<string>();
    else if (result.status === 403) expectTypeOf(result.code).toEqualTypeOf<'SECRET_KEY_NOT_ALLOWED'>();
    else expectTypeOf(result.code).not.toEqualTypeOf<'SECRET_KEY_NOT_ALLOWED'>();
  });
});
