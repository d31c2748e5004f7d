import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/messages/format.js';
import * as en from '../../src/messages/locales/en.js';
import * as registry from '../../src/messages/locales/index.js';
import { LOCALES } from '../../src/messages/locales/index.js';

// Every area's table of the registry, by the name of its section in each locale file.
const { LOCALES: _list, ...TABLES } = registry;
const AREAS = Object.keys(en).sort();
const MESSAGE_AREAS = [
  'issues',
  'requestIssues',
  'cardFlow',
  'merchant',
  'requiredFields',
  'auth',
  'http',
  'charge',
  'failures',
  'splitConfiguration',
  'options',
  'installments',
  'installmentPolicy',
  'money',
  'afterCharge',
  'pixCodes',
  'boletoCodes',
  'providerAnswer',
  'webhooks',
  'idempotency',
  'lifecycle',
  'due',
  'amountDue',
  'dueRequest',
  'recurrenceFields',
  'recurrence',
  'recurrenceEvents',
] as const;

describe('LOCALES', () => {
  it('each name an Intl locale that formats numbers', () => {
    for (const locale of LOCALES)
      expect(() => new Intl.NumberFormat(registry.intlLocale[locale]), locale).not.toThrow();
  });

  it('starts with English, the default of every message option', () => {
    expect(LOCALES[0]).toBe('en');
  });

  it('is the registry list, each locale once', () => {
    expect(LOCALES).toBe(registry.LOCALES);
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
  });
});

describe('the registry of locales', () => {
  it('has one table per section of the English file, and no other', () => {
    expect(Object.keys(TABLES).sort()).toEqual(AREAS);
  });

  it('holds every locale of LOCALES in every table, and no other', () => {
    for (const [area, table] of Object.entries(TABLES))
      expect(Object.keys(table), area).toEqual([...LOCALES]);
  });

  it('gives every section the keys of English in every locale, each with a text', () => {
    for (const [area, table] of Object.entries(TABLES)) {
      const english = (en as Record<string, unknown>)[area];
      for (const locale of LOCALES) {
        const section: unknown = table[locale];
        if (typeof english === 'string') {
          expect(typeof section, `${locale} ${area}`).toBe('string');
          expect(section, `${locale} ${area}`).not.toBe('');
          continue;
        }
        const texts = section as Record<string, unknown>;
        expect(Object.keys(texts), `${locale} ${area}`).toEqual(Object.keys(english as object));
        for (const [key, text] of Object.entries(texts)) {
          expect(typeof text, `${locale} ${area} ${key}`).toBe('string');
          expect((text as string).trim(), `${locale} ${area} ${key}`).not.toBe('');
        }
      }
    }
  });

  it('puts each message key in one area only, so the merged catalogue of each locale loses none', () => {
    for (const locale of LOCALES) {
      const count = MESSAGE_AREAS.reduce((sum, area) => sum + Object.keys(TABLES[area][locale]).length, 0);
      expect(Object.keys(MESSAGES[locale]).length, locale).toBe(count);
    }
  });

  it('merges every message area into the catalogue of each locale; the others are labels and the Intl locale', () => {
    const others = ['splitLabels', 'splitLabelContexts', 'fieldLabels', 'fieldLabelContexts', 'rootLabel'];
    expect([...MESSAGE_AREAS, ...others, 'intlLocale'].sort()).toEqual(AREAS);
    expect(Object.keys(MESSAGES)).toEqual([...LOCALES]);
  });
});
