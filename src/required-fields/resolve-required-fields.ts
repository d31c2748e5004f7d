import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatRequiredFieldsMessage, REQUIRED_FIELDS_MESSAGES } from '../messages/required-fields.js';
import { _invalidConfiguration, type InvalidConfiguration } from '../result/failure.js';
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

/** Options of {@link resolveRequiredFields}. */
export interface ResolveRequiredFieldsOptions {
  /**
   * The language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** Field requirements as dotted paths; `*` stands for every array element. */
export interface RequiredFields {
  readonly ok: true;
  /** The country asked about, upper case. */
  readonly country: string;
  /** Must be sent, whatever else is sent: a form asks for these. */
  readonly required: string[];
  /** May be sent. */
  readonly optional: string[];
  /** Must not be sent: FORBIDDEN_FIELD. */
  readonly forbidden: string[];
  /** Accepted and dropped, never an error (debit installments, card fields next to a token). */
  readonly ignored: string[];
  /** Groups of which exactly one must be sent, e.g. the card fields or the token. */
  readonly oneOf: string[][];
  /**
   * What an optional field requires once it is sent: its path → the paths below it that are then
   * required (`billing_address` → `billing_address.street`, …; `split` → `split.*.amount`, …).
   * An object without a prototype; a field that requires nothing below it is not a key.
   */
  readonly requiredWhenPresent: Readonly<Record<string, string[]>>;
}

/** What {@link resolveRequiredFields} returns. */
export type RequiredFieldsResult = RequiredFields | InvalidConfiguration;

const TOKEN = 'payment_details.token';
// The answers of the presence table: required when its parent is sent, optional, forbidden,
// ignored, optional unless the token is sent.
const REQUIRED = '0';
const FORBIDDEN = '2';
const IGNORED = '3';
const UNLESS_TOKEN = '4';

/**
 * Tells which fields a charge needs for a buyer country and, optionally, a payment method, product
 * type and card flow. Derived from the rules table, so it always agrees with validation: a request
 * made of the `required` paths (and one group of each `oneOf`) with valid values is valid, and so
 * is one that also sends an optional field with the paths `requiredWhenPresent` lists for it. The
 * buyer country is read from `billing_address.country` (absent, it is BR), so for any other country
 * `billing_address` and its `country` are required; a hosted flow likewise requires `card_flow`.
 * Never throws.
 *
 * @param country - ISO 3166-1 alpha-2 code of the buyer, any letter case.
 * @param context - what is already known of the charge.
 * @param options - the language of a failure message.
 * @returns `{ ok: true, country, required, optional, forbidden, ignored, oneOf, requiredWhenPresent }`
 *   (the path lists never overlap), or 500 INVALID_CONFIGURATION when `country` is not an ISO 3166-1
 *   alpha-2 code or the context gives a value that is not one of its field's: the integrator's
 *   arguments, never the buyer's data.
 * @example
 * const fields = resolveRequiredFields('br', { payment_method: 'pix' });
 * fields.ok && fields.requiredWhenPresent.billing_address?.includes('billing_address.zip_code')
 * //=> true
 */
export function resolveRequiredFields(
  country: string,
  context: RequiredFieldsContext = {},
  options?: ResolveRequiredFieldsOptions,
): RequiredFieldsResult {
  let locale: Locale = 'en';
  try {
    locale = _readLocale(_own(options, 'locale'));
    return resolveFields(country, context, locale);
  } catch {
    // Only a page that replaced built-ins gets here: no list is safer than a wrong one.
    return notACountry(locale);
  }
}

// Read from the catalogue as it is (the message has no placeholder): it runs no string method, so
// it answers even on a page whose built-ins throw.
function notACountry(locale: Locale): InvalidConfiguration {
  return _invalidConfiguration(
    REQUIRED_FIELDS_MESSAGES[locale]['INVALID_CONFIGURATION.country'],
    `country: ${REQUIRED_FIELDS_MESSAGES.en['INVALID_CONFIGURATION.country']}`,
  );
}

function resolveFields(
  country: string,
  context: RequiredFieldsContext,
  locale: Locale,
): RequiredFieldsResult {
  // Two characters first (a 10 MB string is refused at once), then upper-case ASCII only:
  // 'ß'.toUpperCase() is 'SS' and 'ı'.toUpperCase() is 'I'.
  const code =
    typeof country === 'string' && country.length === 2
      ? country.replace(/[a-z]/g, (letter) => letter.toUpperCase())
      : '';
  if (!_isCountry(code)) return notACountry(locale);
  // The answers of every combination of the facts are generated from the rules table: the column of
  // this one is the slot of each fact, the last varying fastest (slot 0: none of the listed values).
  let column = 0;
  for (const [key, values, absent] of PRESENCE_COLUMNS) {
    let given = key === 'country' ? code : _own(context, key);
    if (given === undefined) given = absent;
    else if (key !== 'country' && !values.includes(given as string)) {
      const params = { key, values: values.join(', ') };
      return _invalidConfiguration(
        formatRequiredFieldsMessage(locale, 'INVALID_CONFIGURATION.context', params),
        `context.${key}: ${formatRequiredFieldsMessage('en', 'INVALID_CONFIGURATION.context', params)}`,
      );
    }
    column = column * (values.length + 1) + values.indexOf(given as string) + 1;
  }
  const required: string[] = [];
  const optional: string[] = [];
  const forbidden: string[] = [];
  const ignored: string[] = [];
  const unlessToken: string[] = [];
  const requiredWhenPresent: Record<string, string[]> = Object.create(null);
  // Where each required path's requirement holds: '' (always) or the optional field above it.
  const anchors = new Map<string, string>();
  // The presence table leaves out array entries (`items.*`) and lists parents before children.
  for (const [path, answers] of PRESENCE_ANSWERS) {
    const answer = answers.length === 1 ? answers : answers[column];
    if (answer === REQUIRED) {
      const parent = parentOf(path);
      // A top-level field, or one whose parent is required everywhere it is: required. Below an
      // optional field: required once that field is sent.
      const anchor = parent === '' ? '' : (anchors.get(parent) ?? parent);
      anchors.set(path, anchor);
      if (anchor === '') required.push(path);
      else {
        requiredWhenPresent[anchor] ??= [];
        requiredWhenPresent[anchor].push(path);
      }
    } else if (answer === FORBIDDEN) forbidden.push(path);
    else if (answer === IGNORED) ignored.push(path);
    else {
      optional.push(path);
      if (answer === UNLESS_TOKEN) unlessToken.push(path);
    }
  }
  return {
    ok: true,
    country: code,
    required,
    optional,
    forbidden,
    ignored,
    oneOf: unlessToken.length > 0 ? [unlessToken, [TOKEN]] : [],
    requiredWhenPresent,
  };
}

// The field a path lies in, array entries skipped (`items.*.name` → `items`); '' at the top.
function parentOf(path: string): string {
  let end = path.lastIndexOf('.');
  while (end > 0 && path.startsWith('*', end - 1) && path.charCodeAt(end - 2) === DOT) end -= 2;
  return end < 0 ? '' : path.slice(0, end);
}
const DOT = 46;
