// The schemas generated from the source (not the build), and ajv set up the three ways a user can.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { generateSchemas, loadSchemaInputs } from '../../scripts/json-schema.mjs';

// ajv-formats is CommonJS with `exports.default`: under NodeNext the function is one level down.
const addFormats = addFormatsModule.default.default;

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// biome-ignore lint/suspicious/noExplicitAny: generated JSON documents
export type Json = any;

/** The schemas as the source generates them now, to compare with the shipped files. */
export async function generateFromSource(): Promise<{ request: Json; event: Json; openapi: Json }> {
  // The path is built at run time, which Vite's static import analysis must leave alone.
  const load = (module: string) => import(/* @vite-ignore */ `../../src/${module}.ts`);
  return generateSchemas(await loadSchemaInputs(load, version));
}

export function readShipped(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Warnings ajv logs (strict mode) while compiling, kept instead of printed. */
export function quietAjv(options: ConstructorParameters<typeof Ajv2020>[0] = {}) {
  const warnings: string[] = [];
  const record = (...args: unknown[]) => warnings.push(args.join(' '));
  const ajv = new Ajv2020({ logger: { log: record, warn: record, error: record }, ...options });
  return { ajv, warnings };
}

/** ajv as docs/json-schema.md recommends it: Ajv2020 with ajv-formats, strict mode on. */
export function ajvWithFormats(options: ConstructorParameters<typeof Ajv2020>[0] = {}) {
  const made = quietAjv(options);
  addFormats(made.ajv);
  return made;
}
