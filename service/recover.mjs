// Creations a crash (or a provider that stopped answering) left 'creating': each is finished with the
// answer the provider holds for it, or released when the provider never saw it, so the client's retry
// (same Idempotency-Key) creates it. The provider is asked, never called to create again: the card
// number a creation needs was never stored.
import { CREATION_LEASE_SECONDS, complete, release } from './create-charge.mjs';

/**
 * Finishes or releases the creations left 'creating': all of them when `all` (this process is the
 * database's only client, so each was left by a crash), else those whose lease ran out. Each is taken
 * by renewing its lease first, so that two instances sweeping at once never both finish one.
 * Answers `{ completed, released }`: the charge ids of each outcome.
 */
export async function recoverCreations(db, provider, { all = false, log = () => {} } = {}) {
  const outcome = { completed: [], released: [] };
  const stale = await db.query(
    `SELECT id FROM charges WHERE status = 'creating' AND ($1 OR lease_until < now()) ORDER BY created_at`,
    [all],
  );
  for (const { id } of stale) {
    const [taken] = await db.query(
      `UPDATE charges SET lease_until = now() + make_interval(secs => $2)
       WHERE id = $1 AND status = 'creating' AND ($3 OR lease_until < now()) RETURNING request, plan`,
      [id, CREATION_LEASE_SECONDS, all],
    );
    if (taken === undefined) continue;
    const answer = await provider.findCharge(id);
    if (answer === undefined) {
      await release(db, id);
      outcome.released.push(id);
    } else {
      // The answer was checked when it first came; the redacted request is what was stored.
      await complete(db, { id, request: taken.request, plan: taken.plan, answer, locale: 'en' });
      outcome.completed.push(id);
    }
    log({ event: 'charge.recovered', id, outcome: answer === undefined ? 'released' : 'completed' });
  }
  return outcome;
}
