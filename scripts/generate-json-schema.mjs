// `npm run schema`: regenerates the shipped charge-request.schema.json and openapi.json
// from the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateSchemas, loadSchemaInputs, SCHEMA_FILES, serialize } from './json-schema.mjs';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const generated = generateSchemas(
  await loadSchemaInputs((module) => import(`../dist/${module}.js`), version),
);
for (const [name, file] of Object.entries(SCHEMA_FILES)) {
  const target = resolve(root, file);
  writeFileSync(target, serialize(generated[name]));
  console.log(`wrote ${file}`);
}
