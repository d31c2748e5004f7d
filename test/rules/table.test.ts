import { describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES } from '../../src/messages/issues.js';
import { LOCALES } from '../../src/messages/locales/index.js';
import { FIELD_RULES, type RuleMessage } from '../../src/rules/fields.js';
import { MASKED_FORMAT_CHARACTERS } from '../../src/validation/formats/index.js';
import { SIBLING_FORMAT_CHECKS } from '../../src/validation/formats/sibling.js';

const keysOf = (message: RuleMessage) =>
  typeof message === 'string' ? [message] : message.map((choice) => choice.key);

describe('the rows of the rules table', () => {
  it('name only message keys that the catalogue of every locale holds', () => {
    const named = FIELD_RULES.flatMap((rule) => Object.values(rule.messages ?? {}).flatMap(keysOf));
    expect(named.length).toBeGreaterThan(0);
    for (const key of named) {
      for (const locale of LOCALES) expect(Object.keys(ISSUE_MESSAGES[locale]), locale).toContain(key);
    }
  });

  it('have a catalogue message for every format they use without a message of their own', () => {
    for (const rule of FIELD_RULES) {
      if (rule.format === undefined || rule.messages?.format !== undefined || rule.formatWith) continue;
      expect(Object.keys(ISSUE_MESSAGES.en)).toContain(`INVALID_VALUE.${rule.format}`);
    }
  });

  it('put value conditions and date bounds only on fields outside arrays, which the evaluator reads', () => {
    const inArrays = FIELD_RULES.filter((rule) => rule.path.includes('*'));
    expect(inArrays.filter((rule) => rule.valuesWhen !== undefined || rule.dates !== undefined)).toEqual([]);
  });

  it('read sibling fields only through formats that take them', () => {
    for (const rule of FIELD_RULES.filter((row) => row.formatWith)) {
      expect(Object.keys(SIBLING_FORMAT_CHECKS)).toContain(rule.format);
    }
  });

  it('compose a date only from fields of the same object that the table holds', () => {
    const paths = new Set(FIELD_RULES.map((rule) => rule.path));
    for (const rule of FIELD_RULES) {
      const parent = rule.path.slice(0, rule.path.lastIndexOf('.') + 1);
      for (const sibling of rule.dates?.of ?? []) expect(paths).toContain(parent + sibling);
    }
  });

  it('declare masks only for formats that name their characters, each with a message that shows the forms', () => {
    for (const rule of FIELD_RULES.filter((row) => row.masks)) {
      expect(Object.keys(MASKED_FORMAT_CHARACTERS)).toContain(rule.format);
      expect(rule.messages?.mask, rule.path).toBeDefined();
      expect(rule.masks?.forms.length, rule.path).toBeGreaterThan(0);
    }
  });

  it('never trim card data, whose only accepted extra characters are its masks', () => {
    const trimmed = FIELD_RULES.filter((rule) => rule.trim && rule.sensitive !== undefined);
    expect(trimmed).toEqual([]);
  });

  it('are frozen without a prototype all the way down', () => {
    const currency = FIELD_RULES.find((rule) => rule.path === 'currency');
    expect(Object.getPrototypeOf(currency?.messages)).toBeNull();
    expect(Object.isFrozen(currency?.valuesWhen?.[0])).toBe(true);
  });
});
