/**
 * How often a recurrence falls due, as the Pix API's `periodicidade` (SEMANAL, MENSAL, TRIMESTRAL,
 * SEMESTRAL, ANUAL).
 *
 * @example
 * RECURRENCE_PERIODS[1]
 * //=> 'monthly'
 */
export const RECURRENCE_PERIODS = Object.freeze([
  'weekly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
] as const);

/** One of {@link RECURRENCE_PERIODS}. */
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

/**
 * Whether a cycle's payment may be tried again after its due date, as the Pix API's
 * `politicaRetentativa`: `none` is NAO_PERMITE, `three_in_seven_days` is PERMITE_3R_7D.
 *
 * @example
 * RECURRENCE_RETRIES
 * //=> ['none', 'three_in_seven_days']
 */
export const RECURRENCE_RETRIES = Object.freeze(['none', 'three_in_seven_days'] as const);

/** One of {@link RECURRENCE_RETRIES}. */
export type RecurrenceRetries = (typeof RECURRENCE_RETRIES)[number];

/**
 * The most characters of a recurrence's `contract` and `object`: the Pix API's `vinculo.contrato`
 * and `vinculo.objeto` are at most 35 (Pix API 2.9.0, RecBase).
 *
 * @example
 * MAX_RECURRENCE_TEXT_LENGTH
 * //=> 35
 */
export const MAX_RECURRENCE_TEXT_LENGTH = 35;

/** The terms every recurrence has, whatever its amount. */
export interface RecurrenceTerms {
  /** What the authorisation is for (contract, order): 1 to 35 characters, as `vinculo.contrato`. */
  readonly contract: string;
  /** What the payer recognises the payments by: 1 to 35 characters, as `vinculo.objeto`. */
  readonly object: string;
  /** The first due date, `YYYY-MM-DD` (`calendario.dataInicial`). */
  readonly start_date: string;
  /** No cycle falls due after it, `YYYY-MM-DD`; absent for an open-ended authorisation. */
  readonly end_date?: string;
  readonly period: RecurrencePeriod;
  readonly retries: RecurrenceRetries;
}

/**
 * `payment_details.recurrence` of a `pix` request (Pix Automático): its terms, and exactly one of
 * `amount` (fixed, in centavos) or `min_amount` (variable: the receiver's floor, in centavos).
 */
export type Recurrence = RecurrenceTerms &
  (
    | { readonly amount: number; readonly min_amount?: never }
    | { readonly min_amount: number; readonly amount?: never }
  );
