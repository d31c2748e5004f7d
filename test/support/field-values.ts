// Valid values for a row of the rules table, built from the row alone: its type, format, values,
// value conditions and date bounds, with one small generator per format. A field that carries a
// fact takes the fact's value, so the request says what the context says. Of the rules written as
// code beside the table, the CVV length of the brand is met here (brands with 3 digits only); the
// tax id that matches the customer type is the request builder's (it sees both fields).
import fc from 'fast-check';
import { evaluate } from '../../src/rules/conditions.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import { FACTS, type FactDefinition, type Facts } from '../../src/rules/facts.js';
import type { FieldRule, Format } from '../../src/rules/fields.js';
import { BRAZILIAN_UFS } from '../../src/rules/ufs.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';
import { brasiliaDate, yearFromNow } from './clock.js';

const HUNDRED_YEARS = 36_500;

const text = (maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ÁÉçãõ-'), minLength: 1, maxLength })
    .filter((value) => value.trim() !== '');

function dateWithin(rule: FieldRule): fc.Arbitrary<string> {
  const min = rule.dates?.unit === 'day' ? (rule.dates.min ?? -HUNDRED_YEARS) : -HUNDRED_YEARS;
  const max = rule.dates?.unit === 'day' ? (rule.dates.max ?? HUNDRED_YEARS) : HUNDRED_YEARS;
  return fc.integer({ min, max }).map((days) => brasiliaDate(days));
}

/** One generator per format of the rules table. */
const FORMATS: Readonly<Record<Format, (rule: FieldRule) => fc.Arbitrary<unknown>>> = {
  email: () =>
    fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.constantFrom('example.com', 'loja.com.br'))
      .map(([user, domain]) => `${user}@${domain}`),
  phone: () => fc.constantFrom('+55 (11) 98765-4321', '11987654321', '(21) 3333-4444'),
  uuid: () => fc.uuid(),
  date: dateWithin,
  // The accepted currencies default to BRL.
  currency: () => fc.constant('BRL'),
  country: () => fc.constantFrom(...COUNTRY_CODES),
  uf: () => fc.constantFrom(...BRAZILIAN_UFS).chain((code) => fc.constantFrom(code, code.toLowerCase())),
  cep: () => fc.constantFrom('01310-100', '01310100', '20040002'),
  br_tax_id: () => fc.oneof(cpf, cnpj),
  // Brands with a 3-digit CVV (Visa, Mastercard, Elo).
  card_number: () => fc.constantFrom('4111 1111 1111 1111', '5555555555554444', '6362970000457013'),
  card_month: () => fc.integer({ min: 1, max: 12 }).map((month) => String(month).padStart(2, '0')),
  // Next year or later: any month of it is in the future.
  card_year: () => fc.integer({ min: 1, max: 10 }).map((years) => yearFromNow(years)),
  cvv: () => fc.stringMatching(/^\d{3}$/),
  // 1 is a fixed share of one centavo and a percentage of 100%.
  split_amount: () => fc.constant(1),
};

/** The fact a field carries, if any, as the registry defines it. */
export function factAt(path: string): FactDefinition | undefined {
  return (FACTS as readonly FactDefinition[]).find((fact) => fact.name === path);
}

/**
 * Valid values for one row under the given facts.
 *
 * @param rule - a row of the rules table (scalars only: objects and arrays are built by the caller).
 * @param facts - what the context says.
 */
export function validValue(rule: FieldRule, facts: Facts): fc.Arbitrary<unknown> {
  const fact = factAt(rule.path);
  const factValue = fact && Object.hasOwn(facts, fact.name) ? facts[fact.name as keyof Facts] : undefined;
  if (fact && factValue !== undefined && (fact.sent ?? fact.values).includes(factValue)) {
    return fc.constant(factValue);
  }
  const conditioned = (rule.valuesWhen ?? []).find((condition) => evaluate(condition.when, facts) === true);
  if (conditioned) return fc.constantFrom(...conditioned.values);
  if (rule.values) return fc.constantFrom(...rule.values);
  if (rule.format) return FORMATS[rule.format](rule);
  switch (rule.type) {
    case 'integer':
    case 'number': {
      const min = rule.min ?? 0;
      return fc.integer({ min, max: Math.min(rule.max ?? min + 1000, min + 1000) });
    }
    case 'boolean':
      return fc.boolean();
    default:
      return text(Math.min(rule.maxLength ?? 40, 40));
  }
}
