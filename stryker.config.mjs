// Mutation testing of the rules that guard money and credentials: `npm run mutation` (not part of CI,
// too slow for every change). One directory at a time: `npm run mutation -- --mutate 'src/auth/**/*.ts'`.
// The HTML and JSON reports go to reports/mutation/ (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: ['src/split/**/*.ts', 'src/validation/**/*.ts', 'src/auth/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  ignoreStatic: true,
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
