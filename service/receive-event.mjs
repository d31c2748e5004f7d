// POST /v1/webhooks/provider with no HTTP in sight: the example host's steps (verify the Standard
// Webhooks signature on the raw bytes, read `{ charge_id, event }`, applyChargeEvent), with the
// charge's state, the event and the money it moves written in one transaction. The charge row is
// locked (FOR UPDATE) before its state is read, so concurrent deliveries for one charge apply one
// after the other, each on the state the previous one wrote: no update is lost. The event's primary
// key keeps a redelivery from being recorded twice, however concurrent.
import { applyChargeEvent, toHttpResponse } from 'charge-rules';
import { readSignedEvent } from '../docs/examples/host/charge-events.mjs';
import { hostProblem } from '../docs/examples/host/host-problems.mjs';

/**
 * Builds `receiveEvent(headers, bytes, locale)` → `{ status: 204 }` (applied, recorded, or a
 * redelivery) or a `{ status, headers, body }` problem (401 signature, 404 unknown charge, 409 an
 * event the charge cannot take yet: the provider delivers it again). `onStep('event_written')` runs
 * inside the transaction before it commits, `onStep('event_committed')` after.
 */
export function createEventReceiver({ db, secrets, acquirer, now, log, onStep }) {
  return async function receiveEvent(headers, bytes, locale) {
    const delivery = await readSignedEvent(headers, bytes, { secrets, now: now(), locale });
    if (!delivery.ok) return delivery.response;
    const { chargeId, event } = delivery;

    const answer = await db.transaction(async (tx) => {
      const [charge] = await tx.query(
        `SELECT id, state FROM charges WHERE provider_charge_id = $1 AND status <> 'provider_answer_rejected'
         FOR UPDATE`,
        [chargeId],
      );
      if (charge === undefined) return hostProblem('UNKNOWN_CHARGE', locale);
      const applied = applyChargeEvent(charge.state, event, { acquirer, locale });
      // Refused (409 not yet, 422, a conflicting redelivery): nothing is written.
      if (!applied.ok) return toHttpResponse(applied, { locale });
      // The event as the charge recorded it (its instant in one spelling, whether it applied).
      const record = applied.charge.events.find((candidate) => candidate.id === event.id);
      const eventId = record.id;
      const recorded = await tx.query(
        `INSERT INTO charge_events (charge_id, event_id, event, webhook_id, applied)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING event_id`,
        [charge.id, eventId, record, delivery.webhookId, record.applied],
      );
      // Recorded before: the state already holds it, and applyChargeEvent answered no effects.
      if (recorded.length === 0) return { status: 204 };
      await tx.query(
        `UPDATE charges SET state = $2, status = $3, version = version + 1, updated_at = now() WHERE id = $1`,
        [charge.id, applied.charge, applied.charge.status],
      );
      for (const [position, effect] of applied.effects.entries()) {
        await tx.query(
          'INSERT INTO ledger_entries (charge_id, event_id, position, effect) VALUES ($1, $2, $3, $4)',
          [charge.id, eventId, position, effect],
        );
      }
      onStep('event_written');
      log({
        event: 'charge.event',
        charge: charge.id,
        webhook: delivery.webhookId,
        status: applied.charge.status,
      });
      return { status: 204 };
    });
    if (answer.status === 204) onStep('event_committed');
    return answer;
  };
}
