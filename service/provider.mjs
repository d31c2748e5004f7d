// The demo provider as a real one behaves where it matters here: it honours an idempotency key (a
// second creation with the key answers the first charge, creates nothing) and can be asked whether
// it holds a charge for a key. Its answers are the example host's fake provider's; its books are a
// table, so they outlive a crash of the service as a real provider's would.
import { createFakeProvider } from '../docs/examples/host/provider.mjs';

/**
 * `createCharge({ merchant, request, flow, idempotencyKey })` → the provider's answer, the same for
 * every call with one key; `findCharge(idempotencyKey)` → that answer, or `undefined` when no
 * creation with the key ever reached the provider.
 */
export function createDemoProvider({ db, now }) {
  const answers = createFakeProvider({ now });
  return {
    async createCharge({ idempotencyKey, ...charge }) {
      const answer = await answers.createCharge(charge);
      // The first creation with the key wins; a later one gets its answer, as a provider replays.
      await db.query(
        'INSERT INTO demo_provider_charges (idempotency_key, answer) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [idempotencyKey, answer],
      );
      return this.findCharge(idempotencyKey);
    },
    async findCharge(idempotencyKey) {
      const [row] = await db.query('SELECT answer FROM demo_provider_charges WHERE idempotency_key = $1', [
        idempotencyKey,
      ]);
      return row?.answer;
    },
  };
}
