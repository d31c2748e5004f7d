// `npm run types`: rewrites src/validation/request-types.generated.ts, src/rules/presence.generated.ts
// and src/validation/fast-path.generated.ts from the build's rules table.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate } from '../dist/rules/conditions.js';
import { COUNTRY_CODES } from '../dist/rules/countries.js';
import { FACTS } from '../dist/rules/facts.js';
import { FIELD_RULES } from '../dist/rules/fields.js';
import { LIMITS } from '../dist/rules/limits.js';
import { _rewritesItself } from '../dist/validation/normalize.js';
import { FAST_VALIDATOR_FILE, renderFastValidator } from './fast-validator.mjs';
import { PRESENCE_FILE, renderPresenceTable } from './presence-table.mjs';
import { REQUEST_TYPES_FILE, renderRequestTypes } from './request-types.mjs';

const root = resolve(import.meta.dirname, '..');
writeFileSync(resolve(root, REQUEST_TYPES_FILE), renderRequestTypes(FIELD_RULES, evaluate));
console.log(`wrote ${REQUEST_TYPES_FILE}`);
writeFileSync(resolve(root, PRESENCE_FILE), renderPresenceTable(FIELD_RULES, FACTS, COUNTRY_CODES, evaluate));
console.log(`wrote ${PRESENCE_FILE}`);
writeFileSync(
  resolve(root, FAST_VALIDATOR_FILE),
  renderFastValidator(FIELD_RULES, _rewritesItself, LIMITS.items, FACTS),
);
console.log(`wrote ${FAST_VALIDATOR_FILE}`);
