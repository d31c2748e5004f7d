// POST /v1/charges with no HTTP in sight: the example host's charge steps, with the charge and its
// Idempotency-Key kept in PostgreSQL so that creation happens once whatever runs concurrently or
// crashes. The order of the steps is the guarantee:
//   1. one transaction inserts the charge ('creating') and claims (merchant, key) by the primary key
//      of idempotency_keys: of concurrent requests with one key exactly one inserts, the others
//      see its row and are answered 409 (in flight), its answer (completed) or 422 (another request);
//   2. the provider is called outside any transaction, with the charge's id as its idempotency key;
//   3. one transaction stores the answer, the lifecycle state and the completed key.
// A crash between 1 and 3 leaves a 'creating' row that recoverCreations (recover.mjs) finishes or
// releases.
import { createHmac, randomUUID } from 'node:crypto';
import {
  decideIdempotentRequest,
  fingerprintChargeRequest,
  redactChargeRequest,
  validateChargeRequest,
} from 'charge-rules';
import { finishCharge, planCharge } from '../docs/examples/host/charges.mjs';

/** How long a creation may hold its charge before another instance takes it for dead, in seconds. */
export const CREATION_LEASE_SECONDS = 60;

// A request that finds its key released between the two reads tries again, a bounded number of times.
const CLAIM_ATTEMPTS = 3;

/**
 * Builds `createCharge(merchant, body, locale, idempotencyKey?)` → `{ ok: true, charge }` (201) or a
 * library failure. `onStep(name)` is called after each step that changed the database ('reserved',
 * 'provider_answered', 'completed'): the crash tests stop the process there.
 */
export function createChargeCreator({ db, provider, acquirer, now, log, fingerprintKey, onStep }) {
  return async function createCharge(merchant, body, locale, idempotencyKey) {
    log({ event: 'charge.received', merchant: merchant.id, body: redactChargeRequest(body) });
    const validation = validateChargeRequest(body, { merchant, mdr: merchant.mdr, locale, now: now() });
    if (!validation.ok) return validation;
    const request = validation.value;
    const plan = planCharge(request, merchant, acquirer, locale);
    if (!plan.ok) return plan;

    const id = `ch_${randomUUID()}`;
    let key;
    if (idempotencyKey !== undefined) {
      // The fingerprint hashes the request, card number included: only a keyed hash of it is stored.
      const fingerprint = createHmac('sha256', fingerprintKey)
        .update(await fingerprintChargeRequest(request))
        .digest('hex');
      const claim = await claimKey(db, { id, merchant, request, plan, idempotencyKey, fingerprint, locale });
      if (claim.action !== 'proceed')
        return claim.action === 'replay' ? { ok: true, charge: claim.response } : claim;
      key = claim.key;
    } else {
      await db.transaction((tx) => insertCharge(tx, { id, merchant, request, plan }));
    }
    onStep('reserved');

    let answer;
    try {
      answer = await provider.createCharge({ merchant, request, flow: plan.flow, idempotencyKey: id });
    } catch (error) {
      // A failed call may still have created the charge (a timeout after the provider's commit):
      // ask. Created: finish it. Not created: free the key, so the client's retry creates it.
      // Unknown (the provider is unreachable): leave it 'creating'; recovery decides once it answers.
      const found = await provider.findCharge(id).then(
        (value) => ({ value }),
        () => undefined,
      );
      if (found === undefined) throw error;
      if (found.value === undefined) {
        await release(db, id);
        throw error;
      }
      answer = found.value;
    }
    onStep('provider_answered');
    const created = await complete(db, {
      id,
      merchant,
      request: redactChargeRequest(request),
      plan,
      key,
      answer,
      locale,
    });
    if (created.ok) {
      onStep('completed');
      log({ event: 'charge.created', merchant: merchant.id, id, status: created.charge.status });
    } else {
      log({ event: 'charge.provider_answer_rejected', merchant: merchant.id, id, code: created.code });
    }
    return created;
  };
}

