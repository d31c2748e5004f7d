// The reference service's creations per second, over HTTP, on the embedded PostgreSQL (and on the
// server at DATABASE_URL when set): sequential (one request at a time) and concurrent (CONCURRENCY
// requests in flight), each with its own Idempotency-Key, after a warm-up. Run alone with
// `node bench/service.mjs`, or as part of `npm run bench` (not of the quick run: the embedded
// database's start-up alone takes seconds). The figures docs/service.md quotes come from here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startService } from '../service/main.mjs';

const REQUEST = readFileSync(new URL('../docs/examples/requests/valid-pix.json', import.meta.url), 'utf8');
const AUTHORIZATION = `Basic ${btoa('sk_test_demo:')}`;
const CONCURRENCY = 16;

async function create(port, key) {
  const response = await fetch(`http://127.0.0.1:${port}/v1/charges`, {
    method: 'POST',
    headers: { authorization: AUTHORIZATION, 'content-type': 'application/json', 'idempotency-key': key },
    body: REQUEST,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`creation answered ${response.status}`);
}

// Creations per second: `count` requests, `concurrency` at a time.
async function rate(port, count, concurrency) {
  const run = randomUUID();
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await create(port, `bench-${run}-${next++}`);
    }),
  );
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
}

/** `[{ database, sequential, concurrent }]`: creations per second on each database. */
export async function serviceWorkloads({ count = 300 } = {}) {
  // On disk, in a fresh directory, as `npm run service` runs it.
  const dataDir = mkdtempSync(join(tmpdir(), 'charge-rules-bench-'));
  const databases = [{ database: 'embedded (PGlite, on disk)', options: { dataDir } }];
  if (process.env.DATABASE_URL)
    databases.push({ database: 'server (DATABASE_URL)', options: { url: process.env.DATABASE_URL } });
  const rows = [];
  for (const { database, options } of databases) {
    const service = await startService({ ...options, port: 0, host: '127.0.0.1' });
    await rate(service.port, 50, 1);
    const sequential = await rate(service.port, count, 1);
    const concurrent = await rate(service.port, count, CONCURRENCY);
    await service.close();
    rows.push({ database, sequential, concurrent, concurrency: CONCURRENCY, count });
  }
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

/** One line per database. */
export function printServiceRates(rows) {
  console.log('\nreference service: charge creations per second over HTTP (PIX, an Idempotency-Key each)');
  for (const row of rows) {
    console.log(
      `  ${row.database.padEnd(30)} sequential ${row.sequential.toFixed(0).padStart(5)}/s   ${row.concurrency} concurrent ${row.concurrent.toFixed(0).padStart(5)}/s   (${row.count} each)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  printServiceRates(await serviceWorkloads());
