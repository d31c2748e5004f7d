// Checks the packed artifact, not the source: publint --strict, attw --pack, that the runtime
// dependencies are exactly the packages the shipped files import (code or declarations: valibot is
// imported by the declarations only, for the types of the valibot view), and that the tarball's files load
// from ESM and from CommonJS with the same exports, the two JSON documents included.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });

// Every bare specifier the built files and their declarations import or require, as a package name.
const imported = new Set();
const builtins = new Set(builtinModules);
for (const file of readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })) {
  if (!/\.(c|m)?js$|\.d\.(c|m)?ts$/.test(file)) continue;
  const code = readFileSync(join(root, 'dist', file), 'utf8');
  // Static imports and re-exports at the start of a statement, and dynamic import() / require():
  // a string that merely contains "from '…'" inside the code is not an import.
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const match of patterns.flatMap((pattern) => [...code.matchAll(pattern)])) {
    const specifier = match[1];
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const parts = specifier.split('/');
    imported.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const declared = Object.keys(pkg.dependencies ?? {}).sort();
const used = [...imported].sort();
if (JSON.stringify(declared) !== JSON.stringify(used)) {
  throw new Error(
    `package.json dependencies ${JSON.stringify(declared)} differ from what dist/ imports ${JSON.stringify(used)}`,
  );
}
console.log(`package check: dist/ imports exactly the runtime dependencies: ${used.join(', ')}.`);

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
  for (const dependency of declared) {
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

  // The two JSON documents, through the package's exports, from both module systems.
  writeFileSync(
    join(work, 'json-esm.mjs'),
    [
      "import schema from 'charge-rules/charge-request.schema.json' with { type: 'json' };",
      "import openapi from 'charge-rules/openapi.json' with { type: 'json' };",
      "import event from 'charge-rules/charge-event.schema.json' with { type: 'json' };",
      'console.log(JSON.stringify([schema.$schema, schema.$id, openapi.openapi, Object.keys(openapi.paths), event.$id]));',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(work, 'json-cjs.cjs'),
    [
      "const schema = require('charge-rules/charge-request.schema.json');",
      "const openapi = require('charge-rules/openapi.json');",
      "const event = require('charge-rules/charge-event.schema.json');",
      'console.log(JSON.stringify([schema.$schema, schema.$id, openapi.openapi, Object.keys(openapi.paths), event.$id]));',
      '',
    ].join('\n'),
  );
  const jsonEsm = execFileSync('node', ['json-esm.mjs'], { cwd: work, encoding: 'utf8' });
  const jsonCjs = execFileSync('node', ['json-cjs.cjs'], { cwd: work, encoding: 'utf8' });
  const [dialect, , openapiVersion, routes, eventId] = JSON.parse(jsonEsm);
  if (jsonEsm !== jsonCjs)
    throw new Error(`ESM and CJS read different JSON documents:\n${jsonEsm}\n${jsonCjs}`);
  if (
    dialect !== 'https://json-schema.org/draft/2020-12/schema' ||
    openapiVersion !== '3.1.0' ||
    eventId !== 'urn:charge-rules:schema:charge-event'
  )
    throw new Error(`the packed JSON documents are not the expected ones: ${jsonEsm}`);
  console.log(
    `package check: charge-request.schema.json, charge-event.schema.json and openapi.json (${routes.join(', ')}) load from ESM and CJS alike.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
