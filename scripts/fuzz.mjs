// `npm run fuzz`: the security fuzz suites at their long size (12 000 cases per property, over
// 200 000 in all). FUZZ_RUNS, FC_SEED (the global fast-check seed) and FUZZ_PATH pass through:
//
//   npm run fuzz                        # the long run, on a random seed printed on failure
//   FC_SEED=42 npm run fuzz             # a given seed
//   FC_SEED=… FUZZ_PATH=… npm run fuzz  # replay the failure fast-check printed
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
// Long runs of fc.anything build large values: give the workers the heap the machine has.
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '12000',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim(),
};
const files = ['test/security/fuzz.test.ts', 'test/security/auth-headers.test.ts'];
const { status } = spawnSync(process.execPath, [vitest, 'run', ...files, ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
process.exit(status ?? 1);
