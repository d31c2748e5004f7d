import { describe, expect, it } from 'vitest';
import { _fill } from '../../src/messages/define.js';
import { formatMessage, MESSAGES } from '../../src/messages/format.js';
import { _formatValue } from '../../src/messages/formats.js';
import type { MessageKey } from '../../src/messages/keys.js';
import { FIELD_LABEL_CONTEXTS, FIELD_LABELS, ROOT_LABELS } from '../../src/messages/labels.js';
import { LOCALES } from '../../src/messages/locales/index.js';
import { FIELD_RULES } from '../../src/rules/fields.js';

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+(?::\w+)?)\}/g)].map((match) => match[1]).sort();

// Parameters as the library fills them: numbers, centavos, a day, labels and values without a path.
const SAMPLE_PARAMS = {
  label: 'CPF ou CNPJ',
  min: 1,
  max: 120,
  count: 6,
  days: 365,
  latest: '2027-11-23',
  earliest: '2026-11-23',
  values: 'credit_card, pix',
  expected: 'a number',
  hint: 'email',
  method: 'pix',
  total: '1505.75',
  amount: 1505,
  gross: 1000,
  fee: '1506',
  remaining: 150075,
  recipient: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  detail: 'Amount: enter an amount of at least R$0.01.',
  key: 'documento',
};

// A dotted path is two identifiers joined by a dot (`customer.tax_id`, `items.0.unit_price`); the
// e-mail examples are the only words with a dot between letters, and they are no path.
const NOT_PATHS = ['name@example.com', 'nome@exemplo.com.br', 'nombre@ejemplo.com'];
const DOTTED_PATH = /\b[A-Za-z_][\w]*\.(?:[A-Za-z_]\w*|\d+)\b/;

describe('the message catalogues', () => {
  it('have the same keys in every locale', () => {
    for (const locale of LOCALES)
      expect(Object.keys(MESSAGES[locale]).sort(), locale).toEqual([...keys].sort());
  });

  it('use the same placeholders, with the same formats, for a key in every locale', () => {
    for (const key of keys) {
      for (const locale of LOCALES)
        expect(placeholders(MESSAGES[locale][key]), `${locale} ${key}`).toEqual(
          placeholders(MESSAGES.en[key]),
        );
    }
  });

  it('are translated, not copied, except the names of payment methods no language translates', () => {
    const names = new Set(['METHOD.pix', 'METHOD.boleto']);
    const copied: string[] = [];
    for (const [index, locale] of LOCALES.entries()) {
      for (const other of LOCALES.slice(index + 1)) {
        for (const key of keys) {
          if (!names.has(key) && MESSAGES[locale][key] === MESSAGES[other][key])
            copied.push(`${locale} = ${other}: ${key}`);
        }
      }
    }
    expect(copied).toEqual([]);
  });

  it('hold no dotted path in any message of any locale, filled with sample parameters', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        let text = formatMessage(locale, key, SAMPLE_PARAMS);
        for (const allowed of NOT_PATHS) text = text.replaceAll(allowed, '');
        expect(text, `${locale} ${key}`).not.toMatch(DOTTED_PATH);
      }
    }
  });

  it('never write "(s)" for a plural', () => {
    for (const locale of LOCALES)
      for (const key of keys) expect(MESSAGES[locale][key], `${locale} ${key}`).not.toContain('(s)');
  });
});

describe('the field labels', () => {
  it('name every field of the rules table, and only those', () => {
    const paths = FIELD_RULES.map((rule) => rule.path).sort();
    for (const locale of LOCALES) expect(Object.keys(FIELD_LABELS[locale]).sort(), locale).toEqual(paths);
  });

  it('exist in every locale for the containers and the whole request', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(FIELD_LABEL_CONTEXTS[locale]).sort()).toEqual(
        Object.keys(FIELD_LABEL_CONTEXTS.en).sort(),
      );
      expect(ROOT_LABELS[locale]).not.toBe('');
    }
  });

  it('hold no dotted path', () => {
    for (const locale of LOCALES)
      for (const label of Object.values(FIELD_LABELS[locale])) expect(label).not.toMatch(DOTTED_PATH);
  });
});

