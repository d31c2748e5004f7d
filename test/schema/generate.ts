// The schemas generated from the source (not the build), and ajv set up the three ways a user can.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { generateSchemas } from '../../scripts/json-schema.mjs';
import { CARD_CREATION_STATUSES } from '../../src/charge/charge-status.js';
import { PROBLEM_CODES } from '../../src/http/problem-codes.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import { FACTS } from '../../src/rules/facts.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { LIMITS } from '../../src/rules/limits.js';
import { BRAZILIAN_UFS } from '../../src/rules/ufs.js';
import { CARD_FLOWS, CARD_METHODS, PAYMENT_METHODS } from '../../src/rules/values.js';
import { _BIN_RANGES } from '../../src/validation/formats/card.js';

// ajv-formats is CommonJS with `exports.default`: under NodeNext the function is one level down.
const addFormats = addFormatsModule.default.default;

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// biome-ignore lint/suspicious/noExplicitAny: generated JSON documents
export type Json = any;

export function generateFromSource(): { request: Json; openapi: Json } {
  return generateSchemas({
    FIELD_RULES,
    FACTS,
    LIMITS,
    COUNTRY_CODES,
    BRAZILIAN_UFS,
    BIN_RANGES: _BIN_RANGES,
    PROBLEM_CODES,
    CARD_METHODS,
    CARD_FLOWS,
    PAYMENT_METHODS,
    CARD_CREATION_STATUSES,
    version,
  });
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
