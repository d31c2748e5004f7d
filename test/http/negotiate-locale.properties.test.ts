import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../../src/http/negotiate-locale.js';
import { LOCALES, type Locale } from '../../src/messages/locales/index.js';

const locale = fc.constantFrom(...LOCALES) as fc.Arbitrary<Locale>;
const range = fc.constantFrom(
  'en',
  'en-US',
  'EN-gb',
  'pt',
  'pt-BR',
  'pt-br',
  'pt_PT',
  'fr',
  'de-CH',
  '*',
  'x-y',
);
const weight = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 1000 }).map((thousandths) => `;q=${(thousandths / 1000).toFixed(3)}`),
);
const element = fc.tuple(range, weight).map(([name, q]) => `${name}${q}`);
/** Headers as clients write them, and anything at all. */
const header = fc.oneof(
  fc.array(element, { maxLength: 8 }).map((elements) => elements.join(', ')),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'enpt-BR*;q=0.1, \t_'.split('')), maxLength: 60 }),
);

/** What a q=0 element refuses, by RFC 4647 basic filtering (the range is the tag or a prefix of it). */
function refused(value: string): Set<Locale> {
  const out = new Set<Locale>();
  for (const part of value.split(',')) {
    const [name = '', q = ''] = part.split(';').map((text) => text.trim().toLowerCase().replaceAll('_', '-'));
    if (!/^q=0(\.0*)?$/.test(q) || name === '*') continue;
    for (const tag of LOCALES)
      if (tag.toLowerCase() === name || tag.toLowerCase().startsWith(`${name}-`)) out.add(tag);
  }
  return out;
}

describe('negotiateLocale properties', () => {
  it('never throws and always answers a library locale, for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(header, fc.string({ unit: 'grapheme', maxLength: 200 })),
        locale,
        (value, fallback) => {
          expect(LOCALES).toContain(negotiateLocale(value, { defaultLocale: fallback }));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('never answers a locale the header refuses with q=0, unless it refuses them all', () => {
    fc.assert(
      fc.property(header, locale, (value, fallback) => {
        const excluded = refused(value);
        if (excluded.size === LOCALES.length) return;
        expect(excluded).not.toContain(negotiateLocale(value, { defaultLocale: fallback }));
      }),
      { numRuns: 10_000 },
    );
  });

  it('does not depend on the order of ranges whose q-values all differ', () => {
    const distinct = fc
      .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 })
      .chain((weights) =>
        fc.tuple(
          fc.array(range, { minLength: weights.length, maxLength: weights.length }),
          fc.constant(weights),
        ),
      )
      .map(([names, weights]) =>
        names.map((name, index) => `${name};q=${((weights[index] ?? 0) / 1000).toFixed(3)}`),
      );
    fc.assert(
      fc.property(distinct, locale, (elements, fallback) => {
        const forward = negotiateLocale(elements.join(','), { defaultLocale: fallback });
        const backward = negotiateLocale([...elements].reverse().join(','), { defaultLocale: fallback });
        expect(backward).toBe(forward);
      }),
      { numRuns: 5_000 },
    );
  });

  it('answers a library locale named alone, in any letter case', () => {
    fc.assert(
      fc.property(locale, fc.boolean(), (tag, upper) => {
        expect(negotiateLocale(upper ? tag.toUpperCase() : tag.toLowerCase())).toBe(tag);
      }),
    );
  });
});
