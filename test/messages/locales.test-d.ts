import { describe, expectTypeOf, it } from 'vitest';
import type { HttpMessageKey } from '../../src/messages/http.js';
import * as en from '../../src/messages/locales/en.js';
import * as es from '../../src/messages/locales/es.js';
import type { ByLocale, LocaleText } from '../../src/messages/locales/index.js';
import * as ptBR from '../../src/messages/locales/pt-BR.js';
import type { Section } from '../../src/messages/locales/section.js';

// A locale is registered by its file and its cells in the registry's tables: these show that the
// compiler then asks for every area and every key of English, so a gap never reaches run time.

describe('a locale file', () => {
  it('holds every area with every key of English, as every registered locale does', () => {
    expectTypeOf(en).toExtend<LocaleText>();
    expectTypeOf(ptBR).toExtend<LocaleText>();
    expectTypeOf(es).toExtend<LocaleText>();
  });

  it('does not compile with a section that lacks a key of English', () => {
    const { 'TITLE.auth': _dropped, ...partial } = es.http;
    // @ts-expect-error: TITLE.auth is missing
    const section = { ...partial } satisfies Section<'http'>;
    expectTypeOf(section).not.toExtend<Section<'http'>>();
  });

  it('does not compile with a key English does not have', () => {
    const section = {
      ...es.http,
      // @ts-expect-error: a key of no area
      'TITLE.unknown': 'Título',
    } satisfies Section<'http'>;
    expectTypeOf(section).toHaveProperty('TITLE.auth');
  });

  it('is not a locale without one of the areas', () => {
    const { auth: _dropped, ...withoutAuth } = es;
    // @ts-expect-error: the auth section is missing
    const locale: LocaleText = withoutAuth;
    expectTypeOf(locale).toExtend<LocaleText>();
  });
});

describe('the registry', () => {
  it('does not compile when a registered locale lacks a key in its cell of a table', () => {
    const { 'DETAIL.internal': _dropped, ...partial } = es.http;
    // @ts-expect-error: DETAIL.internal is missing in the es cell
    const table: ByLocale<'http'> = { en: en.http, 'pt-BR': ptBR.http, es: partial };
    expectTypeOf(table.es).toEqualTypeOf<Section<'http'>>();
  });

  it('does not compile when a table lacks a locale of LOCALES', () => {
    // @ts-expect-error: the es cell is missing
    const table: ByLocale<'http'> = { en: en.http, 'pt-BR': ptBR.http };
    expectTypeOf(table).toHaveProperty('es');
  });

  it("keeps each area's keys as English's", () => {
    expectTypeOf<keyof Section<'http'>>().toEqualTypeOf<HttpMessageKey>();
    expectTypeOf<keyof Section<'http'>>().toEqualTypeOf<keyof typeof en.http>();
  });
});
