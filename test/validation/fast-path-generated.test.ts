import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAST_VALIDATOR_FILE, renderFastValidator } from '../../scripts/fast-validator.mjs';
import { FACTS } from '../../src/rules/facts.js';
import { FIELD_RULES, type FieldRule } from '../../src/rules/fields.js';
import { LIMITS } from '../../src/rules/limits.js';
import { _rewritesItself } from '../../src/validation/normalize.js';

const render = (rules: readonly FieldRule[]) =>
  renderFastValidator(rules, _rewritesItself as (rule: never) => boolean, LIMITS.items, FACTS);

describe(FAST_VALIDATOR_FILE, () => {
  it('holds the walk the rules table generates today (run `npm run types` when this fails)', () => {
    const committed = readFileSync(FAST_VALIDATOR_FILE, 'utf8');

    expect(committed).toBe(render(FIELD_RULES));
  });

  it('reads no key with a code built at run time: no eval, no Function constructor', () => {
    const committed = readFileSync(FAST_VALIDATOR_FILE, 'utf8');

    expect(committed).not.toMatch(/\beval\(|\bFunction\(/);
  });
});

describe('the fast walk generated from the table', () => {
  it('gives a row added to the table a case of its object and a check of its own', () => {
    const rules: FieldRule[] = [
      ...FIELD_RULES,
      { path: 'customer.nickname', type: 'string', maxLength: 12, trim: true },
    ];

    const text = render(rules);

    expect(text).toContain("case 'nickname':");
    expect(text).toContain(`text.length > 12`);
  });
});
