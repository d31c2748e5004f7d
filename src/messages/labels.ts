import { _deepFreeze } from '../shared/freeze.js';
import { _perLocale } from '../shared/per-locale.js';
import { _labelOf } from './label-of.js';
import { fieldLabelContexts, fieldLabels, type Locale, rootLabel } from './locales/index.js';
import {
  RECURRENCE_FIELDS_MESSAGES,
  RECURRENCE_LABEL_KEYS,
  type RecurrenceFieldsMessageKey,
} from './recurrence-fields.js';
import { SPLIT_FIELD_LABELS, SPLIT_LABEL_CONTEXTS } from './split-labels.js';

/**
 * The paths of a charge request's fields, as the rules table writes them (`*` for every entry of an
 * array): the keys of the `labels` option and of the path-specific `messages` overrides.
 */
export type FieldPath =
  | 'amount'
  | 'currency'
  | 'product_type'
  | 'customer'
  | 'customer.name'
  | 'customer.email'
  | 'customer.tax_id'
  | 'customer.phone'
  | 'customer.type'
  | 'customer.birthdate'
  | 'items'
  | 'items.*'
  | 'items.*.name'
  | 'items.*.quantity'
  | 'items.*.unit_price'
  | 'items.*.tangible'
  | 'items.*.description'
  | 'items.*.category'
  | 'items.*.code'
  | 'payment_method'
  | 'payment_details'
  | 'payment_details.number'
  | 'payment_details.holder_name'
  | 'payment_details.expiration_month'
  | 'payment_details.expiration_year'
  | 'payment_details.cvv'
  | 'payment_details.token'
  | 'payment_details.installments'
  | 'payment_details.statement_descriptor'
  | 'payment_details.expires_in_seconds'
  | 'payment_details.due_date'
  | 'payment_details.days_after_due'
  | 'payment_details.late_fee'
  | 'payment_details.late_fee.type'
  | 'payment_details.late_fee.amount'
  | 'payment_details.interest'
  | 'payment_details.interest.type'
  | 'payment_details.interest.amount'
  | 'payment_details.interest.per'
  | 'payment_details.interest.days'
  | 'payment_details.discount'
  | 'payment_details.discount.type'
  | 'payment_details.discount.amount'
  | 'payment_details.discount.per'
  | 'payment_details.discount.days'
  | 'payment_details.discount.until'
  | 'payment_details.discount.until.*'
  | 'payment_details.discount.until.*.date'
  | 'payment_details.discount.until.*.type'
  | 'payment_details.discount.until.*.amount'
  | 'payment_details.rebate'
  | 'payment_details.rebate.type'
  | 'payment_details.rebate.amount'
  | RecurrenceFieldPath
  | 'payment_details.instructions'
  | 'payment_details.document_number'
  | 'card_flow'
  | 'submerchant_id'
  | 'shipping_amount'
  | 'billing_address'
  | 'billing_address.country'
  | 'billing_address.street'
  | 'billing_address.number'
  | 'billing_address.complement'
  | 'billing_address.neighborhood'
  | 'billing_address.city'
  | 'billing_address.state'
  | 'billing_address.zip_code'
  | 'shipping_address'
  | 'shipping_address.country'
  | 'shipping_address.street'
  | 'shipping_address.number'
  | 'shipping_address.complement'
  | 'shipping_address.neighborhood'
  | 'shipping_address.city'
  | 'shipping_address.state'
  | 'shipping_address.zip_code'
  | 'metadata'
  | 'split'
  | 'split.*'
  | 'split.*.recipient_id'
  | 'split.*.recipient_type'
  | 'split.*.type'
  | 'split.*.amount'
  | 'split.*.cross_company';

/** The paths of a recurrence's fields in a request. */
type RecurrenceFieldPath =
  `payment_details.${Extract<keyof typeof RECURRENCE_LABEL_KEYS, `recurrence${string}`>}`;

/**
 * The human label of each field of a charge request, in every locale: what a form shows next to the
 * field, and what `formatIssue` puts before a message that stands alone. `{n}` is the entry's
 * number, counted from 1. A field inside an array entry or an address is told apart by its
 * container (`Unit price (item 2)`, `CEP (billing)`); see {@link FIELD_LABEL_CONTEXTS}. The text is
 * the `splitLabels` and `fieldLabels` sections of each locale file (`locales/`).
 */
export const FIELD_LABELS: Readonly<Record<Locale, Readonly<Record<FieldPath, string>>>> =
  /* @__PURE__ */ _deepFreeze(
    /* @__PURE__ */ _perLocale((locale) => ({
      ...SPLIT_FIELD_LABELS[locale],
      ...fieldLabels[locale],
      ...recurrenceLabels(locale),
    })),
  );

// The recurrence's fields in a request, with the words its planner uses for them.
function recurrenceLabels(locale: Locale): Record<RecurrenceFieldPath, string> {
  const labels = {} as Record<RecurrenceFieldPath, string>;
  for (const [path, key] of Object.entries(RECURRENCE_LABEL_KEYS)) {
    if (path.startsWith('recurrence')) {
      labels[`payment_details.${path}` as RecurrenceFieldPath] =
        RECURRENCE_FIELDS_MESSAGES[locale][key as RecurrenceFieldsMessageKey];
    }
  }
  return labels;
}

/** The containers whose fields' labels name them, in every locale: `Unit price (item 2)`. */
export const FIELD_LABEL_CONTEXTS: Readonly<
  Record<Locale, Readonly<Record<'items.*' | 'split.*' | 'billing_address' | 'shipping_address', string>>>
> = /* @__PURE__ */ _perLocale((locale) => ({
  ...SPLIT_LABEL_CONTEXTS[locale],
  ...fieldLabelContexts[locale],
}));

/** The label of the whole request, for an issue at the root. */
export const ROOT_LABELS: Readonly<Record<Locale, string>> = rootLabel;

/**
 * The label of a concrete path in a locale: the caller's own label for its pattern when given, else
 * the catalogue's, with its container when it sits in one (`Unit price (item 2)`). A path outside
 * the table (an unknown field, a metadata key) takes the label of its nearest field in the table
 * (`Payment details` for `payment_details.instalment`), the whole request's at the top: a label is
 * always words a buyer reads, never a wire name.
 *
 * @param path - the dotted path (`items.1.unit_price`).
 * @param locale - the language of the label.
 * @param labels - the caller's labels by pattern, already checked.
 * @param parentLabel - the label of the parent path, for a caller that keeps the labels it found;
 *   by default found the same way.
 * @returns the label.
 * @example
 * _fieldLabel('items.1.unit_price', 'pt-BR')
 * //=> 'Preço unitário (item 2)'
 */
export function _fieldLabel(
  path: string,
  locale: Locale,
  labels?: ReadonlyMap<string, string>,
  parentLabel: (parent: string) => string = (parent) => _fieldLabel(parent, locale, labels),
): string {
  if (path === '') return ROOT_LABELS[locale];
  // A path the catalogue lacks is its own label in `_labelOf`: its parent's label is the nearest.
  const label = _labelOf(path, FIELD_LABELS[locale], FIELD_LABEL_CONTEXTS[locale], labels);
  return label !== path ? label : parentLabel(path.slice(0, Math.max(0, path.lastIndexOf('.'))));
}
