// Fails when a test reads the real clock: `new Date()` without arguments or `Date.now()` anywhere
// under test/ except test/setup.ts, which pins the clock every suite sees. A test that needs "now"
// imports TEST_NOW (or brasiliaDate/yearFromNow) from test/support/clock.ts instead, so the suite
// passes on any day.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const allowed = new Set(['test/setup.ts']);
const clockRead = /\bnew\s+Date\s*\(\s*\)|\bDate\.now\s*\(/;
const offences = [];
for (const file of readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })) {
  const path = relative(root, join(root, 'test', file));
  if (!/\.(c|m)?[jt]s$/.test(path) || allowed.has(path)) continue;
  readFileSync(join(root, path), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (clockRead.test(line)) offences.push(`${path}:${index + 1}: ${line.trim()}`);
    });
}
if (offences.length > 0) {
  console.error(
    `These tests read the real clock; use TEST_NOW from test/support/clock.ts instead:\n  ${offences.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('test clock check: no test reads the real clock.');
