// One way to talk to PostgreSQL, whichever runs it: the embedded one (PGlite, PostgreSQL compiled to
// WebAssembly, its files under a data directory) or a server reached by DATABASE_URL (node-postgres).
// The service's SQL is the same on both; only opening, transactions and closing differ here.

/**
 * Opens the database: a PostgreSQL server when `url` is set, else the embedded one in `dataDir`
 * (created on first use). Answers `{ query, transaction, close, exclusive }`:
 * - `query(sql, params?)` → a promise of the rows;
 * - `transaction(work)` runs `work({ query })` in one transaction, committed when `work` resolves,
 *   rolled back when it rejects;
 * - `exclusive` is true when this process is the database's only client (the embedded one: PGlite
 *   opens its files for one process), so whatever was in flight at start-up was left by a crash.
 */
export async function openDatabase({ url, dataDir }) {
  return url ? openServer(url) : openEmbedded(dataDir);
}

async function openEmbedded(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    exclusive: true,
    query: async (sql, params) => (await db.query(sql, params)).rows,
    // PGlite runs one transaction at a time on its single connection; others wait their turn.
    transaction: (work) =>
      db.transaction((tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows })),
    close: () => db.close(),
  };
}

async function openServer(url) {
  const { default: pg } = await import('pg');
  // BIGINT columns come back as strings by default; every BIGINT here is centavos or a count, well
  // inside Number's safe integers (the library refuses larger amounts).
  pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));
  const pool = new pg.Pool({ connectionString: url });
  return {
    exclusive: false,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