describe('formatMessage', () => {
  it('fills placeholders from the parameters', () => {
    expect(formatMessage('en', 'TOO_LONG', { max: 120 })).toBe('Use at most 120 characters.');
  });

  it('writes each locale in its own words', () => {
    expect(formatMessage('en', 'INVALID_VALUE.br_tax_id')).toBe('Enter a valid CPF or CNPJ.');
    expect(formatMessage('pt-BR', 'INVALID_VALUE.br_tax_id')).toBe('Informe um CPF ou CNPJ válido.');
    expect(formatMessage('es', 'INVALID_VALUE.br_tax_id')).toBe('Ingresa un CPF o CNPJ válido.');
  });

  it('leaves a placeholder without a parameter visible', () => {
    expect(formatMessage('en', 'TOO_LONG', {})).toBe('Use at most {max:number} characters.');
  });

  it('fills a template again with the parameters of each call, text with braces left as it is', () => {
    const template = '{name} sent { items: [{ count }] }, {count:number} of {total}';

    expect(_fill(template, { name: 'A', count: 1000, total: 2 }, 'en', _formatValue)).toBe(
      'A sent { items: [{ count }] }, 1,000 of 2',
    );
    expect(_fill(template, { count: 3 })).toBe('{name} sent { items: [{ count }] }, 3 of {total}');
  });

  it('does not read parameters from Object.prototype', () => {
    const inherited = Object.create({ max: 5 }) as Record<string, number>;
    expect(formatMessage('en', 'TOO_LONG', inherited)).toBe('Use at most {max:number} characters.');
  });
});

describe('numbers, money and dates in messages', () => {
  it('write money the locale way: R$ 15,06 in pt-BR and es, R$15.06 in en', () => {
    expect(_fill('{v:money}', { v: 1506 }, 'pt-BR', _formatValue)).toBe('R$\u00a015,06');
    expect(_fill('{v:money}', { v: 1506 }, 'en', _formatValue)).toBe('R$15.06');
    expect(_fill('{v:money}', { v: 1506 }, 'es', _formatValue)).toBe('R$\u00a015,06');
  });

  it('round a total with a fraction of a centavo up, so it never reads as the amount it exceeds', () => {
    expect(_fill('{v:money}', { v: '1505.25' }, 'pt-BR', _formatValue)).toBe('R$\u00a015,06');
    expect(_fill('{v:money}', { v: '1505.00' }, 'pt-BR', _formatValue)).toBe('R$\u00a015,05');
  });

  it('write money beyond a safe integer exactly, from its digits', () => {
    expect(_fill('{v:money}', { v: '900719925474099312' }, 'pt-BR', _formatValue)).toBe(
      'R$\u00a09.007.199.254.740.993,12',
    );
  });

  it('group the digits of numbers the locale way', () => {
    expect(_fill('{v:number}', { v: 1_000_000 }, 'pt-BR', _formatValue)).toBe('1.000.000');
    expect(_fill('{v:number}', { v: 1_000_000 }, 'en', _formatValue)).toBe('1,000,000');
    expect(_fill('{v:number}', { v: 1_000_000 }, 'es', _formatValue)).toBe('1.000.000');
  });

  it('write a day in words, with no time zone shift', () => {
    expect(_fill('{v:date}', { v: '2027-01-01' }, 'pt-BR', _formatValue)).toBe('1 de janeiro de 2027');
    expect(_fill('{v:date}', { v: '2027-01-01' }, 'en', _formatValue)).toBe('January 1, 2027');
    expect(_fill('{v:date}', { v: '2027-01-01' }, 'es', _formatValue)).toBe('1 de enero de 2027');
  });

  it('write a value that cannot be formatted as it is', () => {
    expect(_fill('{v:money}', { v: 'abc' }, 'en', _formatValue)).toBe('abc');
    expect(_fill('{v:date}', { v: '2027' }, 'en', _formatValue)).toBe('2027');
  });

  it('count problems with a plural form, never "problem(s)"', () => {
    expect(formatMessage('en', 'VALIDATION_FAILED.other', { count: 6 })).toBe(
      'The charge request has 6 problems.',
    );
    expect(formatMessage('es', 'VALIDATION_FAILED.one')).toBe('El cobro tiene 1 problema.');
  });
});
