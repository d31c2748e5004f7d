import { afterEach, describe, expect, it } from 'vitest';
import { _readFacts } from '../../src/rules/facts.js';
import { _emptyRecord } from '../../src/shared/own.js';

const polluted = Object.prototype as Record<string, unknown>;

describe('a lookup record', () => {
  afterEach(() => {
    delete polluted.payment_method;
  });

  it('answers no key of Object.prototype', () => {
    const record = _emptyRecord<Record<string, unknown>>();

    expect(['toString' in record, 'constructor' in record, '__proto__' in record]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('answers no key added to Object.prototype by another script', () => {
    polluted.payment_method = 'pix';

    const record = _emptyRecord<Record<string, unknown>>();

    expect([record.payment_method, 'payment_method' in record]).toEqual([undefined, false]);
  });

  it('lists its own keys alone with Object.keys and for…in', () => {
    const record = _emptyRecord<Record<string, unknown>>();
    record.b = 1;
    record.a = 2;
    const listed: string[] = [];
    for (const key in record) listed.push(key);

    expect([Object.keys(record), listed]).toEqual([
      ['b', 'a'],
      ['b', 'a'],
    ]);
  });

  it('stores a __proto__ key as data, leaving its prototype alone', () => {
    const record = _emptyRecord<Record<string, unknown>>();
    const prototype = Object.getPrototypeOf(record);
    // An ordinary assignment, as JSON.parse's output or a spread would make it; Reflect.set keeps the
    // linter from reading it as use of the legacy accessor.
    Reflect.set(record, '__proto__', { polluted: true });

    expect([Object.hasOwn(record, '__proto__'), Object.getPrototypeOf(record), record.polluted]).toEqual([
      true,
      prototype,
      undefined,
    ]);
  });

  it('shares a prototype no code can add a key to', () => {
    const prototype = Object.getPrototypeOf(_emptyRecord()) as Record<string, unknown>;

    expect(() => {
      prototype.payment_method = 'pix';
    }).toThrow(TypeError);
    expect(_emptyRecord<Record<string, unknown>>().payment_method).toBeUndefined();
  });

  it('keeps facts of a request from reading a polluted Object.prototype', () => {
    polluted.payment_method = 'pix';

    const facts = _readFacts({});

    expect(Object.hasOwn(facts, 'payment_method')).toBe(false);
  });
});
