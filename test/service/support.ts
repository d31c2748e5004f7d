// What the reference service's tests share: a fixed clock, the demo's keys, HTTP calls and signed
// webhook deliveries. The service itself runs on the built package: `npm test` builds dist/ first;
// locally, `npm run build` once, then `npx vitest run test/service`.
import { readFileSync } from 'node:fs';
import { signWebhook } from '../../src/index.js';

/** The service's clock in every test: card expiry, due dates and webhook timestamps agree with it. */
export const SERVICE_NOW = new Date('2026-06-15T15:00:00Z');
export const SECRET_KEY = 'sk_test_demo';
export const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A request of docs/examples/requests, parsed. */
export function exampleRequest(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../../docs/examples/requests/${name}.json`, import.meta.url), 'utf8'),
  );
}

export interface Reply {
  readonly status: number;
  readonly text: string;
  readonly body: Record<string, unknown>;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly key?: string;
  readonly idempotencyKey?: string;
  readonly headers?: Record<string, string>;
  readonly raw?: string;
}

/** One HTTP call to the service on `port`, its body read as JSON when it has one. */
export async function call(
  port: number,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Basic ${btoa(`${options.key}:`)}`;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? {} : JSON.parse(text) };
}

/** Creates a charge with the demo merchant's secret key. */
export function createCharge(port: number, body: unknown, idempotencyKey?: string): Promise<Reply> {
  return call(port, 'POST', '/v1/charges', {
    body,
    key: SECRET_KEY,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
}

/**
 * Delivers `{ charge_id, event }` as the provider does: signed in the Standard Webhooks scheme at
 * the service's clock, under the delivery's own `webhook-id`.
 */
export async function deliver(
  port: number,
  chargeId: string,
  event: unknown,
  webhookId: string,
): Promise<Reply> {
  const raw = JSON.stringify({ charge_id: chargeId, event });
  const timestamp = Math.floor(SERVICE_NOW.getTime() / 1000);
  const signature = await signWebhook({ id: webhookId, timestamp, body: raw }, WEBHOOK_SECRET);
  return call(port, 'POST', '/v1/webhooks/provider', {
    raw,
    headers: {
      'content-type': 'application/json',
      'webhook-id': webhookId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    },
  });
}