// Step 1 with a key. The insert of the key row is the arbiter: ON CONFLICT DO NOTHING waits for a
// concurrent transaction holding the same key to end, then does nothing if it committed.
async function claimKey(db, { id, merchant, request, plan, idempotencyKey, fingerprint, locale }) {
  const incoming = { key: idempotencyKey, fingerprint };
  // A malformed key is refused before anything is written.
  const first = decideIdempotentRequest(undefined, incoming, { locale });
  if (!first.ok) return first;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const claimed = await db
      .transaction(async (tx) => {
        await insertCharge(tx, { id, merchant, request, plan });
        const won = await tx.query(
          `INSERT INTO idempotency_keys (merchant_id, key, fingerprint, charge_id, state)
         VALUES ($1, $2, $3, $4, 'in_flight') ON CONFLICT DO NOTHING RETURNING key`,
          [merchant.id, first.key, fingerprint, id],
        );
        // Losing the key rolls the charge row back with it.
        if (won.length === 0) throw KEY_TAKEN;
        return true;
      })
      .catch((error) => {
        if (error === KEY_TAKEN) return false;
        throw error;
      });
    if (claimed) return first;
    const [stored] = await db.query(
      'SELECT fingerprint, state, response FROM idempotency_keys WHERE merchant_id = $1 AND key = $2',
      [merchant.id, first.key],
    );
    // Released since (its creation failed): try to claim it again.
    if (stored === undefined) continue;
    const decision = decideIdempotentRequest(storedRecord(stored), incoming, { locale });
    if (!decision.ok || decision.action === 'replay') return decision;
  }
  return decideIdempotentRequest({ fingerprint, state: 'in_flight' }, incoming, { locale });
}

const KEY_TAKEN = Symbol('key taken');

function storedRecord(row) {
  return row.state === 'completed'
    ? { fingerprint: row.fingerprint, state: 'completed', response: row.response }
    : { fingerprint: row.fingerprint, state: 'in_flight' };
}

function insertCharge(tx, { id, merchant, request, plan }) {
  return tx.query(
    `INSERT INTO charges (id, merchant_id, status, request, plan, lease_until)
     VALUES ($1, $2, 'creating', $3, $4, now() + make_interval(secs => $5))`,
    [id, merchant.id, redactChargeRequest(request), storedPlan(plan), CREATION_LEASE_SECONDS],
  );
}

// The plan without its `ok`: the split, the flow, the settlement, the installments.
function storedPlan({ ok: _ok, ...plan }) {
  return plan;
}

/**
 * Step 3: the provider's answer shaped and stored with the lifecycle state and the completed key, in
 * one transaction, only while the charge is still 'creating' (a recovery elsewhere may have finished
 * it: then its answer stands). A rejected answer frees the key and records the charge as rejected.
 */
export async function complete(db, { id, request, plan, answer, locale }) {
  const created = finishCharge(request, answer, plan, locale);
  if (!created.ok || created.state === undefined) {
    // One transaction: a crash between the two would leave the key in flight for good.
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE charges SET status = 'provider_answer_rejected', state = '{}'::jsonb, lease_until = NULL,
           updated_at = now() WHERE id = $1 AND status = 'creating'`,
        [id],
      );
      await tx.query('DELETE FROM idempotency_keys WHERE charge_id = $1', [id]);
    });
    return created;
  }
  const charge = { ...created.charge, id, provider_charge_id: created.charge.id };
  // The status is the provider's until the first event: a card may be paid at once.
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE charges SET status = $2, response = $3, state = $4, provider_charge_id = $5, lease_until = NULL,
         version = version + 1, updated_at = now()
       WHERE id = $1 AND status = 'creating' RETURNING id`,
      [id, charge.status, charge, created.state, created.charge.id],
    );
    if (updated.length === 0) {
      const [row] = await tx.query('SELECT response FROM charges WHERE id = $1', [id]);
      return { ok: true, charge: row.response };
    }
    await tx.query(`UPDATE idempotency_keys SET state = 'completed', response = $2 WHERE charge_id = $1`, [
      id,
      charge,
    ]);
    return { ok: true, charge };
  });
}

/** Forgets a creation that never reached the provider: its charge row and its key. */
export async function release(db, id) {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM idempotency_keys WHERE charge_id = $1', [id]);
    await tx.query(`DELETE FROM charges WHERE id = $1 AND status = 'creating'`, [id]);
  });
}
