// The reference service (service/) over real HTTP, on the embedded PostgreSQL and, when DATABASE_URL
// names one, on a PostgreSQL server: creation exactly once per Idempotency-Key under concurrency,
// webhooks applied exactly once, in any arrival order, to the money applying them in order gives;
// and the same guarantees after the process is killed right after each step that writes. On a
// server the keys carry this run's id, since earlier runs' rows stay. The embedded database is made
// (and migrated) once, then copied for each part: making one is most of the cost of these tests.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAcquirer, DEMO_ACTIVE_SUBACCOUNTS } from '../../docs/examples/host/acquirer.mjs';
import { type RunningService, type ServiceProvider, startService } from '../../service/main.mjs';
import { recoverCreations } from '../../service/recover.mjs';
import { applyChargeEvent, type ChargeEffect, type ChargeEvent, type ChargeState } from '../../src/index.js';
import { TEST_TIMEOUT_MS } from '../support/timeouts.js';
import { books, start, stop } from './processes.js';
import { call, createCharge, deliver, exampleRequest, SECRET_KEY, SERVICE_NOW } from './support.js';

// A paid card charge's history, in the order it happened. Refunds and chargebacks add up to less than
// the amount, so every arrival order must end in the same state and the same money.
const HISTORY: ChargeEvent[] = [
  { id: 'evt_failed', type: 'failed', occurred_at: '2026-06-15T11:00:00Z' },
  { id: 'evt_paid', type: 'paid', occurred_at: '2026-06-15T12:00:00Z' },
  { id: 'evt_refund_1', type: 'refunded', occurred_at: '2026-06-16T09:00:00Z', amount: 2000 },
  { id: 'evt_refund_2', type: 'refunded', occurred_at: '2026-06-16T10:30:00-03:00', amount: 1500 },
  { id: 'evt_chargeback', type: 'charged_back', occurred_at: '2026-06-20T08:00:00Z', amount: 3000 },
  { id: 'evt_refund_3', type: 'refunded', occurred_at: '2026-06-21T08:00:00Z', amount: 980 },
  { id: 'evt_pending_late', type: 'pending', occurred_at: '2026-06-22T08:00:00Z' },
];

// The payment alone, for the crashes while an event is applied.
const PAID = HISTORY[1] as ChargeEvent;

// What each recipient receives and gives back, from a list of effects: the money, whatever the order.
function moneyByRecipient(effects: readonly ChargeEffect[]): Record<string, number> {
  const money: Record<string, number> = {};
  const add = (recipient: string | null, amount: number) => {
    const key = recipient ?? 'master';
    money[key] = (money[key] ?? 0) + amount;
  };
  for (const effect of effects) {
    if (effect.type === 'settle') for (const entry of effect.settlement) add(entry.recipient_id, entry.net);
    else for (const entry of effect.recipients) add(entry.recipient_id, -entry.amount);
  }
  return money;
}

// A fixed shuffle (a linear congruential sequence), so a failure replays the same arrival order.
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

const RUN = randomUUID().slice(0, 8);
let root: string;

/** A copy of the migrated embedded database, under its own name. */
function embeddedDatabase(name: string): string {
  const dir = join(root, name);
  cpSync(join(root, 'template'), dir, { recursive: true });
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'charge-rules-service-'));
  const made = await startService({ dataDir: join(root, 'template'), port: 0, host: '127.0.0.1' });
  await made.close();
  // The embedded database's first start writes a whole PostgreSQL cluster: seconds, more on a busy machine.
}, 3 * TEST_TIMEOUT_MS);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const DATABASES = [
  { name: 'the embedded PostgreSQL', database: () => ({ dataDir: embeddedDatabase('in-process') }) },
  ...(process.env.DATABASE_URL
    ? [{ name: 'the PostgreSQL server at DATABASE_URL', database: () => ({ url: process.env.DATABASE_URL }) }]
    : []),
];

