// The reference service killed (SIGKILL) right after each step that writes, then started again on
// the same embedded database: no charge is lost, none is created twice at the provider, no event is
// applied twice. One database goes through every crash in turn: each start recovers what the last
// crash left and is the next crash's victim (the embedded database's start-up is most of the cost).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeEvent } from '../../src/index.js';
import { TEST_TIMEOUT_MS } from '../support/timeouts.js';
import { createCharge, deliver, exampleRequest, SERVICE_NOW } from './support.js';

const CHILD = new URL('./crashing-service.mjs', import.meta.url).pathname;
const PAID: ChargeEvent = { id: 'evt_paid', type: 'paid', occurred_at: '2026-06-15T12:00:00Z' };

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'charge-rules-service-'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

function start(dataDir: string, crashAt?: string): Promise<Running> {
  const child = spawn(process.execPath, [CHILD], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SERVICE_NOW: SERVICE_NOW.toISOString(),
      CRASH_AT: crashAt ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port !== undefined) resolve({ child, port: Number(port), exited });
    });
    exited.then((how) => reject(new Error(`the service exited before listening (${String(how)})`)));
  });
}

async function stop(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  expect(await running.exited).toBe(0);
}

/** The rows the guarantees are about, read once the service is stopped. */
async function books(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  const result = {
    charges: await rows('SELECT id, status FROM charges ORDER BY created_at'),
    keys: await rows('SELECT key, charge_id, state FROM idempotency_keys ORDER BY key'),
    providerCharges: await rows('SELECT idempotency_key FROM demo_provider_charges ORDER BY created_at'),
    events: await rows('SELECT charge_id, event_id, applied FROM charge_events'),
    ledger: await rows(`SELECT event_id, effect->>'type' AS type FROM ledger_entries`),
  };
  await db.close();
  return result;
}

describe('a service killed right after each step that writes', () => {
  it(
    'loses no charge, creates none twice at the provider and applies no event twice, once started again',
    async () => {
      const dataDir = join(root, 'data');
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
