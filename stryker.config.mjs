// Mutation testing of the rules that guard money and credentials, one directory per run:
// `npm run mutation` (scripts/mutation.mjs) runs src/auth, src/validation and src/split in turn; it
// is not part of CI, being too slow for every change. MUTATE_DIR names the directory; its reports go
// to reports/mutation/<dir>.{html,json} and its incremental file to reports/incremental/<dir>.json
// (all git-ignored), so a rerun with `--incremental` only tests what changed.
const dir = process.env.MUTATE_DIR ?? 'split';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [`src/${dir}/**/*.ts`],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  ignoreStatic: true,
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${dir}.html` },
  jsonReporter: { fileName: `reports/mutation/${dir}.json` },
  incrementalFile: `reports/incremental/${dir}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
