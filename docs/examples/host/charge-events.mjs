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
    // A body over the limit is refused unread (413); the signature covers the bytes as sent, so it
    // is verified before anything is parsed.
    if (bytes.length > DEFAULT_MAX_BODY_BYTES)
      return toHttpResponse(readJsonBody(bytes, { locale }), { locale });
    const verified = await verifyWebhook({ headers, body: bytes }, { secrets, now: now(), locale });
    if (!verified.ok) return toHttpResponse(verified, { locale });
    const parsed = readJsonBody(bytes, { locale });
    if (!parsed.ok) return toHttpResponse(parsed, { locale });
    const chargeId = Object.hasOwn(Object(parsed.value), 'charge_id') ? parsed.value.charge_id : undefined;
    const charge = typeof chargeId === 'string' ? charges.get(chargeId) : undefined;
    if (charge === undefined) return hostProblem('UNKNOWN_CHARGE', locale);

    const applied = applyChargeEvent(charge, parsed.value.event, { acquirer, locale });
    if (!applied.ok) return toHttpResponse(applied, { locale });
    charges.set(chargeId, applied.charge);
    // A real host posts these to its ledger in the same transaction as the charge.
    for (const effect of applied.effects) log({ event: 'charge.effect', charge: chargeId, effect });
    log({ event: 'charge.event', charge: chargeId, webhook: verified.id, status: applied.charge.status });
    return { status: 204 };
  };
}
