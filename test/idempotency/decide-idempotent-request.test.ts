import { describe, expect, it } from 'vitest';
import {
  decideIdempotentRequest,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type StoredIdempotentRequest,
  toHttpResponse,
} from '../../src/index.js';

const FIRST = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const KEY = '8e03978e-40d5-43e8-bc93-6894a57f9324';
const RESPONSE = { status: 201, body: { id: 'ch_1' } };

describe('decideIdempotentRequest', () => {
  it('proceeds when nothing is stored under the key', () => {
    expect(decideIdempotentRequest(undefined, { key: KEY, fingerprint: FIRST })).toEqual({
      ok: true,
      action: 'proceed',
      key: KEY,
    });
    expect(decideIdempotentRequest(null, { key: KEY, fingerprint: FIRST })).toMatchObject({
      action: 'proceed',
    });
  });

  it('replays the stored answer to a retry of a completed request', () => {
    const stored: StoredIdempotentRequest<typeof RESPONSE> = {
      fingerprint: FIRST,
      state: 'completed',
      response: RESPONSE,
    };
    expect(decideIdempotentRequest(stored, { key: KEY, fingerprint: FIRST })).toEqual({
      ok: true,
      action: 'replay',
      response: RESPONSE,
    });
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request is in flight', () => {
    const result = decideIdempotentRequest(
      { fingerprint: FIRST, state: 'in_flight' },
      { key: KEY, fingerprint: FIRST },
    );
    expect(result).toMatchObject({ ok: false, status: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED when the key comes back with another request', () => {
    const completed = decideIdempotentRequest(
      { fingerprint: FIRST, state: 'completed', response: RESPONSE },
      { key: KEY, fingerprint: OTHER },
    );
    const inFlight = decideIdempotentRequest(
      { fingerprint: FIRST, state: 'in_flight' },
      { key: KEY, fingerprint: OTHER },
    );
    expect(completed).toMatchObject({ ok: false, status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(inFlight).toMatchObject({ ok: false, status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it.each([
    ['a missing key', undefined],
    ['a null key', null],
    ['an empty key', ''],
    ['a key one character too long', 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1)],
    ['a key with a space', 'order 1'],
    ['a key with a non-ASCII character', 'pedido-ção'],
    ['a key that is not text', 42],
  ])('answers 400 IDEMPOTENCY_KEY_INVALID for %s', (_name, key) => {
    const result = decideIdempotentRequest(undefined, { key: key as string, fingerprint: FIRST });
    expect(result).toMatchObject({ ok: false, status: 400, code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('accepts a key of exactly the maximum length', () => {
    const key = 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH);
    expect(decideIdempotentRequest(undefined, { key, fingerprint: FIRST })).toMatchObject({ ok: true });
  });

  it('answers 500 INVALID_CONFIGURATION for a fingerprint or a record this library did not make', () => {
    const incoming = { key: KEY, fingerprint: FIRST };
    const cases: [unknown, unknown][] = [
      [undefined, { key: KEY, fingerprint: 'not hex' }],
      [undefined, { key: KEY, fingerprint: FIRST.toUpperCase() }],
      [{ fingerprint: FIRST, state: 'done' }, incoming],
      [{ fingerprint: 'x', state: 'in_flight' }, incoming],
      ['stored', incoming],
      [Object.create({ fingerprint: FIRST, state: 'in_flight' }), incoming],
    ];
    for (const [stored, request] of cases) {
      expect(decideIdempotentRequest(stored as never, request as never)).toMatchObject({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
      });
    }
  });

  it('becomes a problem+json response with the status of its code', () => {
    const result = decideIdempotentRequest(
      { fingerprint: FIRST, state: 'in_flight' },
      { key: KEY, fingerprint: FIRST },
    );
    if (result.ok) throw new Error('expected a failure');
    const response = toHttpResponse(result, { locale: 'es' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_USE',
      title: 'El reintento no se puede atender',
    });
  });

  it('writes its messages in the locale asked for', () => {
    const result = decideIdempotentRequest(undefined, { key: '', fingerprint: FIRST }, { locale: 'pt-BR' });
    expect((result as { message: string }).message).toContain('255');
  });
});
