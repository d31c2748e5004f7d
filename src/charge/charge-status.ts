import { _deepFreeze } from '../shared/freeze.js';
/**
 * The states of a charge. The interface shows only `pending`;
 * the others are this library's choice, recorded in `docs/decisions.md`:
 * - `pending`: created, waiting for the buyer or the provider (hosted checkout, PIX, boleto, a card
 *   under review);
 * - `paid`: payment confirmed (the split is settled from here);
 * - `failed`: refused by the issuer or the provider;
 * - `canceled`: canceled before payment;
 * - `expired`: the PIX QR code or the boleto passed its deadline unpaid;
 * - `refunded`: paid, then returned to the buyer in full;
 * - `partially_refunded`: paid, then part of it returned to the buyer;
 * - `charged_back`: paid, then (part of it) taken back by the card issuer after a dispute.
 *
 * `applyChargeEvent` moves a charge between them (`CHARGE_TRANSITIONS`).
 *
 * @example
 * CHARGE_STATUSES.includes('pending')
 * //=> true
 */
export const CHARGE_STATUSES = /* @__PURE__ */ _deepFreeze([
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'partially_refunded',
  'charged_back',
] as const);

/** One of {@link CHARGE_STATUSES}. */
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * The states a transparent card charge can be in right after creation: captured, refused, or
 * waiting (anti-fraud review, authentication).
 *
 * @example
 * CARD_CREATION_STATUSES
 * //=> ['pending', 'paid', 'failed']
 */
export const CARD_CREATION_STATUSES = /* @__PURE__ */ _deepFreeze(['pending', 'paid', 'failed'] as const);

/** One of {@link CARD_CREATION_STATUSES}. */
export type CardCreationStatus = (typeof CARD_CREATION_STATUSES)[number];
