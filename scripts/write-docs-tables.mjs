// `npm run docs:tables`: rewrites the generated tables of docs/validation.md from the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FACTS } from '../dist/rules/facts.js';
import { FIELD_RULES } from '../dist/rules/fields.js';
import { CROSS_FIELD_DOCS } from '../dist/validation/cross-field/docs.js';
import { renderValidationDoc, VALIDATION_DOC } from './docs-tables.mjs';

const target = resolve(import.meta.dirname, '..', VALIDATION_DOC);
writeFileSync(
  target,
  renderValidationDoc(readFileSync(target, 'utf8'), FIELD_RULES, CROSS_FIELD_DOCS, FACTS),
);
console.log(`wrote the tables of ${VALIDATION_DOC}`);

const { MESSAGES } = await import('../dist/messages/format.js');
const { ERRORS_DOC, fillSection, messagesTable } = await import('./docs-tables.mjs');
const errors = resolve(import.meta.dirname, '..', ERRORS_DOC);
writeFileSync(errors, fillSection(readFileSync(errors, 'utf8'), 'messages', messagesTable(MESSAGES)));
console.log(`wrote the messages table of ${ERRORS_DOC}`);
