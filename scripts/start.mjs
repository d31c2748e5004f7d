// `npm start`: the library's main job on the bundled examples in docs/examples/, run on the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveRequiredFields } from '../dist/index.js';

const examples = resolve(import.meta.dirname, '..', 'docs', 'examples');
const queries = JSON.parse(readFileSync(resolve(examples, 'field-queries.json'), 'utf8'));

console.log('Field requirements (docs/examples/field-queries.json)\n');
for (const { country, context } of queries) {
  const fields = resolveRequiredFields(country, context);
  const label = Object.entries(context)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(`${fields.country}  ${label}`);
  for (const bucket of ['required', 'forbidden', 'ignored']) {
    if (fields[bucket].length > 0) console.log(`  ${bucket.padEnd(9)} ${fields[bucket].join(', ')}`);
  }
  if (fields.oneOf.length > 0)
    console.log(`  one of    ${fields.oneOf.map((group) => `[${group.join(', ')}]`).join(' or ')}`);
  console.log();
}
