import { _decodeBase64Strict } from '../auth/_base64.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatWebhooksMessage, type WebhooksMessageKey } from '../messages/webhooks.js';
import { _failure, type Failure, type InvalidConfiguration } from '../result/failure.js';
import { _kindOf, _own } from '../shared/own.js';
import { _equalBytes, _hmacSha256, _subtle } from '../shared/web-crypto.js';
import { _readHeader, type WebhookHeaders } from './_headers.js';
import { _readSecret, MAX_WEBHOOK_SECRETS } from './_secret.js';
import { _isRawBody, _signedContent } from './_signed-content.js';

/**
 * How far, in seconds, a webhook's timestamp may be from the verifier's clock, either way: the
 * Standard Webhooks libraries' and Stripe's five minutes.
 *
 * @example
 * DEFAULT_WEBHOOK_TOLERANCE_SECONDS
 * //=> 300
 */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

// A day: a wider window would make the timestamp no defence against replays at all.
const MAX_TOLERANCE_SECONDS = 86_400;
// Whole seconds since 1970 in digits; 15 digits reach past the year 30 000 and stay safe integers.
const MAX_TIMESTAMP_DIGITS = 15;
const SIGNATURE_BYTES = 32;

/** A webhook request as received: its headers and its raw body, before any JSON parsing. */
export interface WebhookRequest {
  readonly headers: WebhookHeaders;
  /** The body exactly as received: a string or its bytes. A parsed object cannot be verified. */
  readonly body: string | Uint8Array;
}

/** Options of {@link verifyWebhook}. */
export interface VerifyWebhookOptions {
  /**
   * The signing secrets in force, `whsec_` followed by base64: one, or up to ten during a rotation
   * (the webhook is accepted when any of its signatures matches any of them).
   */
  readonly secrets: string | readonly string[];
  /** The verifier's clock: the timestamp must be within `toleranceSeconds` of it. */
  readonly now: Date;
  /** @defaultValue {@link DEFAULT_WEBHOOK_TOLERANCE_SECONDS} */
  readonly toleranceSeconds?: number;
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** A webhook whose signature matched: its id (to deduplicate deliveries) and its timestamp in seconds. */
export interface WebhookVerified {
  readonly ok: true;
  readonly id: string;
  readonly timestamp: number;
}

/** Codes of a {@link verifyWebhook} failure: 401 for the request, 500 for the verifier's own options. */
export type VerifyWebhookCode =
  | 'WEBHOOK_HEADER_MISSING'
  | 'WEBHOOK_TIMESTAMP_INVALID'
  | 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE'
  | 'WEBHOOK_SIGNATURE_MISMATCH';

/** A webhook that cannot be trusted: answer 401, and do not act on its body. */
export interface WebhookRefused extends Failure<VerifyWebhookCode> {
  readonly status: 401;
}

/** What {@link verifyWebhook} answers. */
export type VerifyWebhookResult = WebhookVerified | WebhookRefused | InvalidConfiguration;

/**
 * Verifies a webhook signed in the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` headers, a timestamp within the tolerance of `now`, and at least one
 * `v1,` signature that is the HMAC-SHA256 of `${id}.${timestamp}.${body}` under one of the secrets,
 * compared in constant time. Signatures of other versions are skipped, so several can travel
 * side by side during a key rotation. Uses Web Crypto: runs in Node ≥ 20, browsers and edge
 * runtimes. Never rejects; messages never quote a secret, a signature or the body.
 *
 * @param request - the headers and the raw body.
 * @param options - the secrets, the clock, the tolerance and the message locale.
 * @returns `{ ok: true, id, timestamp }`, or a failure: 401 WEBHOOK_HEADER_MISSING,
 *   WEBHOOK_TIMESTAMP_INVALID, WEBHOOK_TIMESTAMP_OUT_OF_RANGE or WEBHOOK_SIGNATURE_MISMATCH; 500
 *   INVALID_CONFIGURATION (the secrets, the clock, the tolerance, a body that is not raw, or no Web
 *   Crypto).
 * @example
 * const headers = { 'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'webhook-timestamp': '1614265330',
 *   'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
 * await verifyWebhook({ headers, body: '{"test": 2432232314}' },
 *   { secrets: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', now: new Date('2021-02-25T15:02:10Z') })
 * //=> { ok: true, id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330 }
 */
export async function verifyWebhook(
  request: WebhookRequest,
  options: VerifyWebhookOptions,
): Promise<VerifyWebhookResult> {
  const locale = _readLocale(_own(options, 'locale'));
  try {
    return await verify(request, options, locale);
  } catch {
    // Web Crypto refused a key or an operation: fail closed, as the server's fault.
    return configuration(locale, 'INVALID_CONFIGURATION.web_crypto');
  }
}

async function verify(request: unknown, options: unknown, locale: Locale): Promise<VerifyWebhookResult> {
  const keys = readSecrets(_own(options, 'secrets'));
  if (keys === undefined) {
    return configuration(locale, 'INVALID_CONFIGURATION.webhook_secrets', { max: MAX_WEBHOOK_SECRETS });
  }
  const now = _own(options, 'now');
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    return configuration(locale, 'INVALID_CONFIGURATION.webhook_now');
  }
  const tolerance = _own(options, 'toleranceSeconds') ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (
    !Number.isSafeInteger(tolerance) ||
    (tolerance as number) < 0 ||
    (tolerance as number) > MAX_TOLERANCE_SECONDS
  ) {
    return configuration(locale, 'INVALID_CONFIGURATION.webhook_tolerance', { max: MAX_TOLERANCE_SECONDS });
  }
  const body = _own(request, 'body');
  if (!_isRawBody(body)) return configuration(locale, 'INVALID_CONFIGURATION.webhook_body');
  const subtle = _subtle();
  if (subtle === undefined) return configuration(locale, 'INVALID_CONFIGURATION.web_crypto');

