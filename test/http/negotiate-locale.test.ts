import { describe, expect, it } from 'vitest';
import {
  MAX_ACCEPT_LANGUAGE_LENGTH,
  MAX_ACCEPT_LANGUAGE_RANGES,
  negotiateLocale,
} from '../../src/http/negotiate-locale.js';
import { LOCALES } from '../../src/messages/locales/index.js';

// Values a header type refuses still reach the function at run time.
const negotiate = (header: unknown) => negotiateLocale(header as string);

describe('negotiateLocale matching', () => {
  it.each(['pt', 'pt-BR', 'pt-br', 'PT-BR', 'pt-PT', 'pt_BR'])('answers pt-BR to %s', (header) => {
    expect(negotiateLocale(header)).toBe('pt-BR');
  });

  it.each(['en', 'EN', 'en-US', 'en-GB', 'en-us;q=0.7'])('answers en to %s', (header) => {
    expect(negotiateLocale(header)).toBe('en');
  });

  it('skips languages the library does not speak', () => {
    expect(negotiateLocale('fr-CH, fr;q=0.9, de;q=0.8, en;q=0.1')).toBe('en');
  });

  it('follows the q-values, not the order', () => {
    expect(negotiateLocale('en;q=0.5, pt;q=0.8')).toBe('pt-BR');
    expect(negotiateLocale('pt;q=0.5, en')).toBe('en');
  });

  it('keeps the header order among equal q-values', () => {
    expect(negotiateLocale('en, pt')).toBe('en');
    expect(negotiateLocale('pt;q=0.8, en;q=0.8')).toBe('pt-BR');
  });

  it('reads a browser header as sent', () => {
    expect(negotiateLocale('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pt-BR');
    expect(negotiateLocale('en-US,en;q=0.9,pt-BR;q=0.8')).toBe('en');
  });
});

describe('negotiateLocale default', () => {
  it.each([
    ['no header', undefined],
    ['null', null],
    ['an empty header', ''],
    ['a language the library does not speak', 'de-DE, fr;q=0.5'],
    ['garbage', '!!@@##'],
    ['a number', 42],
    ['an array', ['en']],
  ])('answers pt-BR to %s', (_name, header) => {
    expect(negotiate(header)).toBe('pt-BR');
  });

  it('answers the default to a String object, which is not a header string', () => {
    expect(negotiate(new String('en'))).toBe('pt-BR');
  });

  it('answers the defaultLocale option when nothing matches', () => {
    expect(negotiateLocale('de', { defaultLocale: 'en' })).toBe('en');
    expect(negotiateLocale(undefined, { defaultLocale: 'en' })).toBe('en');
  });

  it('lets a match win over the defaultLocale option', () => {
    expect(negotiateLocale('pt', { defaultLocale: 'en' })).toBe('pt-BR');
  });

  it('ignores a defaultLocale that is not a library locale', () => {
    expect(negotiateLocale('de', { defaultLocale: 'de' as 'en' })).toBe('pt-BR');
  });

  it('answers the default to *, the range that accepts any language', () => {
    expect(negotiateLocale('*')).toBe('pt-BR');
    expect(negotiateLocale('fr, *;q=0.5', { defaultLocale: 'en' })).toBe('en');
    expect(negotiateLocale('*;q=0.5, en')).toBe('en');
  });

  it('answers the default, without throwing, even when a built-in it relies on has been broken', () => {
    const original = String.prototype.trim;
    String.prototype.trim = () => {
      throw new Error('tampered');
    };
    try {
      expect(negotiateLocale('en', { defaultLocale: 'en' })).toBe('en');
      expect(negotiateLocale('en')).toBe('pt-BR');
    } finally {
      String.prototype.trim = original;
    }
  });

  it('survives options that throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(negotiateLocale('en', hostile)).toBe('en');
  });
});

describe('negotiateLocale exclusions (q=0)', () => {
  it('never answers a locale the client refused', () => {
    expect(negotiateLocale('pt;q=0')).toBe('en');
    expect(negotiateLocale('pt-BR;q=0, pt')).toBe('en');
    expect(negotiateLocale('en;q=0, fr')).toBe('pt-BR');
  });

  it.each(['q=0', 'q=0.', 'q=0.000', 'Q=0'])('reads %s as a refusal', (weight) => {
    expect(negotiateLocale(`pt;${weight}`)).toBe('en');
  });

  it('answers the default at the weight of *, above a named language the client wants less', () => {
    // RFC 9110 §12.5.4: "*" matches every tag the other ranges do not match, here at q=1.
    expect(negotiateLocale('es;q=0.5, *', { defaultLocale: 'en' })).toBe('en');
    expect(negotiateLocale('*, es', { defaultLocale: 'en' })).toBe('en');
  });

  // RFC 9110 §12.5.4: "The special range "*", if present in the Accept-Language field, matches
  // every tag not matched by any other range present in the Accept-Language field."
  it.each([
    ['es;q=0.1, *', 'es', 'en'],
    ['*, pt-BR;q=0.1', 'pt-BR', 'en'],
    ['en;q=0.1, pt;q=0.1, *', 'pt-BR', 'es'],
    ['es-MX;q=0.1, *', 'es', 'en'],
    ['en;q=0.2, pt;q=0.1, es;q=0.1, *', 'pt-BR', 'en'],
  ] as const)(
    'reads * in %s (default %s) as the locales no other range names: %s',
    (header, defaultLocale, expected) => {
      expect(negotiateLocale(header, { defaultLocale })).toBe(expected);
    },
  );

  it('answers the other locale to * when the default is refused', () => {
    expect(negotiateLocale('pt;q=0, *')).toBe('en');
  });

  it('does not read a more specific refusal as a refusal of the whole language', () => {
    expect(negotiateLocale('en-GB;q=0, en')).toBe('en');
  });

  it('never reads a refused range as a wish for its language', () => {
    // en-GB;q=0 refuses British English only; it does not ask for English.
    expect(negotiateLocale('en-GB;q=0')).toBe('pt-BR');
    expect(negotiateLocale('pt-PT;q=0', { defaultLocale: 'es' })).toBe('es');
  });

  it('answers the default when every locale is refused, since it must answer something', () => {
    expect(negotiateLocale(LOCALES.map((locale) => `${locale};q=0`).join(', '))).toBe('pt-BR');
  });
});

