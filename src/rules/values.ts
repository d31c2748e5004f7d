// Flat lists of strings: Object.freeze is their deep freeze, and a checkout that imports two of them
// ships no _deepFreeze.

/** Payment methods of the interface. */
export const PAYMENT_METHODS = /* @__PURE__ */ Object.freeze([
  'credit_card',
  'debit_card',
  'pix',
  'boleto',
] as const);
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The card methods: the only ones with a card flow. */
export const CARD_METHODS = /* @__PURE__ */ Object.freeze(['credit_card', 'debit_card'] as const);
/** One of {@link CARD_METHODS}. */
export type CardMethod = (typeof CARD_METHODS)[number];

/** How card data is collected: by the merchant's checkout, or by the provider's hosted page. */
export const CARD_FLOWS = /* @__PURE__ */ Object.freeze(['transparent', 'hosted'] as const);
/** One of {@link CARD_FLOWS}. */
export type CardFlow = (typeof CARD_FLOWS)[number];

/** Product types. */
export const PRODUCT_TYPES = /* @__PURE__ */ Object.freeze(['digital', 'physical'] as const);
/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Customer types. */
export const CUSTOMER_TYPES = /* @__PURE__ */ Object.freeze(['individual', 'company'] as const);
/** Split recipient types. */
export const RECIPIENT_TYPES = /* @__PURE__ */ Object.freeze(['merchant', 'submerchant'] as const);
/** One of {@link RECIPIENT_TYPES}. */
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
/** Split rule types. */
export const SPLIT_TYPES = /* @__PURE__ */ Object.freeze(['percentage', 'fixed'] as const);
/** One of {@link SPLIT_TYPES}. */
export type SplitType = (typeof SPLIT_TYPES)[number];
