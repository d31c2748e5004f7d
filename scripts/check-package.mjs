// Checks the packed artifact, not the source: publint --strict, attw --pack, and that the tarball's
// files load from ESM and from CommonJS with the same exports.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });

run('npx', ['publint', '--strict']);
run('npx', ['attw', '--pack', '.']);

const work = mkdtempSync(join(tmpdir(), 'charge-rules-pack-'));
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
  );
  const tarball = join(work, packed[0].filename);
  const modules = join(work, 'node_modules');
  const installed = join(modules, 'charge-rules');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const dependency of ['valibot', 'decimal.js']) {
    symlinkSync(join(root, 'node_modules', dependency), join(modules, dependency), 'dir');
  }
  writeFileSync(
    join(work, 'esm.mjs'),
    "import * as lib from 'charge-rules';\nconsole.log(JSON.stringify(Object.keys(lib).sort()));\n",
  );
  writeFileSync(
    join(work, 'cjs.cjs'),
    "const lib = require('charge-rules');\nconsole.log(JSON.stringify(Object.keys(lib).sort()));\n",
  );
  const esm = execFileSync('node', ['esm.mjs'], { cwd: work, encoding: 'utf8' });
  const cjs = execFileSync('node', ['cjs.cjs'], { cwd: work, encoding: 'utf8' });
  const names = JSON.parse(esm);
  if (esm !== cjs) throw new Error(`ESM and CJS exports differ:\n${esm}\n${cjs}`);
  if (!names.includes('resolveRequiredFields'))
    throw new Error('the packed build lacks resolveRequiredFields');
  console.log(`package check: ${names.length} exports load from ESM and CJS alike (${packed[0].filename}).`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
