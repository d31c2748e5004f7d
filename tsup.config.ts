import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every module of src/ but the CLI, in sorted order and named (`validation/walk/walk`): tsup globs
// a list of paths again, and a glob answers in whatever order the file system walk finishes; the
// chunks follow the entry order, so a glob gave the same source bundles up to 0.2 kB apart from
// one build to the next.
const modules = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('cli/'))
    .sort()
    .map((file) => [file.slice(0, -'.ts'.length), `src/${file}`]),
);

// ESM: every module is an entry with code splitting, so a page that imports only the field rules
// ships only the modules those functions reach, not the validation engine or the split engine.
// CJS: one bundle for `require` users plus the CLI.
// Declarations: index.d.ts and index.d.cts are the same text, so one declaration build writes both
// (one TypeScript program and one rollup pass with an output per format, instead of one per format).
export default defineConfig([
  {
    entry: modules,
    format: ['esm'],
    splitting: true,
    sourcemap: false,
    target: 'es2022',
    treeshake: true,
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    sourcemap: false,
    target: 'es2022',
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: { only: true },
  },
  {
    // The CLI: the only module with Node built-ins, kept out of the browser build.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    removeNodeProtocol: false,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
