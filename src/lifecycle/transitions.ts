import type { ChargeStatus } from '../charge/charge-status.js';
import { _deepFreeze } from '../shared/freeze.js';
import type { ChargeEventType } from './charge-events.js';

/**
 * What an event does to a charge in a status:
 * - `apply`: the event takes effect;
 * - `latest`: it takes effect if it happened after the event that set the status (two endings
 *   without payment: the later report wins, whatever order they arrive in);
 * - `ignore`: it is recorded and changes nothing (a late or repeated report: never a step back);
 * - `refuse`: 409 CHARGE_EVENT_NOT_ALLOWED (money cannot go back before it came in: the provider
 *   redelivers the event, and it applies once the payment is confirmed).
 */
export type ChargeTransition = 'apply' | 'latest' | 'ignore' | 'refuse';

type Row = Readonly<Record<ChargeEventType, ChargeTransition>>;

const NOT_PAID: Row = {
  pending: 'ignore',
  // A confirmed payment wins over any ending without one: the money did come in (a boleto paid
  // after its due date, a card captured after a timeout was reported).
  paid: 'apply',
  failed: 'latest',
  canceled: 'latest',
  expired: 'latest',
  refunded: 'refuse',
  charged_back: 'refuse',
};

const PAID: Row = {
  pending: 'ignore',
  paid: 'ignore',
  failed: 'ignore',
  canceled: 'ignore',
  expired: 'ignore',
  // Within what is left: a refund or chargeback over it is refused (422 REFUND_EXCEEDS_REMAINING).
  refunded: 'apply',
  charged_back: 'apply',
};

/**
 * The charge state machine, as data: per status, what each event does. The status after money
 * has gone back follows from the totals, so it is the same whatever order refunds and chargebacks
 * arrive in: `charged_back` once anything was charged back, else `refunded` when all of it was
 * refunded, else `partially_refunded`.
 *
 * @example
 * CHARGE_TRANSITIONS.paid.pending
 * //=> 'ignore'
 */
export const CHARGE_TRANSITIONS: Readonly<Record<ChargeStatus, Row>> = /* @__PURE__ */ _deepFreeze({
  pending: { ...NOT_PAID, failed: 'apply', canceled: 'apply', expired: 'apply' },
  failed: NOT_PAID,
  canceled: NOT_PAID,
  expired: NOT_PAID,
  paid: PAID,
  partially_refunded: PAID,
  refunded: PAID,
  charged_back: PAID,
});
