import { PRESENCE_ANSWERS, PRESENCE_COLUMNS } from '../rules/presence.generated.js';
import { _isCountry } from '../rules/presence.js';
import type { CardFlow, PaymentMethod, ProductType } from '../rules/values.js';
import { _own } from '../shared/own.js';

/** What is known of the charge when asking which fields it needs. */
export interface RequiredFieldsContext {
  /** @defaultValue unknown: the fields that depend on the method are listed as optional */
  readonly payment_method?: PaymentMethod;
  /** @defaultValue unknown: the fields that depend on the product type are listed as optional */
  readonly product_type?: ProductType;
  /** @defaultValue `'transparent'`, as a request without card_flow */
  readonly card_flow?: CardFlow;
}

/** Field requirements as dotted paths; `*` stands for every array element. */
export interface RequiredFields {
  readonly country: string;
  /** Must be sent (a nested path: whenever its parent object is sent). */
  readonly required: string[];
  /** May be sent. */
  readonly optional: string[];
  /** Must not be sent: FORBIDDEN_FIELD. */
  readonly forbidden: string[];
  /** Accepted and dropped, never an error (debit installments, card fields next to a token). */
  readonly ignored: string[];
  /** Groups of which exactly one must be sent, e.g. the card fields or the token. */
  readonly oneOf: string[][];
}

const TOKEN = 'payment_details.token';

/**
 * Tells which fields a charge needs for a buyer country and, optionally, a payment method, product
 * type and card flow. Derived from the rules table, so it always agrees with validation: a request
 * made of the `required` paths (and one group of each `oneOf`) with valid values is valid. The
 * buyer country is read from `billing_address.country` (absent, it is BR), so for any other country
 * `billing_address` and its `country` are required; a hosted flow likewise requires `card_flow`.
 *
 * @param country - ISO 3166-1 alpha-2 code of the buyer, any letter case.
 * @param context - what is already known of the charge.
 * @returns the paths that are required, optional, forbidden and ignored; they never overlap.
 * @throws RangeError when `country` is not an ISO 3166-1 alpha-2 code, or when the context gives a
 *   `payment_method`, `product_type` or `card_flow` that is not one of its values: programmer
 *   errors, since these come from lists the integrator controls.
 * @example
 * resolveRequiredFields('br', { payment_method: 'pix' }).required.includes('customer.tax_id')
 * //=> true
 */
export function resolveRequiredFields(country: string, context: RequiredFieldsContext = {}): RequiredFields {
  try {
    return resolveFields(country, context);
  } catch (error) {
    // Only a page that replaced built-ins gets here with anything but the RangeError of a bad
    // country or context: the one refusal this function has.
    throw error instanceof RangeError
      ? error
      : new RangeError('resolveRequiredFields: the fields could not be resolved.');
  }
}

function resolveFields(country: string, context: RequiredFieldsContext): RequiredFields {
  // Two characters first (a 10 MB string is refused at once), then upper-case ASCII only:
  // 'ß'.toUpperCase() is 'SS' and 'ı'.toUpperCase() is 'I'.
  const code =
    typeof country === 'string' && country.length === 2
      ? country.replace(/[a-z]/g, (letter) => letter.toUpperCase())
      : '';
  if (!_isCountry(code)) {
    throw new RangeError('resolveRequiredFields: country must be an ISO 3166-1 alpha-2 code, like BR.');
  }
  // The answers of every combination of the facts are generated from the rules table: the column of
  // this one is the slot of each fact, the last varying fastest (slot 0: none of the listed values).
  let column = 0;
  for (const [key, values, absent] of PRESENCE_COLUMNS) {
    let given = key === 'country' ? code : _own(context, key);
    if (given === undefined) given = absent;
    else if (key !== 'country' && !values.includes(given as string)) {
      throw new RangeError(`resolveRequiredFields: context.${key} must be one of ${values.join(', ')}.`);
    }
    column = column * (values.length + 1) + values.indexOf(given as string) + 1;
  }
  const required: string[] = [];
  const optional: string[] = [];
  const forbidden: string[] = [];
  const ignored: string[] = [];
  const unlessToken: string[] = [];
  // The presence table leaves out array entries (`items.*`): the array itself is listed.
  for (const [path, answers] of PRESENCE_ANSWERS) {
    const answer = answers.length === 1 ? answers : answers[column];
    if (answer === '0') required.push(path);
    else if (answer === '2') forbidden.push(path);
    else if (answer === '3') ignored.push(path);
    else {
      optional.push(path);
      if (answer === '4') unlessToken.push(path);
    }
  }
  return {
    country: code,
    required,
    optional,
    forbidden,
    ignored,
    oneOf: unlessToken.length > 0 ? [unlessToken, [TOKEN]] : [],
  };
}
