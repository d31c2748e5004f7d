import { _messages } from './define.js';

/** The message keys of whole failures: a refused request, and the caller's own bad configuration. */
export type FailureMessageKey = keyof (typeof FAILURE_MESSAGES)['en'];

/**
 * Messages of whole failures, in every locale. A configuration failure speaks to the developer who
 * wrote the options (it is logged, never shown to a buyer: a host answers 500).
 */
export const FAILURE_MESSAGES = {
  en: {
    'VALIDATION_FAILED.one': 'The charge request has 1 problem.',
    'VALIDATION_FAILED.other': 'The charge request has {count} problems.',
    INVALID_CONFIGURATION: 'The options given to charge-rules are not valid; the request was not checked.',
    'INVALID_CONFIGURATION.now': 'The now option must be a valid Date; the request was not checked.',
    'INVALID_CONFIGURATION.currencies':
      'The currencies option must be a list of at most {max} currency codes; the request was not checked.',
    'INVALID_CONFIGURATION.mdr':
      'The mdr option is not a valid MDR (a rate in [0, 1) as a number or decimal string, or { rate, fixed } with fixed a non-negative whole number of centavos); the request was not checked.',
    'INVALID_CONFIGURATION.rounding': 'The rounding option must be one of: {values}.',
    'INVALID_CONFIGURATION.installment_policy':
      'The installmentPolicy option is not a valid installment policy (the options of quoteInstallments); the request was not checked.',
    'INVALID_CONFIGURATION.split': 'The MDR or the options given to the split are not valid: {detail}',
  },
  'pt-BR': {
    'VALIDATION_FAILED.one': 'A cobrança tem 1 problema.',
    'VALIDATION_FAILED.other': 'A cobrança tem {count} problemas.',
    INVALID_CONFIGURATION:
      'As opções passadas ao charge-rules não são válidas; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.now': 'A opção now deve ser uma Date válida; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.currencies':
      'A opção currencies deve ser uma lista de no máximo {max} códigos de moeda; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.mdr':
      'A opção mdr não é um MDR válido (uma taxa em [0, 1) como número ou texto decimal, ou { rate, fixed } com fixed um número inteiro de centavos não negativo); a requisição não foi verificada.',
    'INVALID_CONFIGURATION.rounding': 'A opção rounding deve ser uma destas: {values}.',
    'INVALID_CONFIGURATION.installment_policy':
      'A opção installmentPolicy não é uma política de parcelamento válida (as opções de quoteInstallments); a requisição não foi verificada.',
    'INVALID_CONFIGURATION.split': 'O MDR ou as opções passadas ao split não são válidos: {detail}',
  },
  es: {
    'VALIDATION_FAILED.one': 'El cobro tiene 1 problema.',
    'VALIDATION_FAILED.other': 'El cobro tiene {count} problemas.',
    INVALID_CONFIGURATION: 'Las opciones pasadas a charge-rules no son válidas; la solicitud no se verificó.',
    'INVALID_CONFIGURATION.now': 'La opción now debe ser una Date válida; la solicitud no se verificó.',
    'INVALID_CONFIGURATION.currencies':
      'La opción currencies debe ser una lista de como máximo {max} códigos de moneda; la solicitud no se verificó.',
    'INVALID_CONFIGURATION.mdr':
      'La opción mdr no es un MDR válido (una tasa en [0, 1) como número o texto decimal, o { rate, fixed } con fixed un número entero de centavos no negativo); la solicitud no se verificó.',
    'INVALID_CONFIGURATION.rounding': 'La opción rounding debe ser una de estas: {values}.',
    'INVALID_CONFIGURATION.installment_policy':
      'La opción installmentPolicy no es una política de cuotas válida (las opciones de quoteInstallments); la solicitud no se verificó.',
    'INVALID_CONFIGURATION.split': 'El MDR o las opciones pasadas al split no son válidos: {detail}',
  },
} as const;

/** Renders a message of a whole failure in a locale. */
export const formatFailureMessage = _messages<FailureMessageKey>(FAILURE_MESSAGES);
