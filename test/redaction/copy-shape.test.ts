// The copy is plain JSON data: ordinary properties, no `undefined` entry, a shared object copied
// wherever it appears, and markers where a value cannot be written.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

describe('redactChargeRequest giving plain JSON data', () => {
  it('gives ordinary properties: writable, enumerable and configurable, like JSON.parse', () => {
    const copy = redactChargeRequest({ metadata: { note: 'ok' } }) as { metadata: object };
    expect(Object.getOwnPropertyDescriptor(copy.metadata, 'note')).toEqual({
      value: 'ok',
      writable: true,
      enumerable: true,
      configurable: true,
    });
  });

  it('leaves out the keys of undefined values, functions and symbols', () => {
    const copy = redactChargeRequest({ a: undefined, f: () => 1, s: Symbol('x'), b: 1 });
    expect(copy).toStrictEqual({ b: 1 });
    expect(Object.keys(copy as object)).toEqual(['b']);
  });

  it('copies an object shared by siblings each time: only a real cycle is circular', () => {
    const shared = { note: 'ok' };
    expect(redactChargeRequest({ a: shared, b: shared, list: [shared, shared] })).toEqual({
      a: { note: 'ok' },
      b: { note: 'ok' },
      list: [{ note: 'ok' }, { note: 'ok' }],
    });
  });

  it('masks a date under a key named like a secret, as any other value there', () => {
    expect(redactChargeRequest({ password: new Date(0) })).toEqual({ password: '••••••••' });
  });

  it('writes an invalid date as the [invalid date] marker', () => {
    expect(redactChargeRequest({ when: new Date(Number.NaN) })).toEqual({ when: '[invalid date]' });
  });
});
