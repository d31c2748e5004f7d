import type { IssueMessageKey } from '../messages/issues.js';
import { MAX_RECURRENCE_TEXT_LENGTH, RECURRENCE_PERIODS, RECURRENCE_RETRIES } from '../recurrence/types.js';
import { _deepFreeze } from '../shared/freeze.js';
import {
  _data,
  all,
  any,
  type Condition,
  countryIsBrazil,
  isCard,
  isHosted,
  isMethod,
  isPhysical,
  isTransparent,
  not,
  tokenSent,
} from './conditions.js';
import { LIMITS } from './limits.js';
import { SPLIT_FIELD_RULES } from './split-fields.js';
import { CUSTOMER_TYPES, PAYMENT_METHODS, PRODUCT_TYPES, SPLIT_TYPES } from './values.js';

/** JSON types a field can have. `integer` means a safe integer (centavos, counts). */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

/** Named value formats; each has one predicate in `src/validation/formats/`. */
export type Format =
  | 'email'
  | 'phone'
  | 'uuid'
  | 'date'
  | 'currency'
  | 'country'
  | 'uf'
  | 'cep'
  | 'br_tax_id'
  | 'card_number'
  | 'card_month'
  | 'card_year'
  | 'cvv'
  | 'split_amount';

/**
 * How a valid value is rewritten in the normalized output besides its masks (see {@link Masks}):
 * `upper_case` for codes (country, UF) and the letters of an alphanumeric CNPJ.
 */
export type Normalization = 'upper_case';

/**
 * The masks a value may be typed with: separator characters accepted anywhere in it, which the
 * format ignores and the normalized value drops (`92.500-000` is stored `92500000`). Any other
 * character the format does not take is refused with the row's `mask` message, which shows `forms`.
 */
export interface Masks {
  /** The separator characters accepted, each anywhere in the value. */
  readonly separators: string;
  /** Spellings of one value the row accepts, shown in the docs and in the `mask` message. */
  readonly forms: readonly string[];
}

/**
 * Values allowed only while a condition holds: when `when` holds, the value must be one of `values`
 * (PIX and boleto exist in reais only). While the facts do not decide `when`, nothing is checked.
 */
export interface ValuesWhen {
  readonly when: Condition;
  readonly values: readonly (string | number)[];
}

/**
 * Bounds of a date relative to the day of validation in Brasília (UTC−3), in whole `unit`s:
 * `min: 0` is "today or later" (this month, this year), `max: 365` at most 365 days ahead.
 */
