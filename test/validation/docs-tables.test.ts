import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeCondition, renderValidationDoc, VALIDATION_DOC } from '../../scripts/docs-tables.mjs';
import { all, isCard, isHosted, not, tokenSent } from '../../src/rules/conditions.js';
import { FACTS } from '../../src/rules/facts.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { CROSS_FIELD_DOCS } from '../../src/validation/cross-field/docs.js';

describe('docs/validation.md', () => {
  it('holds the tables the rules table generates today (run `npm run docs:tables` when this fails)', () => {
    const committed = readFileSync(VALIDATION_DOC, 'utf8');
    expect(committed).toBe(renderValidationDoc(committed, FIELD_RULES, CROSS_FIELD_DOCS, FACTS));
  });

  it('names every field of the table', () => {
    const committed = readFileSync(VALIDATION_DOC, 'utf8');
    for (const rule of FIELD_RULES) expect(committed).toContain(`| \`${rule.path}\` |`);
  });

  it('puts conditions into words', () => {
    expect(describeCondition(all(isCard, not(isHosted), not(tokenSent)), FACTS)).toBe(
      'payment_method = credit_card or debit_card and not (card_flow = hosted) and no token is sent',
    );
  });
});

describe('docs/errors.md', () => {
  it('lists every message of every catalogue (run `npm run docs:tables` when this fails)', async () => {
    const { MESSAGES } = await import('../../src/messages/format.js');
    const { ERRORS_DOC, fillSection, messagesTable } = await import('../../scripts/docs-tables.mjs');
    const committed = readFileSync(ERRORS_DOC, 'utf8');
    expect(committed).toBe(fillSection(committed, 'messages', messagesTable(MESSAGES)));
  });
});
