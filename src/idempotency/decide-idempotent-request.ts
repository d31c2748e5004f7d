import { _englishHint } from '../messages/hints.js';
import { formatIdempotencyMessage, type IdempotencyMessageKey } from '../messages/idempotency.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _failure, type Failure, type InvalidConfiguration } from '../result/failure.js';
import { _kindOf, _own } from '../shared/own.js';

/**
 * The longest `Idempotency-Key` accepted, in characters: Stripe's limit, room for a UUID or any
 * client's own scheme.
 *
 * @example
 * MAX_IDEMPOTENCY_KEY_LENGTH
 * //=> 255
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * What the host stored under an `Idempotency-Key`: the fingerprint of the first request, and either
 * `in_flight` (the first request is still being processed) or `completed` with the answer it got.
 */
export type StoredIdempotentRequest<Response = unknown> =
  | { readonly fingerprint: string; readonly state: 'in_flight' }
  | { readonly fingerprint: string; readonly state: 'completed'; readonly response: Response };

/** The request that just arrived: its `Idempotency-Key` header (absent when not sent) and its fingerprint. */
export interface IncomingIdempotentRequest {
  readonly key: string | null | undefined;
  /** The {@link fingerprintChargeRequest} of the validated request. */
  readonly fingerprint: string;
}

/** Options of {@link decideIdempotentRequest}. */
export interface DecideIdempotentRequestOptions {
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/**
 * Process the request: store `{ fingerprint, state: 'in_flight' }` under the key (atomically, only if
 * nothing is stored there yet), create the charge, then store `completed` with the answer.
 */
export interface ProceedWithRequest {
  readonly ok: true;
  readonly action: 'proceed';
  /** The key, as read. */
  readonly key: string;
}

/** A retry of a completed request: send the stored answer again, and do nothing else. */
export interface ReplayResponse<Response = unknown> {
  readonly ok: true;
  readonly action: 'replay';
  readonly response: Response;
}

/** Codes of a {@link decideIdempotentRequest} failure. */
export type IdempotencyCode = 'IDEMPOTENCY_KEY_INVALID' | 'IDEMPOTENCY_KEY_IN_USE' | 'IDEMPOTENCY_KEY_REUSED';

/** What {@link decideIdempotentRequest} answers. */
export type IdempotencyDecision<Response = unknown> =
  | ProceedWithRequest
  | ReplayResponse<Response>
  | Failure<IdempotencyCode>
  | InvalidConfiguration;

/**
 * Decides what a POST /v1/charges carrying an `Idempotency-Key` must do, given what the host stored
 * under that key: proceed (nothing stored), replay the stored answer (the same request, completed),
 * or refuse: 400 IDEMPOTENCY_KEY_INVALID for a key that is missing, empty, longer than
 * {@link MAX_IDEMPOTENCY_KEY_LENGTH} or not visible ASCII; 422 IDEMPOTENCY_KEY_REUSED when the key
 * comes back with another request (another fingerprint), in flight or not; 409
 * IDEMPOTENCY_KEY_IN_USE while the first request with it is still in flight. Pure: storing, locking
 * and expiring records is the host's. Never throws.
 *
 * @param stored - what the host holds under the key, or `undefined` (or `null`) when nothing.
 * @param incoming - the key sent and the fingerprint of the validated request.
 * @param options - the message locale.
 * @returns `{ ok: true, action: 'proceed', key }`, `{ ok: true, action: 'replay', response }`, or a
 *   failure; 500 INVALID_CONFIGURATION when the stored record or the fingerprint is not one this
 *   library made.
 * @example
 * decideIdempotentRequest(undefined, { key: 'order-1234', fingerprint: 'ab'.repeat(32) })
 * //=> { ok: true, action: 'proceed', key: 'order-1234' }
 */
export function decideIdempotentRequest<Response>(
  stored: StoredIdempotentRequest<Response> | null | undefined,
  incoming: IncomingIdempotentRequest,
  options?: DecideIdempotentRequestOptions,
): IdempotencyDecision<Response> {
  const locale = _readLocale(_own(options, 'locale'));
  const key = _own(incoming, 'key');
  if (!isKey(key)) return refuse(locale, 400, 'IDEMPOTENCY_KEY_INVALID');
  const fingerprint = _own(incoming, 'fingerprint');
  if (!isFingerprint(fingerprint))
    return configuration(locale, 'INVALID_CONFIGURATION.idempotency_fingerprint');
  if (stored === undefined || stored === null) return { ok: true, action: 'proceed', key };
  const state = _own(stored, 'state');
  const first = _own(stored, 'fingerprint');
  if (
    _kindOf(stored) !== 'record' ||
    !isFingerprint(first) ||
    (state !== 'in_flight' && state !== 'completed')
  ) {
    return configuration(locale, 'INVALID_CONFIGURATION.idempotency_record');
  }
  if (first !== fingerprint) return refuse(locale, 422, 'IDEMPOTENCY_KEY_REUSED');
  if (state === 'in_flight') return refuse(locale, 409, 'IDEMPOTENCY_KEY_IN_USE');
  return { ok: true, action: 'replay', response: _own(stored, 'response') as Response };
}

/** 1 to 255 visible ASCII characters: what a header carries unchanged through every proxy. */
function isKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) return false;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    if (code < 0x21 || code > 0x7e) return false;
  }
  return true;
}

function isFingerprint(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 64) return false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66))) return false;
  }
  return true;
}

function refuse(locale: Locale, status: number, code: IdempotencyCode): Failure<IdempotencyCode> {
  const params = code === 'IDEMPOTENCY_KEY_INVALID' ? { max: MAX_IDEMPOTENCY_KEY_LENGTH } : {};
  const hint = _englishHint('Idempotency-Key', formatIdempotencyMessage('en', code, params));
  return _failure(status, code, formatIdempotencyMessage(locale, code, params), hint);
}

function configuration(locale: Locale, key: IdempotencyMessageKey): InvalidConfiguration {
  return _failure(
    500,
    'INVALID_CONFIGURATION',
    formatIdempotencyMessage(locale, key),
    formatIdempotencyMessage('en', key),
  ) as InvalidConfiguration;
}
