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
import { CUSTOMER_TYPES, PAYMENT_METHODS, PRODUCT_TYPES, RECIPIENT_TYPES, SPLIT_TYPES } from './values.js';

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

/** How a valid value is rewritten in the normalized output. */
export type Normalization = 'strip_tax_id_mask' | 'strip_cep_mask' | 'strip_spaces' | 'upper_case';

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
  readonly format?: Format;
  /** The format applies only when this holds (BR-only formats). */
  readonly formatWhen?: Condition;
  /** Inclusive bounds of a number. */
  readonly min?: number;
  readonly max?: number;
  /** Longest string, or most array entries. */
  readonly maxLength?: number;
  /** Fewest array entries. */
  readonly minLength?: number;
  /** Filled into the normalized output when the field is absent (and `defaultWhen` holds). */
  readonly default?: string | number | boolean;
  readonly defaultWhen?: Condition;
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

const cardTransparent = all(isCard, isTransparent);
const cardDataRequired = all(cardTransparent, not(tokenSent));
const cardDataIgnored = all(cardTransparent, tokenSent);

function cardDataField(name: string, extra: Partial<FieldRule>): FieldRule {
  return {
    path: `payment_details.${name}`,
    type: 'string',
    required: cardDataRequired,
    allowed: cardTransparent,
    ignored: cardDataIgnored,
    ...extra,
  };
}

function addressFields(address: 'billing_address' | 'shipping_address', required?: Condition): FieldRule[] {
  const brazil = countryIsBrazil(address);
  const text = (name: string, maxLength: number): FieldRule => ({
    path: `${address}.${name}`,
    type: 'string',
    maxLength,
  });
  return [
    { path: address, type: 'object', ...(required ? { required } : {}) },
    {
      path: `${address}.country`,
      type: 'string',
      format: 'country',
      maxLength: 2,
      default: 'BR',
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
      normalize: 'strip_cep_mask',
      normalizeWhen: brazil,
    },
  ];
}

/**
 * The rules table: the single source of truth for every field of a charge request. Validation, `resolveRequiredFields`, the JSON Schema and the docs tables derive from it.
 */
export const FIELD_RULES: readonly FieldRule[] = /* @__PURE__ */ _deepFreeze(
  (
    [
      { path: 'amount', type: 'integer', required: true, min: LIMITS.amount.min, max: LIMITS.amount.max },
      { path: 'currency', type: 'string', required: true, format: 'currency', maxLength: 3 },
      { path: 'product_type', type: 'string', required: true, values: PRODUCT_TYPES },
      { path: 'customer', type: 'object', required: true },
      { path: 'customer.name', type: 'string', required: true, maxLength: LIMITS.text.name, personal: true },
      {
        path: 'customer.email',
        type: 'string',
        required: true,
        format: 'email',
        maxLength: LIMITS.text.email,
        personal: true,
      },
      {
        path: 'customer.tax_id',
        type: 'string',
        required: countryIsBrazil('billing_address'),
        format: 'br_tax_id',
        formatWhen: countryIsBrazil('billing_address'),
        maxLength: LIMITS.text.taxId,
        normalize: 'strip_tax_id_mask',
        normalizeWhen: countryIsBrazil('billing_address'),
        personal: true,
      },
      {
        path: 'customer.phone',
        type: 'string',
        format: 'phone',
        maxLength: LIMITS.text.phone,
        personal: true,
      },
      { path: 'customer.type', type: 'string', required: true, values: CUSTOMER_TYPES },
      { path: 'customer.birthdate', type: 'string', format: 'date', maxLength: 10, personal: true },
      { path: 'items', type: 'array', required: true, minLength: 1, maxLength: LIMITS.items },
      { path: 'items.*', type: 'object', required: true },
      { path: 'items.*.name', type: 'string', required: true, maxLength: LIMITS.text.line },
      {
        path: 'items.*.quantity',
        type: 'integer',
        required: true,
        min: LIMITS.quantity.min,
        max: LIMITS.quantity.max,
      },
      { path: 'items.*.unit_price', type: 'integer', required: true, min: 0, max: LIMITS.amount.max },
      { path: 'items.*.tangible', type: 'boolean', required: true },
      { path: 'items.*.description', type: 'string', maxLength: LIMITS.text.description },
      { path: 'items.*.category', type: 'string', maxLength: LIMITS.text.label },
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
        normalize: 'strip_spaces',
        sensitive: 'pan',
      }),
      cardDataField('holder_name', { maxLength: LIMITS.text.holderName, personal: true }),
      cardDataField('expiration_month', { format: 'card_month', maxLength: 2 }),
      cardDataField('expiration_year', { format: 'card_year', maxLength: 4 }),
      cardDataField('cvv', { format: 'cvv', maxLength: 4, sensitive: 'secret' }),
      {
        path: 'payment_details.token',
        type: 'string',
        allowed: cardTransparent,
        maxLength: LIMITS.text.token,
        sensitive: 'token',
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
      },
      {
        path: 'payment_details.statement_descriptor',
        type: 'string',
        allowed: cardTransparent,
        maxLength: LIMITS.text.statementDescriptor,
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
        allowed: isMethod('boleto'),
        format: 'date',
        maxLength: 10,
      },
      {
        path: 'payment_details.instructions',
        type: 'string',
        allowed: isMethod('boleto'),
        maxLength: LIMITS.text.description,
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
        allowed: isCard,
        // The request names only the exception; no card_flow means the transparent flow.
        values: ['hosted'],
      },
      { path: 'submerchant_id', type: 'string', maxLength: LIMITS.text.shortCode },
      { path: 'shipping_amount', type: 'integer', min: 0, max: LIMITS.amount.max },
      ...addressFields('billing_address', any(isMethod('credit_card'), isPhysical, isHosted)),
      ...addressFields('shipping_address'),
      { path: 'metadata', type: 'object', freeForm: true },
      { path: 'split', type: 'array', maxLength: LIMITS.split },
      { path: 'split.*', type: 'object', required: true },
      { path: 'split.*.recipient_id', type: 'string', required: true, format: 'uuid', maxLength: 36 },
      { path: 'split.*.recipient_type', type: 'string', required: true, values: RECIPIENT_TYPES },
      { path: 'split.*.type', type: 'string', required: true, values: SPLIT_TYPES },
      { path: 'split.*.amount', type: 'number', required: true, format: 'split_amount' },
      { path: 'split.*.cross_company', type: 'boolean', default: false },
    ] satisfies FieldRule[]
  ).map((rule) => _data(rule)),
);
