// `npm start`: the library's main job on the bundled examples in docs/examples/, run on the build.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { redactChargeRequest, resolveRequiredFields, validateChargeRequest } from '../dist/index.js';

const examples = resolve(import.meta.dirname, '..', 'docs', 'examples');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

console.log('Field requirements (docs/examples/field-queries.json)\n');
for (const { country, context } of readJson(resolve(examples, 'field-queries.json'))) {
  const fields = resolveRequiredFields(country, context);
  const label = Object.entries(context)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(`${fields.country}  ${label}`);
  for (const bucket of ['required', 'forbidden', 'ignored']) {
    if (fields[bucket].length > 0) console.log(`  ${bucket.padEnd(9)} ${fields[bucket].join(', ')}`);
  }
  if (fields.oneOf.length > 0) {
    console.log(`  one of    ${fields.oneOf.map((group) => `[${group.join(', ')}]`).join(' or ')}`);
  }
  console.log();
}

console.log('Charge requests (docs/examples/requests/)\n');
for (const file of readdirSync(resolve(examples, 'requests')).sort()) {
  const request = readJson(resolve(examples, 'requests', file));
  const result = validateChargeRequest(request, { locale: file.includes('brazilian') ? 'pt-BR' : 'en' });
  if (result.ok) {
    const details = JSON.stringify(redactChargeRequest(result.value.payment_details ?? {}));
    console.log(
      `✓ ${file}: valid ${result.value.payment_method}, ${result.value.amount} centavos, payment_details ${details}`,
    );
  } else {
    console.log(`✗ ${file}: ${result.issues.length} issue(s)`);
    for (const issue of result.issues)
      console.log(`    ${issue.code.padEnd(26)} ${issue.path.padEnd(34)} ${issue.message}`);
  }
}
