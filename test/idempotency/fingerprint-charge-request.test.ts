import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintChargeRequest, validateChargeRequest } from '../../src/index.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

/** The same value with every object's keys in another order. */
function shuffled(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, index) => shuffled(item, seed + index));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const rotated = entries.map((_, index) => entries[(index + seed) % entries.length] as [string, unknown]);
  return Object.fromEntries(rotated.reverse().map(([key, item]) => [key, shuffled(item, seed + 1)]));
}

// JSON values as a parsed body holds them; -0 is left out, since JSON writes it as 0.
const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('fingerprintChargeRequest', () => {
  it('answers 64 lower-case hexadecimal digits, the SHA-256 of the canonical JSON', async () => {
    // printf '{"a":"x","b":[1,{"c":null,"d":true}]}' | sha256sum
    const expected = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('{"a":"x","b":[1,{"c":null,"d":true}]}'),
    );
    const hex = Buffer.from(expected).toString('hex');
    await expect(fingerprintChargeRequest({ b: [1, { d: true, c: null }], a: 'x' })).resolves.toBe(hex);
  });

  it('does not change when the keys are reordered, at any depth', async () => {
    await fc.assert(
      fc.asyncProperty(json, fc.nat(20), async (value, seed) => {
        expect(await fingerprintChargeRequest(shuffled(value, seed))).toBe(
          await fingerprintChargeRequest(value),
        );
      }),
    );
  });

  it('does not change with the formatting of the body it was parsed from', async () => {
    await fc.assert(
      fc.asyncProperty(json, async (value) => {
        const pretty = JSON.parse(JSON.stringify(value, null, 2)) as unknown;
        expect(await fingerprintChargeRequest(pretty)).toBe(await fingerprintChargeRequest(value));
      }),
    );
  });

  it('changes when any value changes', async () => {
    await fc.assert(
      fc.asyncProperty(json, json, async (left, right) => {
        fc.pre(!isDeepStrictEqual(left, right));
        expect(await fingerprintChargeRequest(left)).not.toBe(await fingerprintChargeRequest(right));
      }),
    );
  });

  it('changes when one value of a charge request changes by one centavo', async () => {
    const request = pixRequest();
    const other = { ...request, amount: (request.amount as number) + 1 };
    expect(await fingerprintChargeRequest(request)).not.toBe(await fingerprintChargeRequest(other));
  });

  it('tells a number from the same digits in a string', async () => {
    expect(await fingerprintChargeRequest({ amount: 1000 })).not.toBe(
      await fingerprintChargeRequest({ amount: '1000' }),
    );
  });

  it('fingerprints the value of a validated request, spelled in either way', async () => {
    const masked = validateChargeRequest(
      { ...pixRequest(), customer: { ...pixRequest().customer, tax_id: '529.982.247-25' } },
      { now: NOW },
    );
    const plain = validateChargeRequest(
      { ...pixRequest(), customer: { ...pixRequest().customer, tax_id: '52998224725' } },
      { now: NOW },
    );
    if (!masked.ok || !plain.ok) throw new Error('expected valid requests');
    expect(await fingerprintChargeRequest(masked.value)).toBe(await fingerprintChargeRequest(plain.value));
  });

  it('leaves out keys whose value is undefined, as JSON does', async () => {
    expect(await fingerprintChargeRequest({ a: 1, b: undefined })).toBe(
      await fingerprintChargeRequest({ a: 1 }),
    );
  });

  it.each([
    ['a function', { a: () => 1 }],
    ['a BigInt', { a: 1n }],
    ['a non-finite number', { a: Number.POSITIVE_INFINITY }],
    ['a Date', { a: new Date(0) }],
    ['undefined in an array', { a: [1, undefined, 2] }],
    [
      'a throwing getter',
      Object.defineProperty({}, 'a', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      }),
    ],
    [
      'a cycle',
      (() => {
        const a: Record<string, unknown> = {};
        a.self = a;
        return a;
      })(),
    ],
    ['undefined', undefined],
  ])('rejects the programmer error of %s with a TypeError', async (_name, value) => {
    await expect(fingerprintChargeRequest(value)).rejects.toThrow(
      new TypeError(
        'fingerprintChargeRequest: pass a JSON value, such as the value of validateChargeRequest.',
      ),
    );
  });

  it('reads objects without a prototype', async () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(await fingerprintChargeRequest(bare)).toBe(await fingerprintChargeRequest({ a: 1 }));
  });
});
