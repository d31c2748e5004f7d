// Checks the packed artifact, not the source. The tarball is packed as a fresh clone packs it (the
// files git would clone, nothing built: its `prepack` must build dist/), and then: every file the
// manifest points at is in it; no script npm runs on install names a file it lacks; the repository,
// homepage and bugs links are set; no link of its README is relative (the npm registry page cannot
// follow one); publint --strict and attw on it; the runtime dependencies are exactly the packages
// its files import (code or declarations: valibot is imported by the declarations only, for the
// types of the valibot view); and its files load from ESM and from CommonJS with the same exports,
// the two JSON documents included. With --keep-build, the dist/ the clone built replaces the
// repository's, so that a run needs no other build.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
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

/** Where the project lives: the manifest's links, and the only absolute target of a README link to a repository file. */
const REPOSITORY = 'https://github.com/charge-rules/charge-rules';
const EXPECTED_LINKS = {
  repository: { type: 'git', url: `git+${REPOSITORY}.git` },
  homepage: `${REPOSITORY}#readme`,
  bugs: { url: `${REPOSITORY}/issues` },
};
/** The scripts npm runs in the package's own folder when it is installed (from a tarball, a folder or git). */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare'];

/**
 * A fresh clone, as far as packing goes: the files git tracks plus the new ones it does not ignore,
 * copied from the working tree (so an uncommitted change is checked too), with the repository's
 * node_modules linked in. Nothing git ignores (dist/, the generated types) comes along.
 */
function freshClone(into) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0')) {
    if (file === '' || !existsSync(join(root, file))) continue;
    mkdirSync(resolve(into, file, '..'), { recursive: true });
    cpSync(join(root, file), join(into, file));
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(into, 'node_modules'), 'dir');
}

/** Every file path a manifest field points at (`main`, `module`, `types`, `bin`, each `exports` target). */
function pointedFiles(manifest) {
  const paths = [];
  const collect = (value) => {
    if (typeof value === 'string') paths.push(value.replace(/^\.\//, ''));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  [manifest.main, manifest.module, manifest.types, manifest.bin, manifest.exports].forEach(collect);
  return [...new Set(paths)];
}

/** The files a script runs, following `npm run <name>` into the other scripts. */
function filesOfScript(scripts, name, seen = new Set()) {
  if (seen.has(name) || typeof scripts[name] !== 'string') return [];
  seen.add(name);
  const command = scripts[name];
  const runs = [...command.matchAll(/\bnpm\s+run(?:-script)?\s+(?:--?[\w-]+\s+)*([\w:.-]+)/g)];
  const files = [
    ...command.matchAll(/(?:^|[\s"'=])((?:\.\/)?[\w@.-]+(?:\/[\w@.-]+)*\.(?:[cm]?js|[cm]?ts|sh))\b/g),
  ];
  return [
    ...files.map((match) => match[1].replace(/^\.\//, '')),
    ...runs.flatMap((match) => filesOfScript(scripts, match[1], seen)),
  ];
}

/** The link targets of a markdown text, outside code: inline links and images, reference definitions, HTML href and src. */
function linkTargets(markdown) {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const patterns = [
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /\b(?:href|src)\s*=\s*["']([^"']+)["']/g,
  ];
  return patterns.flatMap((pattern) => [...prose.matchAll(pattern)].map((match) => match[1]));
}

/**
 * Why a README link would be broken on the registry page, or undefined: a relative target resolves
 * against npmjs.com, and an absolute one into this repository must name a file or folder it has.
 */
function brokenLink(target, repositoryFiles) {
  if (target.startsWith('#')) return undefined;
  if (!/^[a-z][a-z\d+.-]*:/i.test(target)) return `a relative link: write ${REPOSITORY}/blob/main/…`;
  const inRepository = target.match(
    /^https:\/\/github\.com\/charge-rules\/charge-rules\/(?:blob|tree)\/main\/([^#?]*)/,
  );
  if (inRepository === null) return undefined;
  const path = decodeURIComponent(inRepository[1]).replace(/\/$/, '');
  const exists = repositoryFiles.some((file) => file === path || file.startsWith(`${path}/`));
  return exists ? undefined : `no ${path} in the repository`;
}

const problems = [];
const work = mkdtempSync(join(tmpdir(), 'charge-rules-pack-'));
try {
  const clone = join(work, 'clone');
  freshClone(clone);
  const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n');
  // Its prepack script's output goes to stderr; stdout holds the JSON answer alone.
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: clone,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const tarball = join(work, packed.filename);
  // npm test builds once: the clone's prepack build, which becomes the repository's dist/ too.
  if (process.argv.includes('--keep-build')) {
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    cpSync(join(clone, 'dist'), join(root, 'dist'), { recursive: true });
  }
  const shipped = new Set(packed.files.map((file) => file.path));
  const modules = join(work, 'node_modules');
  const installed = join(modules, 'charge-rules');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));

  const pointed = pointedFiles(manifest);
  for (const file of pointed) {
    if (!shipped.has(file))
      problems.push(`package.json points at ${file}, which a fresh clone does not pack`);
  }
  console.log(
    `package check: a fresh clone packs ${shipped.size} files, with all ${pointed.length} the manifest points at.`,
  );

  const scripts = manifest.scripts ?? {};
  for (const name of INSTALL_SCRIPTS) {
    for (const file of filesOfScript(scripts, name)) {
      if (!shipped.has(file)) problems.push(`the "${name}" script runs ${file}, which is not shipped`);
    }
  }
  for (const [field, expected] of Object.entries(EXPECTED_LINKS)) {
    if (JSON.stringify(manifest[field]) !== JSON.stringify(expected))
      problems.push(
        `package.json "${field}" is ${JSON.stringify(manifest[field])}, not ${JSON.stringify(expected)}`,
      );
  }
  const links = linkTargets(readFileSync(join(installed, 'README.md'), 'utf8'));
  for (const target of links) {
    const broken = brokenLink(target, repositoryFiles);
    if (broken !== undefined) problems.push(`README.md links to ${target}: ${broken}`);
  }
  console.log(
    `package check: no install script runs an unshipped file; repository, homepage and bugs are set; ${links.length} README links checked.`,
  );
  if (problems.length > 0)
    throw new Error(`the packed package is not publishable:\n  ${problems.join('\n  ')}`);

  // Every bare specifier the shipped files and their declarations import or require, as a package name.
  const imported = new Set();
  const builtins = new Set(builtinModules);
  for (const file of shipped) {
    if (!/\.(c|m)?js$|\.d\.(c|m)?ts$/.test(file)) continue;
    const code = readFileSync(join(installed, file), 'utf8');
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
  const declared = Object.keys(manifest.dependencies ?? {}).sort();
  const used = [...imported].sort();
  if (JSON.stringify(declared) !== JSON.stringify(used)) {
    throw new Error(
      `package.json dependencies ${JSON.stringify(declared)} differ from what the shipped files import ${JSON.stringify(used)}`,
    );
  }
  console.log(
    `package check: the shipped files import exactly the runtime dependencies: ${used.join(', ')}.`,
  );

  run('npx', ['publint', 'run', tarball, '--strict']);
  run('npx', ['attw', tarball]);

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
  console.log(`package check: ${names.length} exports load from ESM and CJS alike (${packed.filename}).`);

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
