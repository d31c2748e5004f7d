// Receiving the provider's charge events, with no HTTP in sight, so both hosts run the same steps:
// verify the Standard Webhooks signature on the raw body, read `{ charge_id, event }`, apply the
// event to the charge's lifecycle, and log the money to move.
import {
  applyChargeEvent,
  DEFAULT_MAX_BODY_BYTES,
  readJsonBody,
  toHttpResponse,
  verifyWebhook,
} from 'charge-rules';
import { hostProblem } from './host-problems.mjs';

/**
 * Builds `receiveChargeEvent(headers, bytes, locale)` → a promise of `{ status: 204 }` (the event
 * applied, ignored or repeated: the provider stops sending it) or a `{ status, headers, body }`
 * problem response (401 a bad signature, 404 an unknown charge, 409 an event the charge cannot take
 * yet: the provider sends it again later).
 * - charges: the Map of charge id → lifecycle state that createChargeService fills
 * - secrets: the provider's `whsec_` signing secrets in force
 */
export function createChargeEventService({ charges, secrets, acquirer, now, log }) {
  return async function receiveChargeEvent(headers, bytes, locale) {
    const delivery = await readSignedEvent(headers, bytes, { secrets, now: now(), locale });
    if (!delivery.ok) return delivery.response;
    const charge = charges.get(delivery.chargeId);
    if (charge === undefined) return hostProblem('UNKNOWN_CHARGE', locale);

    const applied = applyChargeEvent(charge, delivery.event, { acquirer, locale });
    if (!applied.ok) return toHttpResponse(applied, { locale });
    charges.set(delivery.chargeId, applied.charge);
    // A real host posts these to its ledger in the same transaction as the charge.
    for (const effect of applied.effects) log({ event: 'charge.effect', charge: delivery.chargeId, effect });
    log({
      event: 'charge.event',
      charge: delivery.chargeId,
      webhook: delivery.webhookId,
      status: applied.charge.status,
    });
    return { status: 204 };
  };
}

/**
 * A delivery as the provider signed it: a body over the limit is refused unread (413); the signature
 * covers the bytes as sent, so it is verified before anything is parsed; then `{ charge_id, event }`
 * is read. Answers `{ ok: true, chargeId, event, webhookId }` or `{ ok: false, response }`, the
 * problem response to send (401 a bad signature, 400 a body that is not JSON, 404 no charge id).
 */
export async function readSignedEvent(headers, bytes, { secrets, now, locale }) {
  const refuse = (failure) => ({ ok: false, response: toHttpResponse(failure, { locale }) });
  if (bytes.length > DEFAULT_MAX_BODY_BYTES) return refuse(readJsonBody(bytes, { locale }));
  const verified = await verifyWebhook({ headers, body: bytes }, { secrets, now, locale });
  if (!verified.ok) return refuse(verified);
  const parsed = readJsonBody(bytes, { locale });
  if (!parsed.ok) return refuse(parsed);
  const body = Object(parsed.value);
  const chargeId = Object.hasOwn(body, 'charge_id') ? body.charge_id : undefined;
  if (typeof chargeId !== 'string') return { ok: false, response: hostProblem('UNKNOWN_CHARGE', locale) };
  return {
    ok: true,
    chargeId,
    event: Object.hasOwn(body, 'event') ? body.event : undefined,
    webhookId: verified.id,
  };
}
