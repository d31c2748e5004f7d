// The registry of locales. A locale is one file of this folder, holding all its text (one section per
// area); registering it takes its import and its tag in LOCALES below, and then its cell in each
// area's table at the bottom, which the compiler asks for one by one (`Property 'fr' is missing`),
// along with every key the new file lacks.
import * as en from './en.js';
import * as es from './es.js';
import * as ptBR from './pt-BR.js';
import type { Area, Section } from './section.js';

/**
 * The locales every message is written in: English, Brazilian Portuguese, and Latin-American
 * Spanish (for buyers of Brazilian stores elsewhere in the Americas). Every list of locales in the
 * library derives from this one.
 *
 * @example
 * LOCALES
 * //=> ['en', 'pt-BR', 'es']
 */
export const LOCALES = Object.freeze(['en', 'pt-BR', 'es'] as const);

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** One area's text in every locale. */
export type ByLocale<A extends Area> = Readonly<Record<Locale, Section<A>>>;

/**
 * A whole locale: every area of English with every key. A locale file missing a section or a key
 * is not one, so its cells below do not compile.
 */
export type LocaleText = { readonly [A in Area]: Section<A> };

// Each area's table names its section of each locale by name, so that a bundle carries the areas it
// uses and no other: esbuild and Rollup keep only the sections a table it keeps names.
export const issues: ByLocale<'issues'> = { en: en.issues, 'pt-BR': ptBR.issues, es: es.issues };
export const requestIssues: ByLocale<'requestIssues'> = {
  en: en.requestIssues,
  'pt-BR': ptBR.requestIssues,
  es: es.requestIssues,
};
export const cardFlow: ByLocale<'cardFlow'> = { en: en.cardFlow, 'pt-BR': ptBR.cardFlow, es: es.cardFlow };
export const merchant: ByLocale<'merchant'> = { en: en.merchant, 'pt-BR': ptBR.merchant, es: es.merchant };
export const requiredFields: ByLocale<'requiredFields'> = {
  en: en.requiredFields,
  'pt-BR': ptBR.requiredFields,
  es: es.requiredFields,
};
export const auth: ByLocale<'auth'> = { en: en.auth, 'pt-BR': ptBR.auth, es: es.auth };
export const http: ByLocale<'http'> = { en: en.http, 'pt-BR': ptBR.http, es: es.http };
export const charge: ByLocale<'charge'> = { en: en.charge, 'pt-BR': ptBR.charge, es: es.charge };
export const pixCodes: ByLocale<'pixCodes'> = { en: en.pixCodes, 'pt-BR': ptBR.pixCodes, es: es.pixCodes };
export const boletoCodes: ByLocale<'boletoCodes'> = {
  en: en.boletoCodes,
  'pt-BR': ptBR.boletoCodes,
  es: es.boletoCodes,
};
export const providerAnswer: ByLocale<'providerAnswer'> = {
  en: en.providerAnswer,
  'pt-BR': ptBR.providerAnswer,
  es: es.providerAnswer,
};
export const failures: ByLocale<'failures'> = { en: en.failures, 'pt-BR': ptBR.failures, es: es.failures };
export const splitConfiguration: ByLocale<'splitConfiguration'> = {
  en: en.splitConfiguration,
  'pt-BR': ptBR.splitConfiguration,
  es: es.splitConfiguration,
};
export const options: ByLocale<'options'> = { en: en.options, 'pt-BR': ptBR.options, es: es.options };
export const installments: ByLocale<'installments'> = {
  en: en.installments,
  'pt-BR': ptBR.installments,
  es: es.installments,
};
export const installmentPolicy: ByLocale<'installmentPolicy'> = {
  en: en.installmentPolicy,
  'pt-BR': ptBR.installmentPolicy,
  es: es.installmentPolicy,
};
export const money: ByLocale<'money'> = { en: en.money, 'pt-BR': ptBR.money, es: es.money };
export const afterCharge: ByLocale<'afterCharge'> = {
  en: en.afterCharge,
  'pt-BR': ptBR.afterCharge,
  es: es.afterCharge,
};
export const webhooks: ByLocale<'webhooks'> = { en: en.webhooks, 'pt-BR': ptBR.webhooks, es: es.webhooks };
export const idempotency: ByLocale<'idempotency'> = {
  en: en.idempotency,
  'pt-BR': ptBR.idempotency,
  es: es.idempotency,
};
export const lifecycle: ByLocale<'lifecycle'> = {
  en: en.lifecycle,
  'pt-BR': ptBR.lifecycle,
  es: es.lifecycle,
};
export const recurrence: ByLocale<'recurrence'> = {
  en: en.recurrence,
  'pt-BR': ptBR.recurrence,
  es: es.recurrence,
};
export const recurrenceFields: ByLocale<'recurrenceFields'> = {
  en: en.recurrenceFields,
  'pt-BR': ptBR.recurrenceFields,
  es: es.recurrenceFields,
};
export const recurrenceEvents: ByLocale<'recurrenceEvents'> = {
  en: en.recurrenceEvents,
  'pt-BR': ptBR.recurrenceEvents,
  es: es.recurrenceEvents,
};
export const splitLabels: ByLocale<'splitLabels'> = {
  en: en.splitLabels,
  'pt-BR': ptBR.splitLabels,
  es: es.splitLabels,
};
export const splitLabelContexts: ByLocale<'splitLabelContexts'> = {
  en: en.splitLabelContexts,
  'pt-BR': ptBR.splitLabelContexts,
  es: es.splitLabelContexts,
};
export const fieldLabels: ByLocale<'fieldLabels'> = {
  en: en.fieldLabels,
  'pt-BR': ptBR.fieldLabels,
  es: es.fieldLabels,
};
export const fieldLabelContexts: ByLocale<'fieldLabelContexts'> = {
  en: en.fieldLabelContexts,
  'pt-BR': ptBR.fieldLabelContexts,
  es: es.fieldLabelContexts,
};
export const rootLabel: ByLocale<'rootLabel'> = {
  en: en.rootLabel,
  'pt-BR': ptBR.rootLabel,
  es: es.rootLabel,
};
export const intlLocale: ByLocale<'intlLocale'> = {
  en: en.intlLocale,
  'pt-BR': ptBR.intlLocale,
  es: es.intlLocale,
};
export const due: ByLocale<'due'> = { en: en.due, 'pt-BR': ptBR.due, es: es.due };
export const amountDue: ByLocale<'amountDue'> = {
  en: en.amountDue,
  'pt-BR': ptBR.amountDue,
  es: es.amountDue,
};
export const dueRequest: ByLocale<'dueRequest'> = {
  en: en.dueRequest,
  'pt-BR': ptBR.dueRequest,
  es: es.dueRequest,
};
