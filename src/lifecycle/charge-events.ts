import { _deepFreeze } from '../shared/freeze.js';

/**
 * The events that move a charge, as a payment provider reports them (by webhook) or the host
 * decides them:
 * - `pending`: waiting for the buyer or the provider;
 * - `paid`: the payment is confirmed, and the split is settled;
 * - `failed`, `canceled`, `expired`: the charge ended without payment;
 * - `refunded`: part or all of a paid charge is returned to the buyer (carries `amount`);
 * - `charged_back`: the card issuer took part or all of a paid charge back (carries `amount`).
 *
 * @example
 * CHARGE_EVENTS.includes('charged_back')
 * //=> true
 */
export const CHARGE_EVENTS = /* @__PURE__ */ _deepFreeze([
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const);

/** One of {@link CHARGE_EVENTS}. */
export type ChargeEventType = (typeof CHARGE_EVENTS)[number];

/**
 * The events that give money back, and so carry an amount.
 *
 * @example
 * MONEY_BACK_EVENTS
 * //=> ['refunded', 'charged_back']
 */
export const MONEY_BACK_EVENTS = /* @__PURE__ */ _deepFreeze(['refunded', 'charged_back'] as const);

/** One of {@link MONEY_BACK_EVENTS}. */
export type MoneyBackEventType = (typeof MONEY_BACK_EVENTS)[number];

/** The longest event id: a provider's ids are far shorter; a bound on what a charge stores. */
export const MAX_EVENT_ID_LENGTH = 255;

/**
 * One event of a charge's life. The id is the provider's (the `webhook-id`, or the event id inside
 * the payload): a redelivery carries the same id and changes nothing.
 */
export interface ChargeEvent {
  /** 1 to {@link MAX_EVENT_ID_LENGTH} characters, unique per event of the charge. */
  readonly id: string;
  readonly type: ChargeEventType;
  /**
   * When it happened at the provider: an RFC 3339 date-time, any offset (`2026-03-02T09:00:00-03:00`).
   * The charge records it in UTC as `2026-03-02T12:00:00.000Z` (digits beyond the millisecond kept).
   */
  readonly occurred_at: string;
  /** Centavos given back, a positive safe integer: only, and always, on `refunded` and `charged_back`. */
  readonly amount?: number;
}

/** Whether an event type gives money back. */
export function _isMoneyBack(type: ChargeEventType): type is MoneyBackEventType {
  return (MONEY_BACK_EVENTS as readonly string[]).includes(type);
}
