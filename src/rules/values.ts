/** Payment methods of the interface (seed §2.1). */
export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'pix', 'boleto'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The card methods: the only ones with a card flow. */
export const CARD_METHODS = ['credit_card', 'debit_card'] as const;
/** One of {@link CARD_METHODS}. */
export type CardMethod = (typeof CARD_METHODS)[number];

/** How card data is collected: by the merchant's checkout, or by the provider's hosted page. */
export const CARD_FLOWS = ['transparent', 'hosted'] as const;
/** One of {@link CARD_FLOWS}. */
export type CardFlow = (typeof CARD_FLOWS)[number];

/** Product types (seed §2.1). */
export const PRODUCT_TYPES = ['digital', 'physical'] as const;
/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Customer types (seed §2.2). */
export const CUSTOMER_TYPES = ['individual', 'company'] as const;
/** Split recipient types (seed §2.9). */
export const RECIPIENT_TYPES = ['merchant', 'submerchant'] as const;
/** One of {@link RECIPIENT_TYPES}. */
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
/** Split rule types (seed §2.9). */
export const SPLIT_TYPES = ['percentage', 'fixed'] as const;
/** One of {@link SPLIT_TYPES}. */
export type SplitType = (typeof SPLIT_TYPES)[number];
