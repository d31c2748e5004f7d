import { _messages } from './define.js';

/** The message keys of whole failures: a refused request, and the caller's own bad configuration. */
export type FailureMessageKey =
  | 'VALIDATION_FAILED.one'
  | 'VALIDATION_FAILED.other'
  | 'INVALID_CONFIGURATION'
  | 'INVALID_CONFIGURATION.now'
  | 'INVALID_CONFIGURATION.currencies'
  | 'INVALID_CONFIGURATION.mdr'
  | 'INVALID_CONFIGURATION.merchant'
  | 'INVALID_CONFIGURATION.rounding'
  | 'INVALID_CONFIGURATION.split';

/**
 * Messages of whole failures, in English and Brazilian Portuguese. A configuration failure speaks to
 * the developer who wrote the options (it is logged, never shown to a buyer: a host answers 500).
 */
export const FAILURE_MESSAGES = {
  en: {
    'VALIDATION_FAILED.one': 'The charge request has 1 problem.',
    'VALIDATION_FAILED.other': 'The charge request has {count} problems.',
    INVALID_CONFIGURATION: 'The options given to charge-rules are not valid; the request was not checked.',
    'INVALID_CONFIGURATION.now': 'options.now must be a valid Date; the request was not checked.',
    'INVALID_CONFIGURATION.currencies':
      'options.currencies must be an array of at most {max} currency codes; the request was not checked.',
    'INVALID_CONFIGURATION.mdr':
      'options.mdr is not a valid MDR (a rate in [0, 1) as a number or decimal string, or { rate, fixed } with fixed a non-negative whole number of centavos); the request was not checked.',
    'INVALID_CONFIGURATION.merchant':
      'The merchant configuration is not valid: methods must be an array of { type } entries, card types with card_flow hosted or transparent, each type once.',
    'INVALID_CONFIGURATION.rounding': 'options.rounding must be one of: {values}.',
    'INVALID_CONFIGURATION.split': 'The MDR or the options given to the split are not valid: {detail}',
  },
  'pt-BR': {
    'VALIDATION_FAILED.one': 'A cobrança tem 1 problema.',
    'VALIDATION_FAILED.other': 'A cobrança tem {count} problemas.',
    INVALID_CONFIGURATION:
      'As opções passadas ao charge-rules não são válidas; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.now': 'options.now deve ser uma Date válida; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.currencies':
      'options.currencies deve ser uma lista de no máximo {max} códigos de moeda; a requisição não foi verificada.',
    'INVALID_CONFIGURATION.mdr':
      'options.mdr não é um MDR válido (uma taxa em [0, 1) como número ou texto decimal, ou { rate, fixed } com fixed um número inteiro de centavos não negativo); a requisição não foi verificada.',
    'INVALID_CONFIGURATION.merchant':
      'A configuração do lojista é inválida: methods deve ser uma lista de { type }, cartões com card_flow hosted ou transparent, cada tipo uma vez só.',
    'INVALID_CONFIGURATION.rounding': 'options.rounding deve ser um destes: {values}.',
    'INVALID_CONFIGURATION.split': 'O MDR ou as opções passadas ao split não são válidos: {detail}',
  },
} as const;

/** Renders a message of a whole failure in a locale. */
export const formatFailureMessage = _messages<FailureMessageKey>(FAILURE_MESSAGES);
