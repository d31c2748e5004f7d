// `npm run types`: rewrites src/validation/request-types.generated.ts and src/rules/presence.generated.ts
// from the build's rules table.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate } from '../dist/rules/conditions.js';
import { COUNTRY_CODES } from '../dist/rules/countries.js';
import { FACTS } from '../dist/rules/facts.js';
import { FIELD_RULES } from '../dist/rules/fields.js';
import { PRESENCE_FILE, renderPresenceTable } from './presence-table.mjs';
import { REQUEST_TYPES_FILE, renderRequestTypes } from './request-types.mjs';

const root = resolve(import.meta.dirname, '..');
writeFileSync(resolve(root, REQUEST_TYPES_FILE), renderRequestTypes(FIELD_RULES, evaluate));
console.log(`wrote ${REQUEST_TYPES_FILE}`);
writeFileSync(resolve(root, PRESENCE_FILE), renderPresenceTable(FIELD_RULES, FACTS, COUNTRY_CODES, evaluate));
console.log(`wrote ${PRESENCE_FILE}`);
