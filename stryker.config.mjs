// Mutation testing of the rules that guard money, secrets, credentials and outside formats, one
// directory per run: `npm run mutation` (scripts/mutation.mjs) runs each directory it lists in turn
// (auth, validation, split, secrets, redaction, pix, boleto, charge, lifecycle, webhooks,
// idempotency, http, installments, receivables, arithmetic, money, due, recurrence); it is not part of CI, being too
// slow for every change. MUTATE_DIR names the directory; its reports go to
// reports/mutation/<dir>.{html,json} and its incremental file to reports/incremental/<dir>.json (all
// git-ignored). The script always passes `--incremental`, so a rerun only tests what changed;
// `--full` tests every mutant again. A directory tested in parts (validation/) is run once per part:
// MUTATE_NAME names the part's reports and MUTATE_FILES its files.
const dir = process.env.MUTATE_DIR ?? 'split';
const name = process.env.MUTATE_NAME ?? dir;
const files = process.env.MUTATE_FILES ?? `src/${dir}/**/*.ts`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [files],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  // The first run of the whole suite with per-test coverage takes 4 to 6 minutes on a busy 2-core
  // machine (secrets/ is read by most suites), past Stryker's default of 5.
  dryRunTimeoutMinutes: 30,
  // A mutant in code that runs once per test file (a table built as a module loads, or compiled on
  // first use by test/stryker-setup.ts) is run against every test: left out (`ignoreStatic: true`),
  // it would count for nothing, and counted per test it would be run against the first test of
  // each file that reached it, the only one that built the table.
  ignoreStatic: false,
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incrementalFile: `reports/incremental/${name}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
