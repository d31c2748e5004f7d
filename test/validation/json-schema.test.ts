import { readFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import { generateJsonSchema, JSON_SCHEMA_PATH, serialize } from '../../scripts/json-schema.mjs';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { _buildRequestSchema } from '../../src/validation/schema/build-schema.js';

const generate = () => generateJsonSchema(_buildRequestSchema(), toJsonSchema);

describe('docs/charge-request.schema.json', () => {
  it('is what the rules table generates today (run `npm run schema` when this fails)', () => {
    expect(readFileSync(JSON_SCHEMA_PATH, 'utf8')).toBe(serialize(generate()));
  });

  it('describes every field of the rules table and rejects unknown fields', () => {
    const generated = generate();
    const json = JSON.stringify(generated);
    for (const rule of FIELD_RULES) {
      const name = rule.path.split('.').pop() as string;
      if (name !== '*') expect(json).toContain(`"${name}"`);
    }
    expect(generated).toMatchObject({ type: 'object', additionalProperties: false });
  });
});
