import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signWebhook, toHttpResponse, verifyWebhook } from '../../src/index.js';

// The Standard Webhooks test vector, from the scheme's own libraries
// (standard-webhooks/standard-webhooks, libraries/javascript/src/webhook.test.ts, "sign function works").
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
const SIGNED_AT = new Date(TIMESTAMP * 1000);
const OTHER_SECRET = `whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`;

const headers = (signature = SIGNATURE, id = ID, timestamp = String(TIMESTAMP)) => ({
  'webhook-id': id,
  'webhook-timestamp': timestamp,
  'webhook-signature': signature,
});

describe('signWebhook', () => {
  it('signs the Standard Webhooks test vector to its published signature', async () => {
    await expect(signWebhook({ id: ID, timestamp: TIMESTAMP, body: BODY }, SECRET)).resolves.toBe(SIGNATURE);
  });

  it('signs a body given as bytes exactly as the same body given as text', async () => {
    const bytes = new TextEncoder().encode(BODY);
    await expect(signWebhook({ id: ID, timestamp: TIMESTAMP, body: bytes }, SECRET)).resolves.toBe(SIGNATURE);
  });

  it('signs a webhook sent at the epoch itself, timestamp 0 being non-negative', async () => {
    // HMAC-SHA256 of `msg_p5jXN8AQM9LWM0D4loKWxJek.0.{"test": 2432232314}` under the vector's key.
    await expect(signWebhook({ id: ID, timestamp: 0, body: BODY }, SECRET)).resolves.toBe(
      'v1,6JNthw4DtDhc3tFxR0yL2tKk3DGy4nWCVnGrycO3mk0=',
    );
  });

  const ID_ERROR = 'signWebhook: the id must be a string of 1 to 4096 characters.';
  const TIMESTAMP_ERROR =
    'signWebhook: the timestamp must be whole seconds since 1970, a non-negative safe integer.';
  const BODY_ERROR = 'signWebhook: the body must be a string or a Uint8Array.';
  const SECRET_ERROR = 'signWebhook: the secret must be whsec_ followed by base64 of 24 to 64 bytes.';
  const KEY_32 = Buffer.from('a webhook signing key of 32 byte').toString('base64');

  it.each([
    ['an empty id', { id: '', timestamp: TIMESTAMP, body: BODY }, SECRET, ID_ERROR],
    ['an id that is not text', { id: 42 as never, timestamp: TIMESTAMP, body: BODY }, SECRET, ID_ERROR],
    ['a fractional timestamp', { id: ID, timestamp: 1.5, body: BODY }, SECRET, TIMESTAMP_ERROR],
    ['a negative timestamp', { id: ID, timestamp: -1, body: BODY }, SECRET, TIMESTAMP_ERROR],
    ['a parsed body', { id: ID, timestamp: TIMESTAMP, body: { test: 1 } as never }, SECRET, BODY_ERROR],
    [
      'a secret without its prefix',
      { id: ID, timestamp: TIMESTAMP, body: BODY },
      SECRET.slice(6),
      SECRET_ERROR,
    ],
    [
      'a secret of another prefix',
      { id: ID, timestamp: TIMESTAMP, body: BODY },
      `wh_se_${KEY_32}`,
      SECRET_ERROR,
    ],
    ['a secret that is not text', { id: ID, timestamp: TIMESTAMP, body: BODY }, 42 as never, SECRET_ERROR],
    [
      'a secret that is not base64',
      { id: ID, timestamp: TIMESTAMP, body: BODY },
      `whsec_${KEY_32}!`,
      SECRET_ERROR,
    ],
    ['a secret of 3 bytes', { id: ID, timestamp: TIMESTAMP, body: BODY }, 'whsec_AAAA', SECRET_ERROR],
  ])(
    'rejects the programmer error of %s, without quoting the secret',
    async (_name, message, secret, expected) => {
      const error = await signWebhook(message, secret).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toEqual(new TypeError(expected));
      expect(String(error)).not.toContain(SECRET.slice(6));
    },
  );
});

