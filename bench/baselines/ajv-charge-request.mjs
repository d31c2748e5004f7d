// Baseline: ajv compiling the JSON Schema this library generates (docs/charge-request.schema.json),
// the fastest structural check there is. Formats are not validated (ajv-formats is not installed),
// which only flatters ajv.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';

const schema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'docs', 'charge-request.schema.json'), 'utf8'),
);
export const ajvChargeRequest = new Ajv({ allErrors: true, validateFormats: false, strict: false }).compile(
  schema,
);
