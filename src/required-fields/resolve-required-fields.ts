import type { Facts } from '../rules/facts.js';
import { PRESENCE_ROWS, type PresenceRow } from '../rules/presence.generated.js';
import { _contextFacts, _factsKey, _holds, _isCountry } from '../rules/presence.js';
import type { CardFlow, PaymentMethod, ProductType } from '../rules/values.js';

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
  const facts = _contextFacts(code, context);
  // A checkout asks the same few questions again and again: each answer is computed once, and
  // every caller gets fresh arrays.
  const key = _factsKey(facts);
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = resolve(code, facts);
    answers.set(key, answer);
  }
  return {
    country: answer.country,
    required: [...answer.required],
    optional: [...answer.optional],
    forbidden: [...answer.forbidden],
    ignored: [...answer.ignored],
    oneOf: answer.oneOf.map((group) => [...group]),
  };
}

// At most 249 countries × 5 methods × 3 product types × 3 flows answers, a few hundred bytes each:
// every fact of the context is in the key.
const answers = new Map<string, RequiredFields>();

function resolve(country: string, facts: Facts): RequiredFields {
  const lists = {
    required: [] as string[],
    optional: [] as string[],
    forbidden: [] as string[],
    ignored: [] as string[],
  };
  const unlessToken: string[] = [];
  // The presence table leaves out array entries (`items.*`): the array itself is listed.
  for (const row of PRESENCE_ROWS) {
    const bucket = classify(row, facts);
    lists[bucket].push(row[0]);
    if (bucket === 'optional' && requiredUnlessToken(row, facts)) unlessToken.push(row[0]);
  }
  return { country, ...lists, oneOf: unlessToken.length > 0 ? [unlessToken, [TOKEN]] : [] };
}

function classify(
  [, required, allowed, ignored]: PresenceRow,
  facts: Facts,
): 'required' | 'optional' | 'forbidden' | 'ignored' {
  // No `allowed` condition: always allowed.
  if (allowed !== 0 && _holds(allowed, facts) === false) return 'forbidden';
  if (_holds(ignored, facts) === true) return 'ignored';
  return _holds(required, facts) === true ? 'required' : 'optional';
}

// A field that is required when no token is sent and not when one is: one side of the card-or-token
// alternative the interface allows.
function requiredUnlessToken([, required]: PresenceRow, facts: Facts): boolean {
  return (
    _holds(required, { ...facts, [TOKEN]: 'absent' }) === true &&
    _holds(required, { ...facts, [TOKEN]: 'sent' }) === false
  );
}