describe('verifyWebhook', () => {
  const options = { secrets: SECRET, now: SIGNED_AT };

  it('verifies the Standard Webhooks test vector', async () => {
    await expect(verifyWebhook({ headers: headers(), body: BODY }, options)).resolves.toEqual({
      ok: true,
      id: ID,
      timestamp: TIMESTAMP,
    });
  });

  it('verifies a body given as bytes', async () => {
    const body = new TextEncoder().encode(BODY);
    await expect(verifyWebhook({ headers: headers(), body }, options)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a tampered body with WEBHOOK_SIGNATURE_MISMATCH', async () => {
    const result = await verifyWebhook({ headers: headers(), body: '{"test": 2432232315}' }, options);
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_SIGNATURE_MISMATCH' });
  });

  it('refuses a body that differs only in whitespace', async () => {
    const result = await verifyWebhook({ headers: headers(), body: '{"test":2432232314}' }, options);
    expect(result).toMatchObject({ code: 'WEBHOOK_SIGNATURE_MISMATCH' });
  });

  it('refuses a webhook signed with another secret', async () => {
    const result = await verifyWebhook(
      { headers: headers(), body: BODY },
      { ...options, secrets: OTHER_SECRET },
    );
    expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_SIGNATURE_MISMATCH' });
  });

  it('refuses a signature of another id or timestamp', async () => {
    const otherId = await verifyWebhook({ headers: headers(SIGNATURE, 'msg_other'), body: BODY }, options);
    const otherTime = await verifyWebhook(
      { headers: headers(SIGNATURE, ID, String(TIMESTAMP + 1)), body: BODY },
      options,
    );
    expect(otherId).toMatchObject({ code: 'WEBHOOK_SIGNATURE_MISMATCH' });
    expect(otherTime).toMatchObject({ code: 'WEBHOOK_SIGNATURE_MISMATCH' });
  });

  it('accepts a good signature among bad and unknown ones, during a key rotation', async () => {
    const signature = [
      'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
      'v2,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
      'v1,not-base64!',
      SIGNATURE,
      'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
    ].join(' ');
    await expect(verifyWebhook({ headers: headers(signature), body: BODY }, options)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('accepts a webhook signed with any one of the secrets in force', async () => {
    const result = await verifyWebhook(
      { headers: headers(), body: BODY },
      { ...options, secrets: [OTHER_SECRET, SECRET] },
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('refuses bad signatures only, whatever they are, with WEBHOOK_SIGNATURE_MISMATCH', async () => {
    const entry = fc.oneof(
      fc.base64String({ minLength: 4, maxLength: 48 }).map((text) => `v1,${text}`),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 5 }), async (entries) => {
        const signature = entries.join(' ');
        fc.pre(!signature.includes(SIGNATURE) && signature.trim() !== '');
        const result = await verifyWebhook({ headers: headers(signature), body: BODY }, options);
        expect(result).toMatchObject({ ok: false, code: 'WEBHOOK_SIGNATURE_MISMATCH' });
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['five minutes late', 300, true],
    ['one second more than five minutes late', 301, false],
    ['five minutes early', -300, true],
    ['one second more than five minutes early', -301, false],
  ])('judges a webhook checked %s by the default tolerance', async (_name, offset, accepted) => {
    const now = new Date((TIMESTAMP + offset) * 1000);
    const result = await verifyWebhook({ headers: headers(), body: BODY }, { secrets: SECRET, now });
    expect(result.ok).toBe(accepted);
    if (!accepted) expect(result).toMatchObject({ status: 401, code: 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE' });
  });

  it('takes another tolerance from the options', async () => {
    const now = new Date((TIMESTAMP + 11) * 1000);
    const strict = await verifyWebhook(
      { headers: headers(), body: BODY },
      { ...options, now, toleranceSeconds: 10 },
    );
    expect(strict).toMatchObject({ code: 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE' });
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])(
    'refuses a webhook without the %s header with WEBHOOK_HEADER_MISSING',
    async (name) => {
      const partial: Record<string, string> = headers();
      delete partial[name];
      const result = await verifyWebhook({ headers: partial, body: BODY }, options);
      expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_HEADER_MISSING' });
      expect((result as { hint: string }).hint).toContain(`no usable ${name} header`);
    },
  );

  it.each(['', 'hello', '+1614265330', '1614265330.0', ' 1614265330', '1e9', '9'.repeat(16)])(
    'refuses the timestamp %j with WEBHOOK_TIMESTAMP_INVALID',
    async (timestamp) => {
      const result = await verifyWebhook({ headers: headers(SIGNATURE, ID, timestamp), body: BODY }, options);
      expect(result).toMatchObject({ ok: false, status: 401 });
      expect(['WEBHOOK_TIMESTAMP_INVALID', 'WEBHOOK_HEADER_MISSING']).toContain(
        (result as { code: string }).code,
      );
    },
  );

  it('reads headers in any letter case, as a list of one value, or through get()', async () => {
    const mixed = {
      'Webhook-Id': ID,
      'WEBHOOK-TIMESTAMP': [String(TIMESTAMP)],
      'webhook-signature': SIGNATURE,
    };
    const fetchHeaders = new Headers(headers());
    await expect(verifyWebhook({ headers: mixed, body: BODY }, options)).resolves.toMatchObject({ ok: true });
    await expect(verifyWebhook({ headers: fetchHeaders, body: BODY }, options)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('treats a header sent twice, inherited, unreadable or over-long as missing', async () => {
    const twice = { ...headers(), 'webhook-id': [ID, ID] };
    const inherited = Object.assign(Object.create(headers()), {});
    const throwing = {
      ...headers(),
      get 'webhook-signature'(): string {
        throw new Error('boom');
      },
    };
    const long = headers(`${SIGNATURE} ${'v1,x'.repeat(2000)}`);
    const throwingGet = {
      get(): string {
        throw new Error('boom');
      },
    };
    for (const value of [twice, inherited, throwing, long, throwingGet, null, 'headers']) {
      const result = await verifyWebhook({ headers: value as never, body: BODY }, options);
      expect(result).toMatchObject({ ok: false, status: 401, code: 'WEBHOOK_HEADER_MISSING' });
    }
  });

  it('answers the configuration errors of the verifier as 500 INVALID_CONFIGURATION, naming the option', async () => {
    const request = { headers: headers(), body: BODY };
    const cases: [unknown, string][] = [
      [{ secrets: [], now: SIGNED_AT }, 'options.secrets'],
      [{ secrets: SECRET.slice(6), now: SIGNED_AT }, 'options.secrets'],
      [{ secrets: Array(11).fill(SECRET), now: SIGNED_AT }, 'options.secrets'],
      [{ secrets: [SECRET, 42], now: SIGNED_AT }, 'options.secrets'],
      [{ secrets: { length: 1, 0: SECRET }, now: SIGNED_AT }, 'options.secrets'],
      [{ secrets: SECRET, now: new Date(Number.NaN) }, 'options.now'],
      [{ secrets: SECRET, now: TIMESTAMP }, 'options.now'],
      [{ secrets: SECRET, now: SIGNED_AT, toleranceSeconds: -1 }, 'options.toleranceSeconds'],
      [{ secrets: SECRET, now: SIGNED_AT, toleranceSeconds: 86_401 }, 'options.toleranceSeconds'],
      [undefined, 'options.secrets'],
    ];
    for (const [bad, option] of cases) {
      const result = await verifyWebhook(request, bad as never);
      expect(result, option).toEqual({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
        message: expect.any(String),
        hint: expect.stringMatching(new RegExp(`^${option.replace('.', '\\.')}: `)),
      });
    }
  });

  it('refuses as a configuration error a list of secrets whose length does not read as a number', async () => {
    // An array's `length` is writable, so a Proxy's get trap may answer anything for it.
    const secrets = new Proxy([SECRET], {
      get: (target, key, receiver) => (key === 'length' ? '1' : Reflect.get(target, key, receiver)),
    });
    const message =
      'The webhook secrets must be one to 10 secrets written whsec_ followed by base64 of 24 to 64 random bytes.';
    await expect(
      verifyWebhook({ headers: headers(), body: BODY }, { secrets, now: SIGNED_AT }),
    ).resolves.toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message,
      hint: `options.secrets: ${message}`,
    });
  });

  it('refuses to verify a body that was already parsed', async () => {
    const result = await verifyWebhook({ headers: headers(), body: JSON.parse(BODY) }, options);
    expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
    expect((result as { hint: string }).hint).toMatch(/^body: /);
  });

  it('never quotes a secret or a signature in its messages', async () => {
    const results = await Promise.all([
      verifyWebhook({ headers: headers(), body: 'x' }, options),
      verifyWebhook({ headers: headers(), body: BODY }, { secrets: `${SECRET}x`, now: SIGNED_AT }),
    ]);
    for (const result of results) {
      const message = (result as { message: string }).message;
      expect(message).not.toContain(SECRET.slice(6, 20));
      expect(message).not.toContain(SIGNATURE.slice(3, 20));
    }
  });

  it('writes its messages in the locale asked for', async () => {
    const result = await verifyWebhook({ headers: {}, body: BODY }, { ...options, locale: 'pt-BR' });
    expect((result as { message: string }).message).toContain('cabeçalho');
  });

  it('answers 500 rather than throwing when the runtime refuses the key', async () => {
    const subtle = globalThis.crypto.subtle;
    const original = subtle.importKey;
    subtle.importKey = () => Promise.reject(new Error('no'));
    try {
      const result = await verifyWebhook({ headers: headers(), body: BODY }, options);
      expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
    } finally {
      subtle.importKey = original;
    }
  });

  it('is answered by toHttpResponse as a 401 problem without a Basic challenge', async () => {
    const result = await verifyWebhook({ headers: headers(), body: 'x' }, options);
    if (result.ok) throw new Error('expected a failure');
    const response = toHttpResponse(result);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('WEBHOOK_SIGNATURE_MISMATCH');
    expect(response.headers).not.toHaveProperty('www-authenticate');
  });

  it('verifies what signWebhook signs, for any id, timestamp and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((id) => !/[\r\n]/.test(id)),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.uint8Array({ maxLength: 200 }),
        async (id, timestamp, body) => {
          const signature = await signWebhook({ id, timestamp, body }, SECRET);
          const result = await verifyWebhook(
            {
              headers: {
                'webhook-id': id,
                'webhook-timestamp': String(timestamp),
                'webhook-signature': signature,
              },
              body,
            },
            { secrets: SECRET, now: new Date(timestamp * 1000) },
          );
          expect(result).toEqual({ ok: true, id, timestamp });
        },
      ),
      { numRuns: 100 },
    );
  });
});
