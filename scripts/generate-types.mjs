// `npm run types`: rewrites src/validation/request-types.generated.ts from the build's rules table.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate } from '../dist/rules/conditions.js';
import { FIELD_RULES } from '../dist/rules/fields.js';
import { REQUEST_TYPES_FILE, renderRequestTypes } from './request-types.mjs';

writeFileSync(
  resolve(import.meta.dirname, '..', REQUEST_TYPES_FILE),
  renderRequestTypes(FIELD_RULES, evaluate),
);
console.log(`wrote ${REQUEST_TYPES_FILE}`);
