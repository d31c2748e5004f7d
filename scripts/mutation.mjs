// `npm run mutation`: Stryker over each directory of src/ that handles money, secrets, credentials
// or an outside format, one run per directory so each gets its own score and report
// (reports/mutation/<dir>.html).
//
//   npm run mutation                       # every directory below, in turn (hours on a quiet machine)
//   npm run mutation -- auth webhooks      # the directories named
//   npm run mutation -- auth --full        # every mutant again, not only those whose code or tests changed
//   MUTATE_TESTS=test/secrets,test/redaction npm run mutation -- secrets
//                                          # against those suites only: a lower bound, much sooner
//
// Each run is incremental: Stryker keeps reports/incremental/<dir>.json and a rerun only tests the
// mutants whose source or covering tests changed since. `--full` passes `--force`, which tests them
// all and rewrites that file. Other flags (`--concurrency 1`…) go to Stryker unchanged.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DIRECTORIES = [
  'auth',
  'validation',
  'split',
  'secrets',
  'redaction',
  'pix',
  'boleto',
  'charge',
  'lifecycle',
  'webhooks',
  'idempotency',
  'http',
  'installments',
  'receivables',
  'arithmetic',
  'money',
  // 0.4.0: late charges' fines and interest, and Pix Automático's recurrences and their identifiers.
  'due',
  'recurrence',
];
// Flags that take no value, so the word after one is a directory (`--full auth`).
const BOOLEAN_FLAGS = ['--full', '--incremental', '--force'];
// A word is a directory, or the value of the flag just before it (`--concurrency 1`).
const chosen = [];
const flags = [];
const unknown = [];
for (const [index, arg] of process.argv.slice(2).entries()) {
  const previous = process.argv[index + 1] ?? '';
  const isValue = !arg.startsWith('-') && /^--?[^=]+$/.test(previous) && !BOOLEAN_FLAGS.includes(previous);
  if (isValue || arg.startsWith('-')) flags.push(arg);
  else if (DIRECTORIES.includes(arg)) chosen.push(arg);
  else unknown.push(arg);
}
if (unknown.length > 0) {
  console.error(`mutation: unknown directory ${unknown.join(', ')} (one of ${DIRECTORIES.join(', ')})`);
  process.exit(2);
}
// `--incremental` is always on; the caller's own copy of it is not passed twice.
const full = flags.includes('--full');
const passThrough = flags.filter((arg) => arg !== '--full' && arg !== '--incremental');
const strykerFlags = ['--incremental', ...(full ? ['--force'] : []), ...passThrough];

const require = createRequire(import.meta.url);
const stryker = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
let status = 0;
for (const dir of chosen.length > 0 ? chosen : DIRECTORIES) {
  console.log(`\nmutation: src/${dir}${full ? ' (full)' : ''}`);
  const run = spawnSync(process.execPath, [stryker, 'run', ...strykerFlags], {
    env: { ...process.env, MUTATE_DIR: dir },
    stdio: 'inherit',
  });
  status ||= run.status ?? 1;
}
process.exit(status);
