// `npm run schema`: regenerates docs/charge-request.schema.json from the build.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { _buildRequestSchema } from '../dist/validation/schema/build-schema.js';
import { generateJsonSchema, JSON_SCHEMA_PATH, serialize } from './json-schema.mjs';

const target = resolve(import.meta.dirname, '..', JSON_SCHEMA_PATH);
writeFileSync(target, serialize(generateJsonSchema(_buildRequestSchema(), toJsonSchema)));
console.log(`wrote ${JSON_SCHEMA_PATH}`);
