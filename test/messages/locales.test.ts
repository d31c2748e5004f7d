import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/issues/issue.js';
import { AUTH_MESSAGES } from '../../src/messages/auth.js';
import { HTTP_MESSAGES } from '../../src/messages/http.js';

describe('LOCALES', () => {
  it('starts with English, the default of every message option', () => {
    expect(LOCALES[0]).toBe('en');
  });

  it('names exactly the locales the catalogues are written in', () => {
    expect([...LOCALES].sort()).toEqual(Object.keys(HTTP_MESSAGES).sort());
    expect([...LOCALES].sort()).toEqual(Object.keys(AUTH_MESSAGES).sort());
  });
});
