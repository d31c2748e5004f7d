// The limits of a Standard Webhooks verification, each pinned at, just under and just over it. The
// scheme (standardwebhooks.com, "Standard Webhooks specification", sections "Signature scheme" and
// "Symmetric"): the signed content is `${id}.${timestamp}.${body}`; "the signature header is a space
// delimited list of signatures and their corresponding version identifiers", `v1,` then the base64
// HMAC-SHA256; secrets are `whsec_` then base64 of "between 24 bytes and 64 bytes" of randomness.
// Expected signatures come from node:crypto's HMAC, not from signWebhook.
import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '../../src/index.js';
import { anyCase, lengthsAround } from '../support/text.js';

const KEY = Buffer.from('a webhook signing key of 32 byte');
const SECRET = `whsec_${KEY.toString('base64')}`;
const TIMESTAMP = 1_700_000_000;
const BODY = '{"type":"charge.paid","amount":1990,"nome":"João 💳"}';
const NOW = new Date(TIMESTAMP * 1000);

/** The `v1` signature by an oracle apart from the library: node:crypto's HMAC over the UTF-8 text. */
function oracleSignature(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

const verify = (headers: Record<string, string>, options: Record<string, unknown> = {}) =>
  verifyWebhook({ headers, body: BODY }, { secrets: SECRET, now: NOW, ...options });

/** The whole answer to a verifier's own mistake: its message names the limit, its hint the option. */
const invalidConfiguration = (limit: string, hint: RegExp) => ({
  ok: false,
  status: 500,
  code: 'INVALID_CONFIGURATION',
  message: expect.stringContaining(limit),
  hint: expect.stringMatching(hint),
});

const signedHeaders = (id = 'msg_1', timestamp = TIMESTAMP) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': oracleSignature(KEY, id, timestamp, BODY),
});

describe('the version label of a signature', () => {
  const base64 = oracleSignature(KEY, 'msg_1', TIMESTAMP, BODY).slice(3);

  it.each([
    ['another version', `v2,${base64}`],
    ['the label in upper case', `V1,${base64}`],
    ['another separator', `v1=${base64}`],
    ['no label at all', base64],
    ['the label with no comma', `v1${base64}`],
  ])('refuses the right signature under %s', async (_, signature) => {
    const result = await verify({ ...signedHeaders(), 'webhook-signature': signature });
    expect(result).toEqual({
      ok: false,
      status: 401,
      code: 'WEBHOOK_SIGNATURE_MISMATCH',
      message: expect.any(String),
      hint: expect.stringMatching(/^headers: /),
    });
  });

  it('accepts the right signature under v1, and answers the id and timestamp it verified', async () => {
    await expect(verify(signedHeaders())).resolves.toEqual({ ok: true, id: 'msg_1', timestamp: TIMESTAMP });
  });

  it('refuses a v1 signature one byte short of HMAC-SHA256’s 32', async () => {
    const digest = createHmac('sha256', KEY).update(`msg_1.${TIMESTAMP}.${BODY}`).digest();
    const short = `v1,${digest.subarray(0, 31).toString('base64')}`;
    const result = await verify({ ...signedHeaders(), 'webhook-signature': short });
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_SIGNATURE_MISMATCH' });
  });
});

describe('the length of a header value', () => {
  it.each(lengthsAround(4096).map((length) => [length, length <= 4096]))(
    'reads a webhook-id of %i characters only when it is at most 4096 long: %s',
    async (length, read) => {
      const id = 'm'.repeat(length);
      const result = await verify(signedHeaders(id));
      expect(result).toEqual(
        read
          ? { ok: true, id, timestamp: TIMESTAMP }
          : {
              ok: false,
              status: 401,
              code: 'WEBHOOK_HEADER_MISSING',
              message: expect.stringContaining('webhook-id'),
              hint: expect.stringContaining('webhook-id'),
            },
      );
    },
  );

  it.each(lengthsAround(4096).map((length) => [length, length <= 4096]))(
    'signs an id of %i characters only when it is at most 4096 long: %s',
    async (length, signs) => {
      const id = 'm'.repeat(length);
      const signing = signWebhook({ id, timestamp: TIMESTAMP, body: BODY }, SECRET);
      if (signs) await expect(signing).resolves.toBe(oracleSignature(KEY, id, TIMESTAMP, BODY));
      else await expect(signing).rejects.toThrow(TypeError);
    },
  );
});

describe('the length of a signing secret', () => {
  it.each([...lengthsAround(24), ...lengthsAround(64)].map((bytes) => [bytes, bytes >= 24 && bytes <= 64]))(
    'takes a secret of %i random bytes only when it has 24 to 64: %s',
    async (bytes, taken) => {
      const key = randomBytes(bytes);
      const secret = `whsec_${key.toString('base64')}`;
      const signing = signWebhook({ id: 'msg_1', timestamp: TIMESTAMP, body: BODY }, secret);
      const verifying = verifyWebhook(
        {
          headers: {
            ...signedHeaders(),
            'webhook-signature': oracleSignature(key, 'msg_1', TIMESTAMP, BODY),
          },
          body: BODY,
        },
        { secrets: secret, now: NOW },
      );
      if (taken) {
        await expect(signing).resolves.toBe(oracleSignature(key, 'msg_1', TIMESTAMP, BODY));
        await expect(verifying).resolves.toEqual({ ok: true, id: 'msg_1', timestamp: TIMESTAMP });
      } else {
        await expect(signing).rejects.toThrow(TypeError);
        await expect(verifying).resolves.toMatchObject({
          ok: false,
          status: 500,
          code: 'INVALID_CONFIGURATION',
        });
      }
    },
  );

  it.each(lengthsAround(10).map((count) => [count, count <= 10]))(
    'takes %i secrets in force only when there are at most 10: %s',
    async (count, taken) => {
      const result = await verify(signedHeaders(), { secrets: Array(count).fill(SECRET) });
      expect(result).toEqual(
        taken
          ? { ok: true, id: 'msg_1', timestamp: TIMESTAMP }
          : invalidConfiguration('10', /^options\.secrets: .*10/),
      );
    },
  );
});