  const headers = _own(request, 'headers');
  const id = _readHeader(headers, 'webhook-id');
  const stamp = _readHeader(headers, 'webhook-timestamp');
  const signatures = _readHeader(headers, 'webhook-signature');
  for (const [header, value] of [
    ['webhook-id', id],
    ['webhook-timestamp', stamp],
    ['webhook-signature', signatures],
  ] as const) {
    if (value === undefined || value === '') return refused(locale, 'WEBHOOK_HEADER_MISSING', { header });
  }
  const timestamp = readTimestamp(stamp as string);
  if (timestamp === undefined) return refused(locale, 'WEBHOOK_TIMESTAMP_INVALID');
  const distance = Math.abs(Math.floor(now.getTime() / 1000) - timestamp);
  if (distance > (tolerance as number)) {
    return refused(locale, 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE', {
      seconds: distance,
      tolerance: tolerance as number,
    });
  }
  const candidates = readSignatures(signatures as string);
  const content = _signedContent(id as string, timestamp, body);
  let matched = false;
  for (const key of keys) {
    const expected = await _hmacSha256(subtle, key, content);
    // Every candidate is compared, matched or not, so the time taken says nothing about which one.
    for (const candidate of candidates) matched = _equalBytes(candidate, expected) || matched;
  }
  return matched ? { ok: true, id: id as string, timestamp } : refused(locale, 'WEBHOOK_SIGNATURE_MISMATCH');
}

/** The key of each secret, or `undefined` unless there are 1 to 10 and every one is valid. */
function readSecrets(secrets: unknown): Uint8Array<ArrayBuffer>[] | undefined {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (_kindOf(list) !== 'array') return undefined;
  const length = _own(list, 'length');
  if (typeof length !== 'number' || length < 1 || length > MAX_WEBHOOK_SECRETS) return undefined;
  const keys: Uint8Array<ArrayBuffer>[] = [];
  for (let index = 0; index < length; index++) {
    const key = _readSecret(_own(list, index));
    if (key === undefined) return undefined;
    keys.push(key);
  }
  return keys;
}

/** Digits only (no sign, no spaces, no exponent): the one spelling of whole seconds. */
function readTimestamp(text: string): number | undefined {
  if (text.length > MAX_TIMESTAMP_DIGITS) return undefined;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x30 || code > 0x39) return undefined;
  }
  return Number(text);
}

/** The 32-byte `v1` signatures of the header; other versions and malformed entries are skipped. */
function readSignatures(header: string): Uint8Array[] {
  const found: Uint8Array[] = [];
  for (const entry of header.split(' ')) {
    if (!entry.startsWith('v1,')) continue;
    const bytes = _decodeBase64Strict(entry.slice(3));
    if (bytes !== undefined && bytes.length === SIGNATURE_BYTES) found.push(bytes);
  }
  return found;
}

function refused(
  locale: Locale,
  code: VerifyWebhookCode,
  params?: Record<string, string | number>,
): WebhookRefused {
  const hint = _englishHint('headers', formatWebhooksMessage('en', code, params));
  return _failure(401, code, formatWebhooksMessage(locale, code, params), hint) as WebhookRefused;
}

// Where the host's own mistake lies, for the integrator's hint.
const CONFIGURATION_PATHS: Partial<Record<WebhooksMessageKey, string>> = {
  'INVALID_CONFIGURATION.web_crypto': 'globalThis.crypto.subtle',
  'INVALID_CONFIGURATION.webhook_secrets': 'options.secrets',
  'INVALID_CONFIGURATION.webhook_now': 'options.now',
  'INVALID_CONFIGURATION.webhook_tolerance': 'options.toleranceSeconds',
  'INVALID_CONFIGURATION.webhook_body': 'body',
};

function configuration(
  locale: Locale,
  key: WebhooksMessageKey,
  params?: Record<string, string | number>,
): InvalidConfiguration {
  return _failure(
    500,
    'INVALID_CONFIGURATION',
    formatWebhooksMessage(locale, key, params),
    _englishHint(CONFIGURATION_PATHS[key] ?? '', formatWebhooksMessage('en', key, params)),
  ) as InvalidConfiguration;
}
