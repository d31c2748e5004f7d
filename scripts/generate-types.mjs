// Writes the two files derived from the rules table, src/validation/request-types.generated.ts (the
// public request types) and src/rules/presence.generated.ts (the answers resolveRequiredFields
// reads), from the table's own source. They are build outputs, never committed (.gitignore): `npm run
// build` (and so `npm start` and `npm pack`), `npm run typecheck`, `npm run docs` and every vitest run
// write them first, so an edited row is in the types and the answers of the next command, with
// nothing to run by hand.
//
// The table is TypeScript and Node 20 cannot import it as is: esbuild (already here for tsup)
// bundles its four modules into one ES module in memory, which is imported from a data: URL.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { PRESENCE_FILE, renderPresenceTable } from './presence-table.mjs';
import { REQUEST_TYPES_FILE, renderRequestTypes } from './request-types.mjs';

const root = resolve(import.meta.dirname, '..');

/** The rules table and what reads it, from src/, without a build. */
async function loadTable() {
  const entry = ['conditions', 'countries', 'facts', 'fields']
    .map((name) => `export * from './src/rules/${name}.ts';`)
    .join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Rewritten only when the text changed, so a watcher or an incremental build sees no change.
function write(file, text) {
  const path = resolve(root, file);
  let before;
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    before = undefined;
  }
  if (before !== text) writeFileSync(path, text);
}

export async function generateTypes() {
  const { COUNTRY_CODES, FACTS, FIELD_RULES, evaluate } = await loadTable();
  write(REQUEST_TYPES_FILE, renderRequestTypes(FIELD_RULES, evaluate));
  write(PRESENCE_FILE, renderPresenceTable(FIELD_RULES, FACTS, COUNTRY_CODES, evaluate));
}

if (process.argv[1] === import.meta.filename) await generateTypes();