describe('the clock', () => {
  it.each([
    [0, 0, true],
    [0, 1, false],
    [120, 119, true],
    [120, 120, true],
    [120, 121, false],
    [86_400, 86_400, true],
    [86_400, -86_400, true],
  ])(
    'with a tolerance of %i s, judges a webhook %i s away: accepted %s',
    async (tolerance, away, accepted) => {
      const now = new Date((TIMESTAMP + away) * 1000);
      const result = await verify(signedHeaders(), { now, toleranceSeconds: tolerance });
      expect(result).toEqual(
        accepted
          ? { ok: true, id: 'msg_1', timestamp: TIMESTAMP }
          : {
              ok: false,
              status: 401,
              code: 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE',
              message: expect.stringContaining(`${Math.abs(away)} seconds`),
              hint: expect.stringContaining(`more than the ${tolerance} accepted`),
            },
      );
    },
  );

  it.each([
    [-1, false],
    [0, true],
    [86_400, true],
    [86_401, false],
    [1.5, false],
  ])(
    'takes a tolerance of %d s only when it is a whole number from 0 to a day: %s',
    async (tolerance, taken) => {
      const result = await verify(signedHeaders(), { toleranceSeconds: tolerance });
      expect(result).toEqual(
        taken
          ? { ok: true, id: 'msg_1', timestamp: TIMESTAMP }
          : invalidConfiguration('86,400', /^options\.toleranceSeconds: /),
      );
    },
  );

  it('reads a timestamp of 15 digits, the most, and judges it by the clock', async () => {
    const result = await verify({ ...signedHeaders(), 'webhook-timestamp': '100000000000000' });
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE' });
  });

  it('refuses a timestamp of 16 digits as not whole seconds', async () => {
    const result = await verify({ ...signedHeaders(), 'webhook-timestamp': '1000000000000000' });
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_TIMESTAMP_INVALID' });
  });
});

describe('the headers', () => {
  it('finds each header whatever the letter case of its name', async () => {
    const names = fc.tuple(anyCase('webhook-id'), anyCase('webhook-timestamp'), anyCase('webhook-signature'));
    await fc.assert(
      fc.asyncProperty(names, async ([id, timestamp, signature]) => {
        const sent = signedHeaders();
        const headers = {
          [id]: sent['webhook-id'],
          [timestamp]: sent['webhook-timestamp'],
          [signature]: sent['webhook-signature'],
        };
        await expect(verify(headers)).resolves.toEqual({ ok: true, id: 'msg_1', timestamp: TIMESTAMP });
      }),
      { numRuns: 50 },
    );
  });

  it('verifies an id and a body in any script, signed over their UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        async (id, body) => {
          const headers = {
            'webhook-id': id,
            'webhook-timestamp': String(TIMESTAMP),
            'webhook-signature': oracleSignature(KEY, id, TIMESTAMP, body),
          };
          const result = await verifyWebhook({ headers, body }, { secrets: SECRET, now: NOW });
          expect(result).toEqual({ ok: true, id, timestamp: TIMESTAMP });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('a header among many keys', () => {
  const junk = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`x-${index}`, 'v']));

  it('is read by its lower-case name however many keys come before it', async () => {
    await expect(verify({ ...junk(1500), ...signedHeaders() })).resolves.toEqual({
      ok: true,
      id: 'msg_1',
      timestamp: TIMESTAMP,
    });
  });

  it('is looked for in another letter case among the first 1000 keys only, a bound on the work', async () => {
    const { 'webhook-id': id, ...rest } = signedHeaders();
    await expect(verify({ ...junk(999), 'Webhook-Id': id, ...rest })).resolves.toMatchObject({ ok: true });
    const result = await verify({ ...junk(1000), 'Webhook-Id': id, ...rest });
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_HEADER_MISSING' });
  });

  it('is the one spelled in lower case when it is sent in two letter cases', async () => {
    const result = await verify({ 'Webhook-Id': 'msg_other', ...signedHeaders() });
    expect(result).toEqual({ ok: true, id: 'msg_1', timestamp: TIMESTAMP });
  });

  it.each([
    ['an array-like object', (value: string) => ({ length: 1, 0: value })],
    ['a function carrying it', (value: string) => Object.assign(() => value, { 0: value })],
  ])('is missing when its value is %s rather than a string or a list', async (_, wrap) => {
    const sent = signedHeaders();
    const result = await verify({ ...sent, 'webhook-id': wrap(sent['webhook-id']) as never });
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_HEADER_MISSING' });
  });

  it.each([
    ['a function', () => Object.assign(() => undefined, signedHeaders())],
    ['an array', () => Object.assign([], signedHeaders())],
  ])('are missing when the headers are %s carrying them', async (_, make) => {
    const headers = make();
    const result = await verifyWebhook(
      { headers: headers as never, body: BODY },
      { secrets: SECRET, now: NOW },
    );
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_HEADER_MISSING' });
  });
});