export interface DateBounds {
  /** The unit of the value and of the bounds: a `YYYY-MM-DD` day, a `YYYY-MM` month, a `YYYY` year. */
  readonly unit: 'day' | 'month' | 'year';
  /**
   * Sibling fields whose values, joined with `-`, make the date when the field alone is not one (a
   * card's expiry month is read with its year); their own bounds are checked first.
   */
  readonly of?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/** The checks of a row whose message the row may choose. */
export type RuleCheck =
  | 'required'
  | 'forbidden'
  | 'format'
  | 'mask'
  | 'maxLength'
  | 'values'
  | 'dateMin'
  | 'dateMax';

/** A message key, used while `when` holds (always, without one). */
export interface MessageChoice {
  readonly key: IssueMessageKey;
  readonly when?: Condition;
}

/** A row's own message for a check: a key, or choices tried in order, the first that holds wins. */
export type RuleMessage = IssueMessageKey | readonly MessageChoice[];

/**
 * One row of the rules table: everything the library knows about one field.
 * Paths are dotted; `*` stands for every element of an array.
 */
export interface FieldRule {
  readonly path: string;
  readonly type: FieldType;
  /** `true`: always required when its parent is present; a condition: required when it holds. */
  readonly required?: true | Condition;
  /** When it does not hold, sending the field is FORBIDDEN_FIELD. */
  readonly allowed?: Condition;
  /** When it holds, the field is dropped before validation: sent, it is never an error. */
  readonly ignored?: Condition;
  /** The allowed values of an enumerated string. */
  readonly values?: readonly string[];
  /** Values allowed only while a condition holds. */
  readonly valuesWhen?: readonly ValuesWhen[];
  readonly format?: Format;
  /** The format applies only when this holds (BR-only formats). */
  readonly formatWhen?: Condition;
  /** Sibling fields the format reads besides the value (a split share's `type`). */
  readonly formatWith?: readonly string[];
  /** Bounds of a date against the clock. */
  readonly dates?: DateBounds;
  /** The row's own message keys, where the check's default key would say too little. */
  readonly messages?: { readonly [check in RuleCheck]?: RuleMessage };
  /** Inclusive bounds of a number. */
  readonly min?: number;
  readonly max?: number;
  /**
   * `centavos`: an amount of money. Its messages speak of an amount, and its maximum is the
   * charge maximum in force (`LIMITS.amount.max`, or the host's `maxAmount`), not `max`.
   */
  readonly unit?: 'centavos';
  /** Longest string, or most array entries. */
  readonly maxLength?: number;
  /** Fewest array entries. */
  readonly minLength?: number;
  /** Filled into the normalized output when the field is absent (and `defaultWhen` holds). */
  readonly default?: string | number | boolean;
  readonly defaultWhen?: Condition;
  /**
   * Surrounding whitespace (spaces, tabs, line breaks) is removed before any check, and the
   * normalized value keeps none: text a person types. Never on card data but the holder's name.
   */
  readonly trim?: true;
  /** Separators the value may be typed with, while the format applies (`formatWhen`). */
  readonly masks?: Masks;
  readonly normalize?: Normalization;
  readonly normalizeWhen?: Condition;
  /**
   * Card data, never echoed in messages; `redactChargeRequest` masks a `pan` to its first 6 and last
   * 4 digits, removes a `secret`, and masks a `token` to its last 4 characters.
   */
  readonly sensitive?: 'pan' | 'secret' | 'token';
  /** Personal data of the buyer (LGPD): masked by `redactChargeRequest` unless the caller keeps it. */
  readonly personal?: true;
  /** Free-form content: the table says nothing about the keys below it. */
  readonly freeForm?: true;
}

// The masks people type, per format. Separators anywhere, as peers that normalize these numbers
// accept them; the forms are what the docs and the refusal show.
const CEP_MASKS: Masks = { separators: '.- ', forms: ['01310-100', '01.310-100', '01310 100', '01310100'] };
const TAX_ID_MASKS: Masks = {
  separators: '.-/ ',
  forms: ['529.982.247-25', '52998224725', '11.222.333/0001-81', '11222333000181'],
};
const PHONE_MASKS: Masks = {
  separators: ' -().',
  forms: ['+55 (11) 98765-4321', '(11) 98765-4321', '11 98765.4321', '+5511987654321'],
};
// Digit groups as printed on the card; never a card number in the forms, which messages show.
const CARD_NUMBER_MASKS: Masks = {
  separators: ' -',
  forms: ['#### #### #### ####', '####-####-####-####', '################'],
};

// The methods that take a due date and its terms: boleto, and PIX with a due date (cobv).
const dated = isMethod('boleto', 'pix');
const PERIODS = ['day', 'month', 'year'];
const DAY_KINDS = ['calendar', 'business'];

// A term's `type` and `amount`: centavos when fixed, a fraction when a percentage (as a split share).
function termFields(parent: string, required?: true): FieldRule[] {
  return [
    { path: `${parent}.type`, type: 'string', values: SPLIT_TYPES, ...(required ? { required } : {}) },
    {
      path: `${parent}.amount`,
      type: 'number',
      format: 'split_amount',
      formatWith: ['type'],
      ...(required ? { required } : {}),
    },
  ];
}

// The rules, each allowed only under the condition.
function allowedWhen(allowed: Condition, rules: FieldRule[]): FieldRule[] {
  return rules.map((rule) => ({ ...rule, allowed }));
}

// A due-date term of boleto and dated PIX: an object with its type and amount, both required.
function dueTerm(name: string, more: FieldRule[] = []): FieldRule[] {
  const parent = `payment_details.${name}`;
  return [{ path: parent, type: 'object', allowed: dated }, ...termFields(parent, true), ...more];
}

const cardTransparent = all(isCard, isTransparent);
const cardDataRequired = all(cardTransparent, not(tokenSent));
const cardDataIgnored = all(cardTransparent, tokenSent);
// In the hosted flow the buyer types the card on the provider's page: the message says so.
const forbiddenWhenHosted: RuleMessage = [
  { key: 'FORBIDDEN_FIELD.hosted', when: isHosted },
  { key: 'FORBIDDEN_FIELD' },
];
// The card fields can be replaced by a token: the message says so.
const cardDataMessages = { required: 'REQUIRED.card_data', forbidden: forbiddenWhenHosted } as const;

function cardDataField(name: string, extra: Partial<FieldRule>): FieldRule {
  return {
    path: `payment_details.${name}`,
    type: 'string',
    required: cardDataRequired,
    allowed: cardTransparent,
    ignored: cardDataIgnored,
    messages: cardDataMessages,
    ...extra,
  };
}

function addressFields(address: 'billing_address' | 'shipping_address', required?: Condition): FieldRule[] {
  const brazil = countryIsBrazil(address);
  // The address's country defaults to BR: a buyer elsewhere must say where.
  const abroad = not(brazil);
  const text = (name: string, maxLength: number): FieldRule => ({
    path: `${address}.${name}`,
    type: 'string',
    maxLength,
    trim: true,
  });
  return [
    { path: address, type: 'object', ...(required ? { required } : {}) },
    {
      path: `${address}.country`,
      type: 'string',
      required: abroad,
      format: 'country',
      maxLength: 2,
      // `BRA` is one mistake: the message says to use the two-letter code.
      messages: { maxLength: 'INVALID_VALUE.country' },
      default: 'BR',
      trim: true,
      normalize: 'upper_case',
    },
    { ...text('street', LIMITS.text.line), personal: true },
    { ...text('number', LIMITS.text.phone), personal: true },
    { ...text('complement', LIMITS.text.line), personal: true },
    { ...text('neighborhood', LIMITS.text.label), required: brazil },
    text('city', LIMITS.text.label),
    {
      ...text('state', LIMITS.text.state),
      required: brazil,
      format: 'uf',
      formatWhen: brazil,
      normalize: 'upper_case',
      normalizeWhen: brazil,
    },
    {
      ...text('zip_code', LIMITS.text.zipCode),
      required: brazil,
      format: 'cep',
      formatWhen: brazil,
      masks: CEP_MASKS,
      messages: { mask: 'INVALID_VALUE.cep_form' },
    },
  ];
}

/**
 * The rules table: the single source of truth for every field of a charge request. Validation, `resolveRequiredFields`, the JSON Schema and the docs tables derive from it.
 */
export const FIELD_RULES: readonly FieldRule[] = /* @__PURE__ */ _deepFreeze(
  (
    [
      {
        path: 'amount',
        type: 'integer',
        required: true,
        min: LIMITS.amount.min,
        max: LIMITS.amount.max,
        unit: 'centavos',
      },
      {
        path: 'currency',
        type: 'string',
        required: true,
        format: 'currency',
        maxLength: 3,
        valuesWhen: [{ when: not(isCard), values: ['BRL'] }],
        messages: {
          format: 'INVALID_VALUE.currency_code',
          maxLength: 'INVALID_VALUE.currency_code',
          values: 'INVALID_VALUE.currency_brl',
        },
      },
      { path: 'product_type', type: 'string', required: true, values: PRODUCT_TYPES },
      { path: 'customer', type: 'object', required: true },
      {
        path: 'customer.name',
        type: 'string',
        required: true,
        maxLength: LIMITS.text.name,
        trim: true,
        personal: true,
      },
      {
        path: 'customer.email',
        type: 'string',
        required: true,
        format: 'email',
        maxLength: LIMITS.text.email,
        trim: true,
        personal: true,
      },
      {
        path: 'customer.tax_id',
        type: 'string',
        required: countryIsBrazil('billing_address'),
        format: 'br_tax_id',
        formatWhen: countryIsBrazil('billing_address'),
        maxLength: LIMITS.text.taxId,
        trim: true,
        masks: TAX_ID_MASKS,
        messages: { mask: 'INVALID_VALUE.br_tax_id_form' },
        // The letters of an alphanumeric CNPJ.
        normalize: 'upper_case',
        normalizeWhen: countryIsBrazil('billing_address'),
        personal: true,
      },
      {
        path: 'customer.phone',
        type: 'string',
        format: 'phone',
        maxLength: LIMITS.text.phone,
        trim: true,
        // The phone message already names the separators it takes.
        masks: PHONE_MASKS,
        messages: { mask: 'INVALID_VALUE.phone' },
        personal: true,
      },
      { path: 'customer.type', type: 'string', required: true, values: CUSTOMER_TYPES },
      {
        path: 'customer.birthdate',
        type: 'string',
        format: 'date',
        maxLength: 10,
        dates: { unit: 'day', max: 0 },
        messages: { dateMax: 'INVALID_VALUE.birthdate_future' },
        personal: true,
      },
      { path: 'items', type: 'array', required: true, minLength: 1, maxLength: LIMITS.items },
      { path: 'items.*', type: 'object', required: true },
      { path: 'items.*.name', type: 'string', required: true, maxLength: LIMITS.text.line, trim: true },
      {
        path: 'items.*.quantity',
        type: 'integer',
        required: true,
        min: LIMITS.quantity.min,
        max: LIMITS.quantity.max,
      },
      {
        path: 'items.*.unit_price',
        type: 'integer',
        required: true,
        min: 0,
        max: LIMITS.amount.max,
        unit: 'centavos',
      },
      { path: 'items.*.tangible', type: 'boolean', required: true },
      { path: 'items.*.description', type: 'string', maxLength: LIMITS.text.description, trim: true },
      { path: 'items.*.category', type: 'string', maxLength: LIMITS.text.label, trim: true },
      { path: 'items.*.code', type: 'string', maxLength: LIMITS.text.shortCode },
      { path: 'payment_method', type: 'string', required: true, values: PAYMENT_METHODS },
      {
        path: 'payment_details',
        type: 'object',
        required: any(cardTransparent, isMethod('boleto')),
      },
      cardDataField('number', {
        format: 'card_number',
        maxLength: LIMITS.text.cardNumber,
        // Card data is never trimmed: only its declared separators are dropped.
        masks: CARD_NUMBER_MASKS,
        messages: { ...cardDataMessages, mask: 'INVALID_VALUE.card_number_form' },
        sensitive: 'pan',
      }),
      // Text printed on the card, typed by the buyer: trimmed like any name.
      cardDataField('holder_name', { maxLength: LIMITS.text.holderName, trim: true, personal: true }),
      // A card is valid through the last day of its expiry month.
      cardDataField('expiration_month', {
        format: 'card_month',
        maxLength: 2,
        dates: { unit: 'month', of: ['expiration_year', 'expiration_month'], min: 0 },
        messages: { ...cardDataMessages, dateMin: 'EXPIRED.card' },
      }),
      cardDataField('expiration_year', {
        format: 'card_year',
        maxLength: 4,
        dates: { unit: 'year', min: 0, max: LIMITS.cardExpiryYears },
        messages: { ...cardDataMessages, dateMin: 'EXPIRED.card', dateMax: 'OUT_OF_RANGE.card_expiry' },
      }),
      cardDataField('cvv', { format: 'cvv', maxLength: 4, sensitive: 'secret' }),
      {
        path: 'payment_details.token',
        type: 'string',
        allowed: cardTransparent,
        maxLength: LIMITS.text.token,
        sensitive: 'token',
        messages: { forbidden: forbiddenWhenHosted },
      },
      {
        path: 'payment_details.installments',
        type: 'integer',
        allowed: isCard,
        ignored: all(isMethod('debit_card'), isTransparent),
        min: LIMITS.installments.min,
        max: LIMITS.installments.max,
        default: 1,
        defaultWhen: isMethod('credit_card'),
        // Debit is charged at once; the hosted page still takes the field.
        valuesWhen: [{ when: all(isMethod('debit_card'), isHosted), values: [1] }],
        messages: { values: 'OUT_OF_RANGE.hosted_debit_installments' },
      },
      {
        path: 'payment_details.statement_descriptor',
        type: 'string',
        allowed: cardTransparent,
        maxLength: LIMITS.text.statementDescriptor,
        trim: true,
        messages: { forbidden: forbiddenWhenHosted },
      },
      {
        path: 'payment_details.expires_in_seconds',
        type: 'integer',
        allowed: isMethod('pix'),
        min: LIMITS.pixExpiresInSeconds.min,
        max: LIMITS.pixExpiresInSeconds.max,
      },
      {
        path: 'payment_details.due_date',
        type: 'string',
        required: isMethod('boleto'),
        // A PIX charge with a due date is the Pix API's cobv; it then has no expires_in_seconds.
        allowed: dated,
        format: 'date',
        maxLength: 10,
        dates: { unit: 'day', min: 0, max: LIMITS.boletoDueDays },
        messages: { dateMin: 'EXPIRED.due_date', dateMax: 'OUT_OF_RANGE.due_date' },
      },
      {
        path: 'payment_details.days_after_due',
        type: 'integer',
        allowed: dated,
        min: 0,
        max: LIMITS.daysAfterDue.max,
      },
      // Every field of the terms is allowed only where its term is, so none is asked for elsewhere.
      ...allowedWhen(dated, [
        ...dueTerm('late_fee'),
        ...dueTerm('interest', [
          { path: 'payment_details.interest.per', type: 'string', required: true, values: PERIODS },
          { path: 'payment_details.interest.days', type: 'string', required: true, values: DAY_KINDS },
        ]),
        { path: 'payment_details.discount', type: 'object', allowed: dated },
        // Discounts until 1 to 3 dates, or one per day paid early: the shapes are told apart by `until`.
        {
          path: 'payment_details.discount.until',
          type: 'array',
          minLength: 1,
          maxLength: LIMITS.discountDates,
        },
        { path: 'payment_details.discount.until.*', type: 'object', required: true },
        {
          path: 'payment_details.discount.until.*.date',
          type: 'string',
          required: true,
          format: 'date',
          maxLength: 10,
        },
        ...termFields('payment_details.discount.until.*', true),
        ...termFields('payment_details.discount'),
        { path: 'payment_details.discount.per', type: 'string', values: ['day'] },
        { path: 'payment_details.discount.days', type: 'string', values: DAY_KINDS },
        ...dueTerm('rebate'),
      ]),
      // Pix Automático: the recurrence a PIX charge asks its payer to authorise (the Pix API's rec),
      // with vinculo's contract and object of at most 35 characters each.
      { path: 'payment_details.recurrence', type: 'object', allowed: isMethod('pix') },
      ...allowedWhen(isMethod('pix'), [
        ...['contract', 'object'].map(
          (name): FieldRule => ({
            path: `payment_details.recurrence.${name}`,
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: MAX_RECURRENCE_TEXT_LENGTH,
          }),
        ),
        {
          path: 'payment_details.recurrence.start_date',
          type: 'string',
          required: true,
          format: 'date',
          maxLength: 10,
          dates: { unit: 'day', min: 0 },
        },
        { path: 'payment_details.recurrence.end_date', type: 'string', format: 'date', maxLength: 10 },
        {
          path: 'payment_details.recurrence.period',
          type: 'string',
          required: true,
          values: RECURRENCE_PERIODS,
        },
        // Exactly one of the two (a cross-field rule): a fixed amount, or the receiver's minimum.
        ...['amount', 'min_amount'].map(
          (name): FieldRule => ({
            path: `payment_details.recurrence.${name}`,
            type: 'integer',
            min: LIMITS.amount.min,
            max: LIMITS.amount.max,
            unit: 'centavos',
          }),
        ),
        {
          path: 'payment_details.recurrence.retries',
          type: 'string',
          required: true,
          values: RECURRENCE_RETRIES,
        },
      ]),
      {
        path: 'payment_details.instructions',
        type: 'string',
        allowed: isMethod('boleto'),
        maxLength: LIMITS.text.description,
        trim: true,
      },
      {
        path: 'payment_details.document_number',
        type: 'string',
        allowed: isMethod('boleto'),
        maxLength: LIMITS.text.shortCode,
      },
      {
        path: 'card_flow',
        type: 'string',
        // The request names only the exception; no card_flow means the transparent flow, so a
        // hosted charge must say so.
        required: isHosted,
        allowed: isCard,
        values: ['hosted'],
        messages: { forbidden: 'FORBIDDEN_FIELD.card_flow' },
      },
      { path: 'submerchant_id', type: 'string', maxLength: LIMITS.text.shortCode },
      { path: 'shipping_amount', type: 'integer', min: 0, max: LIMITS.amount.max, unit: 'centavos' },
      // The buyer's country is read from the billing address.
      ...addressFields(
        'billing_address',
        any(
          isMethod('credit_card'),
          isPhysical,
          all(isCard, isHosted),
          not(countryIsBrazil('billing_address')),
        ),
      ),
      ...addressFields('shipping_address'),
      { path: 'metadata', type: 'object', freeForm: true },
      ...SPLIT_FIELD_RULES,
    ] satisfies FieldRule[]
  ).map((rule) => plainRow(rule)),
);

// Every object of a row without a prototype, all the way down: rows are read with `rule.messages
// ?.forbidden` and `dates.max`, and a key another script adds to Object.prototype must never look
// like part of them.
function plainRow<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => plainRow(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = plainRow(item);
  return _data(copy) as T;
}
