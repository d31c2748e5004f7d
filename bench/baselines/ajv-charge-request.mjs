// Baseline: ajv compiling the JSON Schema this library ships (charge-request.schema.json), the
// fastest standard validator there is. The schema states every rule JSON Schema can (conditional
// fields, formats as patterns); check digits, Luhn, the clock and the split totals are ours alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

const schema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'charge-request.schema.json'), 'utf8'),
);
// The patterns carry each format's whole check; `format` is an annotation here.
export const ajvChargeRequest = new Ajv2020({ allErrors: true, validateFormats: false }).compile(schema);