describe.each(DATABASES)('the service on $name', ({ database }) => {
  let service: RunningService;
  let port: number;
  // While set, a creation waits at the provider until the test opens the gate: the other requests with
  // its key arrive while it is in flight, whatever the scheduling.
  let gate: Promise<void> | undefined;
  // While set, the provider answers something the library refuses.
  let broken = false;

  beforeAll(async () => {
    service = await startService({
      ...database(),
      port: 0,
      host: '127.0.0.1',
      now: () => SERVICE_NOW,
      provider: (demo) => ({
        createCharge: async (charge) => {
          await gate;
          // A provider's mistake: an answer shapeChargeResponse refuses, stored on its side all the same.
          return broken
            ? { ...((await demo.createCharge(charge)) as object), qr_code: 'not a BR Code' }
            : demo.createCharge(charge);
        },
        findCharge: (key) => demo.findCharge(key),
      }),
    });
    port = service.port;
    // The embedded database's first start writes a whole PostgreSQL cluster: seconds, more on a busy machine.
  }, 3 * TEST_TIMEOUT_MS);

  afterAll(async () => {
    await service.close();
  });

  async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
    const [row] = await service.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
    return row?.n as number;
  }

  describe('the routes', () => {
    it('answers GET /health with ok once the database answers', async () => {
      const reply = await call(port, 'GET', '/health');
      expect([reply.status, reply.body]).toEqual([200, { status: 'ok' }]);
    });

    it('creates a PIX charge with the demo secret key, and answers the same record at its location', async () => {
      const created = await createCharge(port, exampleRequest('valid-pix'));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ amount: 5000, payment_method: 'pix', status: 'pending' });
      const id = created.body.id as string;
      expect(id).toMatch(/^ch_[0-9a-f-]{36}$/);
      const read = await call(port, 'GET', `/v1/charges/${id}`, { key: SECRET_KEY });
      expect([read.status, read.body]).toEqual([200, created.body]);
    });

    it('refuses a creation without credentials (401) and a charge id it does not hold (404), writing nothing', async () => {
      const before = await count('charges');
      const anonymous = await call(port, 'POST', '/v1/charges', { body: exampleRequest('valid-pix') });
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'MISSING_CREDENTIALS']);
      const unknown = await call(port, 'GET', '/v1/charges/ch_00000000-0000-4000-8000-000000000000', {
        key: SECRET_KEY,
      });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'UNKNOWN_CHARGE']);
      expect(await count('charges')).toBe(before);
    });

    it('answers a body the rules refuse with its problem details, and writes nothing', async () => {
      const before = await count('charges');
      const refused = await createCharge(
        port,
        exampleRequest('invalid-split-exceeds-total'),
        `refused-1-${RUN}`,
      );
      expect([refused.status, refused.body.code]).toEqual([422, 'VALIDATION_FAILED']);
      expect([
        await count('charges'),
        await count('idempotency_keys', 'key = $1', [`refused-1-${RUN}`]),
      ]).toEqual([before, 0]);
    });
  });

  describe('creation with an Idempotency-Key', () => {
    it('creates one charge for 50 concurrent requests with one key; the 49 others hear it is in flight, then get its answer', async () => {
      const body = exampleRequest('valid-boleto');
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      const first = createCharge(port, body, `order-50-${RUN}`);
      const others = await Promise.all(
        Array.from({ length: 49 }, () => createCharge(port, body, `order-50-${RUN}`)),
      );
      open();
      gate = undefined;
      const created = await first;
      expect(created.status).toBe(201);
      expect(others.map((reply) => [reply.status, reply.body.code])).toEqual(
        others.map(() => [409, 'IDEMPOTENCY_KEY_IN_USE']),
      );

      const retries = await Promise.all(
        Array.from({ length: 50 }, () => createCharge(port, body, `order-50-${RUN}`)),
      );
      expect(retries.map((reply) => [reply.status, reply.text])).toEqual(
        retries.map(() => [201, created.text]),
      );
      const id = created.body.id;
      const charges = await service.db.query(
        `SELECT c.id FROM charges c JOIN idempotency_keys k ON k.charge_id = c.id WHERE k.key = $1`,
        [`order-50-${RUN}`],
      );
      expect(charges).toEqual([{ id }]);
      expect(await count('demo_provider_charges', 'idempotency_key = $1', [id])).toBe(1);
      expect(await count('charges', `status = 'creating'`)).toBe(0);
    });

    it('answers 502 for an answer the library refuses, records the charge as rejected and frees its key', async () => {
      const key = `order-rejected-${RUN}`;
      broken = true;
      const refused = await createCharge(port, exampleRequest('valid-pix'), key).finally(() => {
        broken = false;
      });
      expect([refused.status, refused.body.code]).toEqual([502, 'INVALID_PROVIDER_RESPONSE']);
      expect(await count('idempotency_keys', 'key = $1', [key])).toBe(0);
      expect(await count('charges', `status = 'provider_answer_rejected'`)).toBeGreaterThanOrEqual(1);
      const retry = await createCharge(port, exampleRequest('valid-pix'), key);
      expect(retry.status).toBe(201);
    });

    it('refuses the key with another request (422) and creates nothing for it', async () => {
      const first = await createCharge(port, exampleRequest('valid-pix'), `order-reused-${RUN}`);
      const other = {
        ...exampleRequest('valid-pix'),
        amount: 5001,
        items: [{ name: 'X', quantity: 1, unit_price: 5001, tangible: false }],
      };
      const before = await count('charges');
      const reused = await createCharge(port, other, `order-reused-${RUN}`);
      expect([first.status, reused.status, reused.body.code]).toEqual([201, 422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await count('charges')).toBe(before);
    });

    it('stores neither the card number nor the security code in any table', async () => {
      const card = exampleRequest('valid-credit-card');
      const created = await createCharge(port, card, `order-card-stored-${RUN}`);
      expect(created.status).toBe(201);
      const tables = [
        'charges',
        'idempotency_keys',
        'charge_events',
        'ledger_entries',
        'demo_provider_charges',
      ];
      for (const table of tables) {
        const [dump] = await service.db.query(
          `SELECT coalesce(string_agg(t::text, ' '), '') AS text FROM ${table} t`,
        );
        const text = String(dump?.text).replace(/\D/g, ' ');
        expect(text).not.toMatch(/4111\s*1111\s*1111\s*1111|\b4111111111111111\b/);
        expect(String(dump?.text)).not.toMatch(/"cvv":\s*"123"/);
      }
      const [row] = await service.db.query(
        "SELECT request->'payment_details' AS details FROM charges WHERE id = $1",
        [created.body.id],
      );
      const details = row?.details as Record<string, unknown>;
      expect([details.number, details.holder_name, Object.hasOwn(details, 'cvv')]).toEqual([
        '411111••••••1111',
        'M•••',
        false,
      ]);
    });
  });

  describe('recovery of creations left in flight', () => {
    it('leaves a creation whose lease runs, and releases one whose lease ran out that the provider never saw', async () => {
      const insert = (id: string, lease: string) =>
        service.db.query(
          `INSERT INTO charges (id, merchant_id, status, request, plan, lease_until)
           VALUES ($1, 'mer_demo', 'creating', '{}', '{}', now() + $2::interval)`,
          [id, lease],
        );
      const running = `ch_${randomUUID()}`;
      const abandoned = `ch_${randomUUID()}`;
      await insert(running, '1 minute');
      await insert(abandoned, '-1 second');
      const asked: string[] = [];
      const provider = { findCharge: async (key: string) => void asked.push(key) };

      const outcome = await recoverCreations(service.db, provider, { all: false });

      expect([outcome, asked]).toEqual([{ completed: [], released: [abandoned] }, [abandoned]]);
      const left = await service.db.query('SELECT id FROM charges WHERE id = ANY($1)', [
        [running, abandoned],
      ]);
      expect(left).toEqual([{ id: running }]);
      await service.db.query('DELETE FROM charges WHERE id = $1', [running]);
    });
  });

  describe('webhooks', () => {
    it('applies 50 concurrent deliveries of a mixed history to the state and money of applying it in order', async () => {
      const created = await createCharge(port, exampleRequest('valid-credit-card'), `order-history-${RUN}`);
      const [opened] = await service.db.query('SELECT state FROM charges WHERE id = $1', [created.body.id]);
      const providerId = created.body.provider_charge_id as string;

      // Each event delivered seven times or more (a provider redelivers), in a shuffled order, all at once.
      const deliveries = shuffled(
        Array.from({ length: 50 }, (_, index) => ({
          event: HISTORY[index % HISTORY.length] as ChargeEvent,
          index,
        })),
        7,
      );
      let pending = deliveries;
      for (let round = 0; round < 10 && pending.length > 0; round += 1) {
        const replies = await Promise.all(
          pending.map(({ event, index }) => deliver(port, providerId, event, `msg_${index}_${round}`)),
        );
        // 409: the charge cannot take it yet (a refund before the payment); the provider sends it again.
        expect(new Set(replies.map((reply) => reply.status))).toEqual(
          new Set(replies.map((reply) => reply.status)).size === 1 ? new Set([204]) : new Set([204, 409]),
        );
        pending = pending.filter((_, index) => replies[index]?.status === 409);
      }
      expect(pending).toEqual([]);

      let inOrder = opened?.state as ChargeState;
      const effects: ChargeEffect[] = [];
      const acquirer = createFakeAcquirer({ activeSubaccounts: DEMO_ACTIVE_SUBACCOUNTS });
      for (const event of HISTORY) {
        const applied = applyChargeEvent(inOrder, event, { acquirer });
        if (!applied.ok) throw new Error(applied.message);
        inOrder = applied.charge;
        effects.push(...applied.effects);
      }
      const [stored] = await service.db.query('SELECT state, status FROM charges WHERE id = $1', [
        created.body.id,
      ]);
      const state = stored?.state as ChargeState;
      expect([stored?.status, state.status, state.totals]).toEqual([
        inOrder.status,
        inOrder.status,
        inOrder.totals,
      ]);
      expect(state.events.map((event) => event.id).sort()).toEqual(HISTORY.map((event) => event.id).sort());
      const ledger = await service.db.query(
        'SELECT effect FROM ledger_entries WHERE charge_id = $1 ORDER BY event_id, position',
        [created.body.id],
      );
      expect(moneyByRecipient(ledger.map((row) => row.effect as ChargeEffect))).toEqual(
        moneyByRecipient(effects),
      );
      expect(await count('charge_events', 'charge_id = $1', [created.body.id])).toBe(HISTORY.length);
      expect(inOrder.totals).toMatchObject({
        paid: 12980,
        refunded: 4480,
        charged_back: 3000,
        already_returned: 0,
      });
    });

    it('refuses a delivery whose signature does not match (401), writing nothing', async () => {
      const created = await createCharge(port, exampleRequest('valid-pix'));
      const raw = JSON.stringify({ charge_id: created.body.provider_charge_id, event: HISTORY[1] });
      const reply = await call(port, 'POST', '/v1/webhooks/provider', {
        raw,
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(SERVICE_NOW.getTime() / 1000)),
          'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
        },
      });
      expect([reply.status, reply.body.code]).toEqual([401, 'WEBHOOK_SIGNATURE_MISMATCH']);
      expect(await count('charge_events', 'charge_id = $1', [created.body.id])).toBe(0);
    });
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances of the service on one PostgreSQL server', () => {
  it(
    'create one charge for 50 concurrent requests with one key sent to either, and both answer it',
    async () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const held = {
        provider: (demo: ServiceProvider) => ({
          ...demo,
          createCharge: async (charge: Parameters<ServiceProvider['createCharge']>[0]) => {
            await gate;
            return demo.createCharge(charge);
          },
        }),
      };
      const options = {
        url: process.env.DATABASE_URL,
        port: 0,
        host: '127.0.0.1',
        now: () => SERVICE_NOW,
        ...held,
      };
      const instances = [await startService(options), await startService(options)];
      const ports = instances.map((instance) => instance.port);
      const key = `order-two-instances-${RUN}`;
      const body = exampleRequest('valid-pix');
      try {
        const first = createCharge(ports[0] as number, body, key);
        const others = await Promise.all(
          Array.from({ length: 49 }, (_, index) => createCharge(ports[index % 2] as number, body, key)),
        );
        open();
        const created = await first;
        expect(created.status).toBe(201);
        expect(new Set(others.map((reply) => `${reply.status} ${reply.body.code}`))).toEqual(
          new Set(['409 IDEMPOTENCY_KEY_IN_USE']),
        );
        const retries = await Promise.all(ports.map((port) => createCharge(port, body, key)));
        expect(retries.map((reply) => [reply.status, reply.text])).toEqual(
          ports.map(() => [201, created.text]),
        );
        const db = instances[0]?.db;
        const charges = await db?.query('SELECT charge_id FROM idempotency_keys WHERE key = $1', [key]);
        expect(charges).toEqual([{ charge_id: created.body.id }]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
    2 * TEST_TIMEOUT_MS,
  );
});

// One database goes through every crash in turn: each start recovers what the last crash left and is
// the next crash's victim.
describe('the service on the embedded PostgreSQL, killed right after each step that writes', () => {
  it(
    'loses no charge, creates none twice at the provider and applies no event twice, once started again',
    async () => {
      const dataDir = embeddedDatabase('crashes');
      const card = exampleRequest('valid-credit-card');
      const pix = exampleRequest('valid-pix');

      // 1. Killed once the charge row and its key are in, before the provider is called.
      let running = await start(dataDir, 'reserved');
      await expect(createCharge(running.port, card, 'order-a')).rejects.toThrow();
      expect(await running.exited).toBe('SIGKILL');

      // 2. The start releases it (the provider never saw it); the retry creates it anew and is killed
      //    once the provider answered, before the answer is stored.
      running = await start(dataDir, 'provider_answered');
      await expect(createCharge(running.port, card, 'order-a')).rejects.toThrow();
      expect(await running.exited).toBe('SIGKILL');

      // 3. The start finishes it with the provider's answer; the retry gets it. Another charge is
      //    killed right after it was stored whole.
      running = await start(dataDir, 'completed');
      const a = await createCharge(running.port, card, 'order-a');
      expect([a.status, a.body.status]).toEqual([201, 'paid']);
      await expect(createCharge(running.port, pix, 'order-b')).rejects.toThrow();
      expect(await running.exited).toBe('SIGKILL');

      // 4. The retry gets the stored answer. Its payment is delivered, and the service killed inside
      //    the event's transaction, before it commits.
      running = await start(dataDir, 'event_written');
      const b = await createCharge(running.port, pix, 'order-b');
      expect([b.status, b.body.status]).toEqual([201, 'pending']);
      const providerId = b.body.provider_charge_id as string;
      await expect(deliver(running.port, providerId, PAID, 'msg_paid')).rejects.toThrow();
      expect(await running.exited).toBe('SIGKILL');

      // 5. Nothing of it was kept: the redelivery applies it, and the service is killed after the commit.
      running = await start(dataDir, 'event_committed');
      await expect(deliver(running.port, providerId, PAID, 'msg_paid')).rejects.toThrow();
      expect(await running.exited).toBe('SIGKILL');

      // 6. The redeliveries are recognised; the retries of both creations answer what they answered.
      running = await start(dataDir);
      const replies = [
        await deliver(running.port, providerId, PAID, 'msg_paid'),
        await deliver(running.port, providerId, PAID, 'msg_paid_again'),
        await createCharge(running.port, card, 'order-a'),
        await createCharge(running.port, pix, 'order-b'),
      ];
      await stop(running);
      expect(replies.map((reply) => reply.status)).toEqual([204, 204, 201, 201]);
      expect([replies[2]?.text, replies[3]?.text]).toEqual([a.text, b.text]);

      expect(await books(dataDir)).toEqual({
        charges: [
          { id: a.body.id, status: 'paid' },
          { id: b.body.id, status: 'paid' },
        ],
        keys: [
          { key: 'order-a', charge_id: a.body.id, state: 'completed' },
          { key: 'order-b', charge_id: b.body.id, state: 'completed' },
        ],
        providerCharges: [{ idempotency_key: a.body.id }, { idempotency_key: b.body.id }],
        events: [{ charge_id: b.body.id, event_id: 'evt_paid', applied: true }],
        ledger: [{ event_id: 'evt_paid', type: 'settle' }],
      });
    },
    3 * TEST_TIMEOUT_MS,
  );
});
