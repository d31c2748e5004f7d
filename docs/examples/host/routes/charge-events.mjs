// POST /v1/webhooks/charge-events: the provider's signed charge events. No key auth: the Standard
// Webhooks signature is the authentication, checked on the raw body before it is parsed.
import { DEFAULT_MAX_BODY_BYTES } from 'charge-rules';
import { createChargeEventService } from '../charge-events.mjs';
import { collectBody } from '../collect-body.mjs';
import { sendResponse } from '../respond.mjs';

export function chargeEventsRoute({ charges, webhookSecrets, acquirer, now, log }) {
  const receive = createChargeEventService({ charges, secrets: webhookSecrets, acquirer, now, log });

  async function post(req, res, { locale }) {
    const bytes = await collectBody(req, DEFAULT_MAX_BODY_BYTES, req.headers['content-length']);
    const answer = await receive(req.headers, bytes, locale);
    if (answer.status !== 204) return sendResponse(res, answer);
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  }

  return { POST: post };
}
