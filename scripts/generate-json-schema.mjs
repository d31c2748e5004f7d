// `npm run schema`: regenerates the shipped charge-request.schema.json and openapi.json
// from the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CARD_CREATION_STATUSES } from '../dist/charge/charge-status.js';
import { PROBLEM_CODES } from '../dist/http/problem-codes.js';
import { COUNTRY_CODES } from '../dist/rules/countries.js';
import { FACTS } from '../dist/rules/facts.js';
import { FIELD_RULES } from '../dist/rules/fields.js';
import { LIMITS } from '../dist/rules/limits.js';
import { BRAZILIAN_UFS } from '../dist/rules/ufs.js';
import { CARD_FLOWS, CARD_METHODS, PAYMENT_METHODS } from '../dist/rules/values.js';
import { _BIN_RANGES } from '../dist/validation/formats/card.js';
import { generateSchemas, SCHEMA_FILES, serialize } from './json-schema.mjs';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const generated = generateSchemas({
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
for (const [name, file] of Object.entries(SCHEMA_FILES)) {
  const target = resolve(root, file);
  writeFileSync(target, serialize(generated[name]));
  console.log(`wrote ${file}`);
}
