import { defineConfig } from 'tsup';

// ESM: every module is an entry with code splitting, so a page that imports only the field rules
// ships only the modules those functions reach, not the validation engine or the split engine.
// CJS: one bundle for `require` users plus the CLI.
export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/cli/**'],
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    sourcemap: false,
    target: 'es2022',
    treeshake: true,
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: false,
    target: 'es2022',
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
