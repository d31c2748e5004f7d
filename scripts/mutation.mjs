// `npm run mutation`: Stryker over each directory of src/ that handles money, secrets, credentials
// or an outside format, one run per directory so each gets its own score and report
// (reports/mutation/<dir>.html).
//
//   npm run mutation                       # every directory below, in turn (hours on a quiet machine)
//   npm run mutation -- auth webhooks      # the directories named
//   npm run mutation -- auth --full        # every mutant again, not only those whose code or tests changed
//   MUTATE_TESTS=test/secrets,test/redaction npm run mutation -- secrets
//                                          # against those suites only: a lower bound, much sooner
//   npm run mutation -- --summary          # no run: the score of each directory from its last report
//
// Each run is incremental: Stryker keeps reports/incremental/<dir>.json and a rerun only tests the
// mutants whose source or covering tests changed since. `--full` passes `--force`, which tests them
// all and rewrites that file. Other flags (`--concurrency 1`…) go to Stryker unchanged.
//
// A directory tested from scratch (no incremental file yet, or `--full`) goes in two passes. First
// against its own suites (OWN_SUITES): most mutants are killed there, each run against a few
// hundred tests instead of the thousands that reach a module every suite imports. Then, if any
// mutant survived or no test of those suites reached it, against the whole unit suite,
// incrementally: Stryker keeps a kill whose test is unchanged and runs every other mutant again
// against every test that now covers it, so the report is the whole suite's. Measured on secrets/
// (808 mutants): about 1 s a mutant against its own two suites, 4 s against the whole suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
// The suites a directory is first tested against: its own (test/<dir>); for secrets/ the redaction
// suites too, which hold its masks on whole requests; for the codecs the conformance suites, which
// hold them to the published examples.
const OWN_SUITES = {
  secrets: ['test/secrets', 'test/redaction'],
  pix: ['test/pix', 'test/conformance'],
  boleto: ['test/boleto', 'test/conformance'],
  // Consumer law's limits and the rules between the terms are applied by validation too.
  due: [
    'test/due',
    'test/validation/due-terms.test.ts',
    'test/charge/due-terms-answer.test.ts',
    'test/cli/due.test.ts',
  ],
};
// A directory too large for one sitting is tested in parts, each a Stryker run with its own report
// and incremental file (reports/mutation/<part>.json). An interrupted `npm run mutation` keeps what
// its finished parts found, and one part runs alone (`npm run mutation -- validation-walk`). The
// directory's score counts its parts' mutants together. validation/ holds about 3,000 mutants, some
// three hours against its own suite on these 2-core machines; each part takes under one.
const PARTS = {
  validation: {
    'validation-core': 'src/validation/*.ts',
    'validation-walk': 'src/validation/walk/**/*.ts',
    'validation-formats': 'src/validation/formats/**/*.ts',
    'validation-cross-field': 'src/validation/cross-field/**/*.ts',
  },
};
/** The runs of a directory: its parts, or the directory whole. */
const runsOf = (dir) =>
  Object.entries(PARTS[dir] ?? { [dir]: `src/${dir}/**/*.ts` }).map(([name, files]) => ({
    dir,
    name,
    files,
  }));
const ALL_RUNS = DIRECTORIES.flatMap(runsOf);
// The score each directory must reach: 95% where secrets and credentials are handled, 90% elsewhere.
const GOALS = { auth: 95, webhooks: 95, secrets: 95, redaction: 95 };
// Flags that take no value, so the word after one is a directory (`--full auth`).
const BOOLEAN_FLAGS = ['--full', '--incremental', '--force', '--summary'];
// A word is a directory, or the value of the flag just before it (`--concurrency 1`).
const chosen = [];
const flags = [];
const unknown = [];
for (const [index, arg] of process.argv.slice(2).entries()) {
  const previous = process.argv[index + 1] ?? '';
  const isValue = !arg.startsWith('-') && /^--?[^=]+$/.test(previous) && !BOOLEAN_FLAGS.includes(previous);
  if (isValue || arg.startsWith('-')) flags.push(arg);
  else if (DIRECTORIES.includes(arg) || ALL_RUNS.some((run) => run.name === arg)) chosen.push(arg);
  else unknown.push(arg);
}
if (unknown.length > 0) {
  const names = [...DIRECTORIES, ...ALL_RUNS.filter((run) => run.name !== run.dir).map((run) => run.name)];
  console.error(`mutation: unknown directory ${unknown.join(', ')} (one of ${names.join(', ')})`);
  process.exit(2);
}
const summaryOnly = flags.includes('--summary');
// `--incremental` is always on; the caller's own copy of it is not passed twice.
const full = flags.includes('--full');
const passThrough = flags.filter((arg) => !['--full', '--incremental', '--summary'].includes(arg));
const strykerFlags = ['--incremental', ...(full ? ['--force'] : []), ...passThrough];

// A directory named runs all its parts; a part named runs alone.
const chosenRuns =
  chosen.length > 0
    ? ALL_RUNS.filter((run) => chosen.includes(run.dir) || chosen.includes(run.name))
    : ALL_RUNS;
