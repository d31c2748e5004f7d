// The reference service's HTTP side: node:http, four routes, every answer JSON or problem+json.
import http from 'node:http';
import { authorizeSecretRequest, DEFAULT_MAX_BODY_BYTES, negotiateLocale, readJsonBody } from 'charge-rules';
import { collectBody } from '../docs/examples/host/collect-body.mjs';
import { hostProblem } from '../docs/examples/host/host-problems.mjs';
import { sendFailure, sendJson, sendResponse } from '../docs/examples/host/respond.mjs';
import { createChargeCreator } from './create-charge.mjs';
import { createEventReceiver } from './receive-event.mjs';

// The realm of the 401 challenges of the secret-key routes.
const REALM = 'charges';
const CHARGE_PATH = /^\/v1\/charges\/(ch_[0-9a-f-]{36})$/;

/**
 * Builds the service (not yet listening) on an open, migrated database.
 * - merchants: `{ findBySecretKey(key) }` (docs/examples/host/merchants.mjs)
 * - provider: `{ createCharge({ merchant, request, flow, idempotencyKey }), findCharge(key) }`
 * - webhookSecrets: the provider's `whsec_` secrets
 * - fingerprintKey: the key of the stored fingerprints' HMAC
 * - now, log, onStep: the clock, the log, and a hook called after each step that wrote
 */
export function createService({
  db,
  merchants,
  acquirer,
  provider,
  webhookSecrets,
  fingerprintKey,
  now = () => new Date(),
  log = () => {},
  onStep = () => {},
}) {
  const createCharge = createChargeCreator({ db, provider, acquirer, now, log, fingerprintKey, onStep });
  const receiveEvent = createEventReceiver({ db, secrets: webhookSecrets, acquirer, now, log, onStep });

  async function merchantOf(req, res, locale) {
    const auth = authorizeSecretRequest(req.headers.authorization, { locale });
    if (!auth.ok) return sendFailure(res, auth, { locale, realm: REALM });
    const merchant = await merchants.findBySecretKey(auth.secret_key);
    if (merchant === undefined)
      return sendResponse(res, hostProblem('UNKNOWN_KEY', locale, { realm: REALM }));
    return merchant;
  }

  async function postCharge(req, res, locale) {
    const merchant = await merchantOf(req, res, locale);
    if (merchant === undefined) return;
    const bytes = await collectBody(req, DEFAULT_MAX_BODY_BYTES, req.headers['content-length']);
    const body = readJsonBody(bytes, { contentType: req.headers['content-type'] ?? null, locale });
    if (!body.ok) return sendFailure(res, body, { locale });
    const created = await createCharge(merchant, body.value, locale, req.headers['idempotency-key']);
    if (!created.ok) return sendFailure(res, created, { locale });
    sendJson(res, 201, created.charge, { location: `/v1/charges/${created.charge.id}` });
  }

  async function getCharge(req, res, locale, id) {
    const merchant = await merchantOf(req, res, locale);
    if (merchant === undefined) return;
    const [row] = await db.query(
      `SELECT response, status FROM charges WHERE id = $1 AND merchant_id = $2 AND response IS NOT NULL`,
      [id, merchant.id],
    );
    // Another merchant's charge is as unknown as a charge that does not exist.
    if (row === undefined) return sendResponse(res, hostProblem('UNKNOWN_CHARGE', locale));
    sendJson(res, 200, { ...row.response, status: row.status });
  }

  async function postEvent(req, res, locale) {
    const bytes = await collectBody(req, DEFAULT_MAX_BODY_BYTES, req.headers['content-length']);
    const answer = await receiveEvent(req.headers, bytes, locale);
    if (answer.status !== 204) return sendResponse(res, answer);
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  }

  async function health(_req, res) {
    await db.query('SELECT 1');
    sendJson(res, 200, { status: 'ok' });
  }

  function route(method, path) {
    if (path === '/health') return method === 'GET' ? health : 'GET';
    if (path === '/v1/charges') return method === 'POST' ? postCharge : 'POST';
    if (path === '/v1/webhooks/provider') return method === 'POST' ? postEvent : 'POST';
    const id = CHARGE_PATH.exec(path)?.[1];
    if (id !== undefined)
      return method === 'GET' ? (req, res, locale) => getCharge(req, res, locale, id) : 'GET';
    return undefined;
  }

  return http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, async (req, res) => {
    const locale = negotiateLocale(req.headers['accept-language']);
    const path = (req.url ?? '/').split('?', 1)[0];
    try {
      const handler = route(req.method, path);
      if (handler === undefined) return sendResponse(res, hostProblem('NOT_FOUND', locale));
      if (typeof handler === 'string') {
        return sendResponse(res, hostProblem('METHOD_NOT_ALLOWED', locale), { Allow: handler });
      }
      await handler(req, res, locale);
    } catch (error) {
      // Only the kind of error: its text may quote what the provider was sent.
      log({ event: 'error', path, error: error instanceof Error ? error.name : typeof error });
      if (!res.headersSent) sendFailure(res, error, { locale });
      else res.destroy();
    }
  });
}
