import { describe, expect, it } from 'vitest';
import {
  applyChargeEvent,
  boletoDueDateFactor,
  buildBoleto,
  buildPixCode,
  classifyPixKey,
  type Failure,
  LOCALES,
  parseBoleto,
  parsePixCode,
  readJsonBody,
  toHttpResponse,
  toProblemDetails,
} from '../../src/index.js';
import { opened } from '../lifecycle/fixtures.js';

// The titles, written here as the three catalogues should read them (not read from them).
const SPLIT_TITLES = [
  'The split cannot be applied',
  'Não foi possível aplicar o split',
  'No se pudo aplicar la división',
];
const INPUT_TITLES = {
  en: 'The input cannot be used',
  'pt-BR': 'Os dados não podem ser usados',
  es: 'Los datos no se pueden usar',
} as const;

function failed(result: { ok: boolean }): Failure {
  if (result.ok) throw new Error('expected a failure');
  return result as Failure;
}

// One real failure of each source that is not the split: the PIX and boleto codecs, a charge event,
// and a request body.
const SOURCES: readonly [string, () => Failure][] = [
  ['parsePixCode', () => failed(parsePixCode('not a pix code'))],
  ['buildPixCode', () => failed(buildPixCode({} as never))],
  ['classifyPixKey', () => failed(classifyPixKey('??'))],
  ['parseBoleto', () => failed(parseBoleto('123'))],
  ['buildBoleto', () => failed(buildBoleto(null as never))],
  ['boletoDueDateFactor', () => failed(boletoDueDateFactor('someday' as never))],
  [
    'applyChargeEvent',
    () => failed(applyChargeEvent(opened(), { id: 'e', type: 'paid', occurred_at: 'now' })),
  ],
  ['readJsonBody', () => failed(readJsonBody('{', { contentType: 'application/json' }))],
];

describe('the title of a problem follows what failed, not the split', () => {
  it.each(SOURCES)('never titles a %s failure as a split failure, in any locale', (_, failure) => {
    for (const locale of LOCALES) {
      expect(SPLIT_TITLES).not.toContain(toProblemDetails(failure(), { locale }).title);
      expect(SPLIT_TITLES).not.toContain(toHttpResponse(failure(), { locale }).body.title);
    }
  });

  it.each(LOCALES)(
    'titles an INVALID_INPUT of a codec or an event as input that cannot be used, in %s',
    (locale) => {
      for (const [, failure] of SOURCES.filter(([name]) => name !== 'readJsonBody')) {
        expect(toProblemDetails(failure(), { locale })).toMatchObject({
          code: 'INVALID_INPUT',
          status: 422,
          title: INPUT_TITLES[locale],
        });
      }
    },
  );

  it('keeps the split title for the split failures', () => {
    const failure = {
      ok: false,
      status: 422,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      message: 'm',
      hint: 'h',
    } as const;
    expect(toProblemDetails(failure).title).toBe('The split cannot be applied');
  });
});
