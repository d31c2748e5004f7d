// `npm run mutation`: Stryker over each directory whose rules guard money or credentials, one run
// per directory so each gets its own score and report (reports/mutation/<dir>.html).
//
//   npm run mutation                       # src/auth, src/validation, src/split, src/secrets, src/redaction (over an hour)
//   npm run mutation -- auth               # one directory
//   npm run mutation -- split --incremental  # retest only what changed since the last run
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DIRECTORIES = ['auth', 'validation', 'split', 'secrets', 'redaction'];
const args = process.argv.slice(2);
const chosen = args.filter((arg) => DIRECTORIES.includes(arg));
const passThrough = args.filter((arg) => !DIRECTORIES.includes(arg));
const unknown = passThrough.filter((arg) => !arg.startsWith('-'));
if (unknown.length > 0) {
  console.error(`mutation: unknown directory ${unknown.join(', ')} (one of ${DIRECTORIES.join(', ')})`);
  process.exit(2);
}

const require = createRequire(import.meta.url);
const stryker = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
let status = 0;
for (const dir of chosen.length > 0 ? chosen : DIRECTORIES) {
  console.log(`\nmutation: src/${dir}`);
  const run = spawnSync(process.execPath, [stryker, 'run', ...passThrough], {
    env: { ...process.env, MUTATE_DIR: dir },
    stdio: 'inherit',
  });
  status ||= run.status ?? 1;
}
process.exit(status);
