import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/messages/locales/index.js';
import type { MessageParams } from '../../src/messages/params.js';

// Every area of the catalogues with the formatter its code renders it with, found by walking the
// modules of src/messages/ (each exports a `…_MESSAGES` catalogue and its `format…Message`), so an
// area added there is audited here with no list to update.
type Formatter = (locale: Locale, key: string, params?: MessageParams) => string;
type Catalogue = Readonly<Record<Locale, Readonly<Record<string, string>>>>;
const directory = new URL('../../src/messages/', import.meta.url);
const modules = await Promise.all(
  readdirSync(directory)
    .filter((file) => file.endsWith('.ts'))
    .map(
      async (file) =>
        [file, (await import(new URL(file, directory).href)) as Record<string, unknown>] as const,
    ),
);
const AREAS = modules.flatMap(([file, exports]) => {
  const catalogue = Object.entries(exports).find(([name]) => name.endsWith('_MESSAGES'))?.[1];
  const format = Object.entries(exports).find(([name]) => /^format\w+Message$/.test(name))?.[1];
  return catalogue && typeof format === 'function'
    ? [{ file, catalogue: catalogue as Catalogue, format: format as Formatter }]
    : [];
});

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;
const placeholdersOf = (template: string) =>
  [...template.matchAll(PLACEHOLDER)].map(([, name, format]) => ({ name: name as string, format }));
const everyTemplate = AREAS.flatMap(({ file, catalogue, format }) =>
  LOCALES.flatMap((locale) =>
    Object.entries(catalogue[locale]).map(([key, template]) => ({ file, locale, key, template, format })),
  ),
);

// The names the catalogues themselves say hold a number or an amount: written `{name:number}` or
// `{name:money}` somewhere.
const NUMERIC_NAMES = new Set(
  everyTemplate.flatMap(({ template }) =>
    placeholdersOf(template)
      .filter(({ format }) => format === 'number' || format === 'money')
      .map(({ name }) => name),
  ),
);
// The one name that holds a number in some messages and words in another: the type a field must
// have (`This field must be {expected}`: `a number`, `text`).
const WORDS_UNDER_A_NUMERIC_NAME = new Set(['issues.ts INVALID_TYPE']);

// How each locale writes one centavo, an amount with every group, and a large whole number. The
// expected text is written here from CLDR's conventions (en: `R$` then the figure, comma groups and
// a decimal point; pt-BR: `R$`, a no-break space, dot groups and a decimal comma; es: as pt-BR, the
// repository's decision "Numbers and money in Spanish", `es-AR`), never computed by the library.
// `wrong` finds a figure a template writes itself (an example, a bound) in another locale's style:
// in English a decimal comma, or `R$` apart from its figure; in Portuguese and Spanish an amount in
// reais with a decimal point, or `R$` glued to its figure. (A wire value, like a PIX amount `10.50`
// or a split fraction `0.10`, is written as the wire writes it in every locale.)
const PT_STYLE = {
  cent: 'R$\u00a00,01',
  amount: 'R$\u00a01.234.567,89',
  number: '7.654.321',
  wrong: /R\$\d|R\$\s?[\d.]*\d\.\d{2}(?!\d)/,
};
const STYLE: Record<Locale, { cent: string; amount: string; number: string; wrong: RegExp }> = {
  en: { cent: 'R$0.01', amount: 'R$1,234,567.89', number: '7,654,321', wrong: /\d,\d{2}(?!\d)|R\$\s\d/ },
  'pt-BR': PT_STYLE,
  es: PT_STYLE,
};

function sampleParams(template: string, centavos: number): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const { name, format } of placeholdersOf(template)) {
    params[name] =
      format === 'money'
        ? centavos
        : format === 'number'
          ? 7_654_321
          : format === 'date'
            ? '2027-01-05'
            : `‹${name}›`;
  }
  return params;
}

describe('numbers and money in every message template', () => {
  it('finds the areas of the catalogues and the numeric names they use', () => {
    expect(AREAS.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['issues.ts', 'http.ts', 'failures.ts']),
    );
    expect([...NUMERIC_NAMES]).toEqual(expect.arrayContaining(['max', 'amount', 'fee']));
  });

  it('formats every placeholder of a name that holds a number or an amount elsewhere', () => {
    const unformatted = everyTemplate
      .filter(({ file, key }) => !WORDS_UNDER_A_NUMERIC_NAME.has(`${file} ${key}`))
      .flatMap(({ file, locale, key, template }) =>
        placeholdersOf(template)
          .filter(({ name, format }) => NUMERIC_NAMES.has(name) && format === undefined)
          .map(({ name }) => `${file} ${locale} ${key} {${name}}`),
      );
    expect(unformatted).toEqual([]);
  });

  it.each(LOCALES)('writes every amount and number of a %s template in that locale’s style', (locale) => {
    const style = STYLE[locale];
    const wrong: string[] = [];
    for (const template of everyTemplate.filter((entry) => entry.locale === locale)) {
      const where = `${template.file} ${template.key}`;
      const spots = placeholdersOf(template.template);
      for (const centavos of [1, 123_456_789]) {
        const text = template.format(locale, template.key, sampleParams(template.template, centavos));
        const money = spots.filter(({ format }) => format === 'money').length;
        const numbers = spots.filter(({ format }) => format === 'number').length;
        const expected = centavos === 1 ? style.cent : style.amount;
        // Each money placeholder writes the amount once more than the template's own text holds it.
        const written = text.split(expected).length - template.template.split(expected).length;
        if (written !== money) wrong.push(`${where}: ${text}`);
        if (text.split(style.number).length - 1 !== numbers) wrong.push(`${where}: ${text}`);
        if (style.wrong.test(text)) wrong.push(`${where}: ${text}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});
