// The reference service in child processes that kill themselves after a named step
// (crashing-service.mjs), and the rows the crash guarantees are about, read once they stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from 'vitest';
import { SERVICE_NOW } from './support.js';

const CHILD = new URL('./crashing-service.mjs', import.meta.url).pathname;

export interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

export function start(dataDir: string, crashAt?: string): Promise<Running> {
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

export async function stop(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  expect(await running.exited).toBe(0);
}

/** The rows the guarantees are about, read once the service is stopped. */
export async function books(dataDir: string) {
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
