// `npm run service`: the reference charge service on PostgreSQL. With no set-up it runs the embedded
// PostgreSQL (PGlite) on files under DATA_DIR (default .data/); DATABASE_URL=postgres://… runs the
// same SQL on a server instead, which is how several instances share one database. PORT (default
// 3000). FINGERPRINT_KEY keys the stored request fingerprints (a demo key when unset).
import { pathToFileURL } from 'node:url';
import { CREATION_LEASE_SECONDS } from './create-charge.mjs';
import { openDatabase } from './database.mjs';
import { DEMO_FINGERPRINT_KEY, demoServiceOptions } from './demo.mjs';
import { migrate } from './migrate.mjs';
import { recoverCreations } from './recover.mjs';
import { createService } from './server.mjs';

/**
 * Opens and migrates the database, finishes what a crash left (every creation in flight on the
 * embedded database, whose only client this process is; expired leases on a server), and listens.
 * Answers `{ server, db, port, close() }`. A sweep for expired leases runs every half lease.
 */
export async function startService({
  dataDir = '.data',
  url,
  port = 3000,
  host,
  now,
  log = () => {},
  onStep,
  fingerprintKey = DEMO_FINGERPRINT_KEY,
  provider = (demo) => demo,
}) {
  const db = await openDatabase({ url, dataDir });
  await migrate(db);
  const demo = demoServiceOptions({ db, now, log, onStep, fingerprintKey });
  const options = { ...demo, provider: provider(demo.provider) };
  await recoverCreations(db, options.provider, { all: db.exclusive, log });
  const server = createService(options);
  await new Promise((resolve) => server.listen(port, host, resolve));
  const sweep = setInterval(
    () =>
      recoverCreations(db, options.provider, { log }).catch((error) =>
        log({ event: 'error', error: error.name }),
      ),
    (CREATION_LEASE_SECONDS * 1000) / 2,
  );
  sweep.unref();
  return {
    server,
    db,
    port: server.address().port,
    async close() {
      clearInterval(sweep);
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const service = await startService({
    dataDir: process.env.DATA_DIR ?? '.data',
    url: process.env.DATABASE_URL || undefined,
    port: Number(process.env.PORT ?? 3000),
    fingerprintKey: process.env.FINGERPRINT_KEY ?? DEMO_FINGERPRINT_KEY,
    log: (entry) => console.log(JSON.stringify(entry)),
  });
  const where = process.env.DATABASE_URL
    ? 'PostgreSQL at DATABASE_URL'
    : `embedded PostgreSQL in ${process.env.DATA_DIR ?? '.data'}/`;
  console.log(`charge-rules reference service on http://localhost:${service.port} (${where})`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => service.close().then(() => process.exit(0)));
}
