import { describe, expect, it } from 'vitest';
import {
  applyChargeEvent,
  boletoDueDateFactor,
  buildBoleto,
  buildPixCode,
  classifyPixKey,
  type Failure,
  type Locale,
  parseBoleto,
  parsePixCode,
} from '../../src/index.js';
import { opened } from '../lifecycle/fixtures.js';

function failed(result: { ok: boolean }): Failure {
  if (result.ok) throw new Error('expected a failure');
  return result as Failure;
}

// Each codec refusing its whole argument, with the label a buyer reads in each locale and the name
// the integrator's hint gives the argument.
const CODECS: readonly {
  fn: string;
  fail: (locale: Locale) => Failure;
  labels: Record<Locale, string>;
  argument: string;
}[] = [
  {
    fn: 'parsePixCode',
    fail: (locale) => failed(parsePixCode('not a pix code', { locale })),
    labels: { en: 'PIX code', 'pt-BR': 'Código PIX', es: 'Código de PIX' },
    argument: "the PIX code text (parsePixCode's argument)",
  },
  {
    fn: 'buildPixCode',
    fail: (locale) => failed(buildPixCode(null as never, { locale })),
    labels: { en: 'PIX code data', 'pt-BR': 'Dados do código PIX', es: 'Datos del código de PIX' },
    argument: "the fields (buildPixCode's argument)",
  },
  {
    fn: 'classifyPixKey',
    fail: (locale) => failed(classifyPixKey('??', { locale })),
    labels: { en: 'PIX key', 'pt-BR': 'Chave PIX', es: 'Clave PIX' },
    argument: "the key (classifyPixKey's argument)",
  },
  {
    fn: 'parseBoleto',
    fail: (locale) => failed(parseBoleto('123', { locale })),
    labels: { en: 'Boleto number', 'pt-BR': 'Número do boleto', es: 'Número del boleto' },
    argument: "the boleto number text (parseBoleto's argument)",
  },
  {
    fn: 'buildBoleto',
    fail: (locale) => failed(buildBoleto(null as never, { locale })),
    labels: { en: 'Boleto data', 'pt-BR': 'Dados do boleto', es: 'Datos del boleto' },
    argument: "the fields (buildBoleto's argument)",
  },
  {
    fn: 'boletoDueDateFactor',
    fail: (locale) => failed(boletoDueDateFactor('someday' as never, { locale })),
    labels: { en: 'Due date', 'pt-BR': 'Vencimento', es: 'Vencimiento' },
    argument: "the date (boletoDueDateFactor's argument)",
  },
];

describe('a codec failure reads as a sentence led by what the buyer gave', () => {
  it.each(CODECS)('leads the $fn message with its label in every locale', ({ fail, labels }) => {
    for (const locale of ['en', 'pt-BR', 'es'] as const) {
      const failure = fail(locale);
      expect(
        failure.message.startsWith(`${labels[locale]}:`) || failure.message.startsWith(`${labels[locale]} —`),
      ).toBe(true);
      expect(failure.issues?.[0]?.params).toMatchObject({ label: labels[locale] });
    }
  });

  it.each(CODECS)('names the argument of $fn in its hints, never the request body', ({ fail, argument }) => {
    const failure = fail('en');
    expect(failure.hint).toContain(argument);
    expect(failure.issues?.[0]?.hint.startsWith(`${argument}: `)).toBe(true);
    expect(JSON.stringify(failure)).not.toContain('(the request body)');
  });
});

describe('a charge event failure reads as a sentence with the part of the event named for the buyer', () => {
  const badInstant = (locale: Locale) =>
    failed(applyChargeEvent(opened(), { id: 'e', type: 'paid', occurred_at: 'now' }, { locale }));

  it.each([
    ['en', 'Event date and time'],
    ['pt-BR', 'Data e hora do evento'],
    ['es', 'Fecha y hora del evento'],
  ] as const)('labels the event time in %s, and never shows the wire path to the buyer', (locale, label) => {
    const failure = badInstant(locale);
    expect(failure.issues?.[0]).toMatchObject({ path: 'event.occurred_at', params: { label } });
    expect(failure.message).toContain(`${label} —`);
    expect(failure.message).not.toContain('occurred_at');
  });

  it("names the event's field in the integrator's hint", () => {
    const failure = badInstant('en');
    expect(failure.issues?.[0]?.hint.startsWith('event.occurred_at: ')).toBe(true);
    expect(failure.hint).toContain('event.occurred_at');
  });

  it('labels an event that is not an object as the charge event', () => {
    const failure = failed(applyChargeEvent(opened(), null as never));
    expect(failure.issues?.[0]).toMatchObject({ path: 'event', params: { label: 'Charge event' } });
  });
});