if (summaryOnly) {
  printSummary(chosenRuns);
  process.exit(0);
}

const require = createRequire(import.meta.url);
const strykerBin = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
let status = 0;
for (const run of chosenRuns) {
  const { dir, name, files } = run;
  // Narrowed by the caller (MUTATE_TESTS): that one pass, as asked. From scratch: the own suites
  // first, then the whole suite for what they left. Otherwise one incremental pass of the whole suite.
  const fromScratch = !process.env.MUTATE_TESTS && (full || !existsSync(`reports/incremental/${name}.json`));
  if (fromScratch) {
    const own = (OWN_SUITES[dir] ?? [`test/${dir}`]).join(',');
    console.log(`\nmutation: ${files}${full ? ' (full)' : ''}, against ${own} first`);
    status ||= stryker(run, strykerFlags, own);
    if (left(name) === 0) continue;
    console.log(`\nmutation: ${files}, what ${own} left, against the whole suite`);
    status ||= stryker(run, ['--incremental', ...passThrough]);
  } else {
    console.log(`\nmutation: ${files}`);
    status ||= stryker(run, strykerFlags);
  }
}
printSummary(chosenRuns);
process.exit(status);

/**
 * One Stryker run over a directory or one of its parts; `tests` narrows the suites (MUTATE_TESTS).
 * @param {{ dir: string, name: string, files: string }} run
 * @param {string[]} flags
 * @param {string} [tests]
 * @returns {number} its exit status
 */
function stryker({ dir, name, files }, flags, tests) {
  const env = {
    ...process.env,
    MUTATE_DIR: dir,
    MUTATE_NAME: name,
    MUTATE_FILES: files,
    ...(tests === undefined ? {} : { MUTATE_TESTS: tests }),
  };
  const run = spawnSync(process.execPath, [strykerBin, 'run', ...flags], { env, stdio: 'inherit' });
  return run.status ?? 1;
}

/**
 * The statuses of a run's mutants in its last report (reports/mutation/<name>.json), or none.
 * @param {string} name
 * @returns {string[] | undefined}
 */
function statuses(name) {
  const file = `reports/mutation/${name}.json`;
  if (!existsSync(file)) return undefined;
  return Object.values(JSON.parse(readFileSync(file, 'utf8')).files).flatMap(({ mutants }) =>
    mutants.map((mutant) => mutant.status),
  );
}

/**
 * How many mutants of a run's last report survived or were reached by no test.
 * @param {string} name
 */
function left(name) {
  const found = statuses(name);
  if (found === undefined) return Number.POSITIVE_INFINITY;
  return found.filter((status) => status === 'Survived' || status === 'NoCoverage').length;
}

/**
 * One line per directory from its last JSON reports (reports/mutation/<dir>.json, or one per part),
 * as Stryker counts: the score is killed and timed-out mutants over every mutant but the ignored
 * ones (a `// Stryker disable` comment, with its reason) and those that did not compile or run. A
 * directory in parts has a line for each part under its own, and no score while a part has no report.
 * @param {{ dir: string, name: string }[]} runs
 */
function printSummary(runs) {
  const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'RuntimeError', 'CompileError'];
  const row = (label, goal, found) => {
    if (found === undefined) return [label, 'no report'];
    const counts = Object.fromEntries(STATUSES.map((status) => [status, 0]));
    for (const status of found) counts[status] = (counts[status] ?? 0) + 1;
    const detected = counts.Killed + counts.Timeout;
    const valid = detected + counts.Survived + counts.NoCoverage;
    const score = valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(2)}%`;
    const held = valid === 0 ? '' : (100 * detected) / valid >= goal ? 'yes' : 'no';
    return [label, score, `${goal}%`, held, ...STATUSES.slice(0, 5).map((status) => String(counts[status]))];
  };
  const rows = [];
  for (const dir of new Set(runs.map((run) => run.dir))) {
    const goal = GOALS[dir] ?? 90;
    const parts = runs.filter((run) => run.dir === dir);
    const found = parts.map((part) => statuses(part.name));
    const whole = found.includes(undefined) ? undefined : found.flat();
    if (parts.length === 1 && parts[0].name === dir) rows.push(row(dir, goal, whole));
    else {
      if (parts.length === runsOf(dir).length) rows.push(row(dir, goal, whole));
      for (const [index, part] of parts.entries()) rows.push(row(`  ${part.name}`, goal, found[index]));
    }
  }
  const header = [
    'directory',
    'score',
    'goal',
    'held',
    'killed',
    'timed out',
    'survived',
    'no coverage',
    'ignored',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        (cell ?? '').padStart(column === 0 ? 0 : widths[column]).padEnd(column === 0 ? widths[0] : 0),
      )
      .join('  ');
  console.log(`\nmutation score per directory (reports/mutation/<dir>.json)\n${line(header)}`);
  for (const row of rows) console.log(line(row));
}
