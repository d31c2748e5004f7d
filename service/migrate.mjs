// The schema as SQL files applied in name order, each once, each in its own transaction with the
// record of it having run: a crash mid-migration leaves the database as it was before that file.
import { readdirSync, readFileSync } from 'node:fs';

const MIGRATIONS = new URL('./migrations/', import.meta.url);

/** Applies the migrations the database lacks; answers the names applied now. */
export async function migrate(db) {
  // Two instances starting together on one server both try; the primary key lets one record each file.
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query('SELECT name FROM schema_migrations')).map((row) => row.name));
  const applied = [];
  for (const name of readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(new URL(name, MIGRATIONS), 'utf8');
    await db.transaction(async (tx) => {
      // The lock makes a second instance wait here, then find the file recorded and skip it.
      await tx.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const [recorded] = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (recorded !== undefined) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    });
  }
  return applied;
}

// The files hold plain DDL: statements end with a semicolon at the end of a line, comments are `--`.
function splitStatements(sql) {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
