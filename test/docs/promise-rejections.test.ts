// The README says exactly when the two promise-returning exports reject, and with what: a TypeError
// whose message it quotes, never a synchronous throw, never the secret. This test makes each of
// those rejections happen and holds the README to them both ways: every message the functions
// reject with is quoted in its section, and every message the section quotes is one they reject with.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprintChargeRequest, signWebhook } from '../../src/index.js';

const root = resolve(import.meta.dirname, '..', '..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const HEADING = '## The two promises that reject: `signWebhook` and `fingerprintChargeRequest`';

/** The README's section on the two promises, up to the next section. */
function section(): string {
  const start = readme.indexOf(HEADING);
  if (start === -1) return '';
  const end = readme.indexOf('\n## ', start + HEADING.length);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The rejection messages the section quotes, in a list item's closing code span. */
function documentedMessages(name: string): string[] {
  return [...section().matchAll(/^- .*: `([^`]+)`$/gm)]
    .map((match) => match[1] as string)
    .filter((message) => message.startsWith(`${name}: `));
}

// The Standard Webhooks specification's own example (standard-webhooks/standard-webhooks,
// spec/standard-webhooks.md, "Signature scheme"): this id, timestamp, body and secret sign as
// v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const MESSAGE = { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}' };

/** How a call ends: a synchronous throw, a rejection (its error) or a resolved value. */
async function outcome(call: () => Promise<string>): Promise<{ how: string; value: unknown }> {
  let promise: Promise<string>;
  try {
    promise = call();
  } catch (error) {
    return { how: 'threw', value: error };
  }
  try {
    return { how: 'resolved', value: await promise };
  } catch (error) {
    return { how: 'rejected', value: error };
  }
}

function cycle(): object {
  const value: Record<string, unknown> = {};
  value.self = value;
  return value;
}

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

const throwingGetter = Object.defineProperty({}, 'amount', {
  enumerable: true,
  get: () => {
    throw new Error('boom');
  },
});

// One call for each condition the README lists, with the message the README quotes for it.
const SIGN_CASES: readonly [string, () => Promise<string>, string][] = [
  ['an empty id', () => signWebhook({ ...MESSAGE, id: '' }, SECRET), 'the id'],
  ['an id of 4097 characters', () => signWebhook({ ...MESSAGE, id: 'm'.repeat(4097) }, SECRET), 'the id'],
  ['no message at all', () => signWebhook(null as never, SECRET), 'the id'],
  ['a negative timestamp', () => signWebhook({ ...MESSAGE, timestamp: -1 }, SECRET), 'the timestamp'],
  [
    'a timestamp in milliseconds as a string',
    () => signWebhook({ ...MESSAGE, timestamp: '1614265330000' as never }, SECRET),
    'the timestamp',
  ],
  [
    'a body that is an object',
    () => signWebhook({ ...MESSAGE, body: { test: 1 } as never }, SECRET),
    'the body',
  ],
  ['a secret without whsec_', () => signWebhook(MESSAGE, SECRET.slice('whsec_'.length)), 'the secret'],
  ['a secret of 5 bytes', () => signWebhook(MESSAGE, 'whsec_c2hvcnQ='), 'the secret'],
  [
    'every value bad: the id is checked first',
    () => signWebhook({ id: '', timestamp: -1, body: 1 as never }, 'x'),
    'the id',
  ],
];

const FINGERPRINT_CASES: readonly [string, unknown][] = [
  ['undefined', undefined],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['a BigInt', { amount: 1000n }],
  ['a number that is not finite', { amount: Number.NaN }],
  ['a Date', { paid_at: new Date(0) }],
  ['a class instance', { items: new Map() }],
  ['a cycle', cycle()],
  ['objects nested deeper than 64 levels', nested(66)],
  ['a throwing getter', throwingGetter],
];

describe('the README on signWebhook and fingerprintChargeRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('quotes every message signWebhook rejects with, and no other', async () => {
    const rejected = new Set<string>();
    for (const [name, call, subject] of SIGN_CASES) {
      const { how, value } = await outcome(call);
      expect(how, name).toBe('rejected');
      expect(value, name).toBeInstanceOf(TypeError);
      const { message } = value as TypeError;
      expect(message, name).toMatch(new RegExp(`^signWebhook: ${subject} `));
      expect(message, name).not.toContain(SECRET.slice('whsec_'.length));
      rejected.add(message);
    }
    vi.stubGlobal('crypto', undefined);
    const { how, value } = await outcome(() => signWebhook(MESSAGE, SECRET));
    expect([how, value]).toEqual(['rejected', expect.any(TypeError)]);
    rejected.add((value as TypeError).message);
    expect(documentedMessages('signWebhook').sort()).toEqual([...rejected].sort());
  });

  it('quotes every message fingerprintChargeRequest rejects with, and no other', async () => {
    const rejected = new Set<string>();
    for (const [name, value] of FINGERPRINT_CASES) {
      const answer = await outcome(() => fingerprintChargeRequest(value));
      expect(answer.how, name).toBe('rejected');
      expect(answer.value, name).toBeInstanceOf(TypeError);
      rejected.add((answer.value as TypeError).message);
    }
    vi.stubGlobal('crypto', undefined);
    const { how, value } = await outcome(() => fingerprintChargeRequest({ amount: 1000 }));
    expect([how, value]).toEqual(['rejected', expect.any(TypeError)]);
    rejected.add((value as TypeError).message);
    expect(documentedMessages('fingerprintChargeRequest').sort()).toEqual([...rejected].sort());
  });

  it('states the resolved values as they are: a v1 signature and 64 hexadecimal digits', async () => {
    expect(await signWebhook(MESSAGE, SECRET)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(await fingerprintChargeRequest(nested(64))).toMatch(/^[0-9a-f]{64}$/);
    expect(section()).toContain('resolves with 64 lower-case hexadecimal digits');
    expect(section()).toContain('`v1,` and the base64\nHMAC-SHA256');
  });
});