describe('negotiateLocale grammar', () => {
  it.each(['q=1', 'q=1.000', 'Q=0.5', 'q=0.001'])('reads the weight %s', (weight) => {
    expect(negotiateLocale(`fr, en;${weight}`)).toBe('en');
  });

  it('compares q-values as numbers, so 0.5 outranks 0.05 and 0.1 outranks 0.05', () => {
    // RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
    expect(negotiateLocale('es;q=0.05, en;q=0.5')).toBe('en');
    expect(negotiateLocale('en;q=0.05, es;q=0.1')).toBe('es');
  });

  it.each([
    ['en_GB', 'en'],
    ['en_US;q=0.9', 'en'],
    ['es_419', 'es'],
  ])('reads the underscore of %s as a hyphen', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('tolerates spaces and tabs around the parts', () => {
    expect(negotiateLocale(' \tfr ;q=0.9 ,\t en ; q=0.8 ')).toBe('en');
  });

  it.each([
    ['a weight above 1', 'en;q=1.5'],
    ['four decimals', 'en;q=0.5000'],
    ['a weight that is not a number', 'en;q=high'],
    ['a parameter that is not q', 'en;level=1'],
    ['two weights', 'en;q=0.5;q=0.4'],
    ['a subtag over 8 characters', 'en-abcdefghi'],
    ['a digit in the language', 'e1'],
    ['an empty subtag', 'en--US'],
  ])('skips a range with %s', (_name, header) => {
    expect(negotiateLocale(header)).toBe('pt-BR');
  });

  it.each([
    ['a malformed range', 'e1, es'],
    ['a malformed weight', 'en;q=high, es'],
    ['a parameter that is not q', 'en;level=1, es'],
  ])('reads the ranges after one with %s', (_name, header) => {
    expect(negotiateLocale(header)).toBe('es');
  });

  it('ignores empty list elements', () => {
    // RFC 9110 §5.6.1.2: a recipient accepts empty elements, which do not count as elements.
    expect(negotiateLocale(' , ,,en')).toBe('en');
    expect(negotiateLocale(',en')).toBe('en');
    expect(negotiateLocale(', es')).toBe('es');
  });

  it(`does not count empty elements among the ${MAX_ACCEPT_LANGUAGE_RANGES} ranges read`, () => {
    expect(negotiateLocale(`${','.repeat(MAX_ACCEPT_LANGUAGE_RANGES + 8)}en`)).toBe('en');
  });
});

describe('negotiateLocale bounds', () => {
  it(`reads the first ${MAX_ACCEPT_LANGUAGE_RANGES} ranges and no more`, () => {
    const others = (count: number) => 'fr, '.repeat(count);
    expect(negotiateLocale(`${others(MAX_ACCEPT_LANGUAGE_RANGES - 1)}en`)).toBe('en');
    expect(negotiateLocale(`${others(MAX_ACCEPT_LANGUAGE_RANGES)}en`)).toBe('pt-BR');
  });

  it(`reads the first ${MAX_ACCEPT_LANGUAGE_LENGTH} characters and no more`, () => {
    const padding = ' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 2);
    expect(negotiateLocale(`${padding}en`)).toBe('en');
    expect(negotiateLocale(`${padding} en`)).toBe('pt-BR');
  });

  it('ignores a range cut by the length limit', () => {
    // "enx" cut after "en" would read as English; it is not what the client wrote.
    expect(negotiateLocale(`${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 2)}enx`)).toBe('pt-BR');
    expect(negotiateLocale(`${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 2)}en,fr`)).toBe('en');
  });

  it('ignores a range that runs past the length limit, even one a comma after the limit ends', () => {
    // "en-US" read whole would be English, but only "en-" lies within the limit.
    expect(negotiateLocale(`${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 2)}en-US,fr`)).toBe('pt-BR');
  });

  it('answers a huge header from its beginning', () => {
    expect(negotiateLocale(`en,${'x'.repeat(10_000_000)}`)).toBe('en');
    expect(negotiateLocale(`en${'-x'.repeat(5_000_000)}`)).toBe('pt-BR');
  });
});
