import type { ChargeStatus } from '../charge/charge-status.js';
import type { Locale } from '../messages/locales/index.js';
import type { Receivable, SettlementDays } from '../receivables/plan-receivables.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import type { PaymentMethod } from '../rules/values.js';
import type { SettlementAcquirer, SettlementEntry } from '../split/plan-settlement.js';
import type { SplitSuccess } from '../split/types.js';
import type { ChargeEvent } from './charge-events.js';

/** An event as the charge recorded it: `applied` is false for a late or repeated report it ignored. */
export interface ChargeEventRecord extends ChargeEvent {
  readonly applied: boolean;
}

/**
 * One recipient's running totals (`recipient_id: null` for the charge's own, master, account), in
 * whole centavos: `kept = settled − refunded − charged_back`, always. `settled` is the net credited
 * at payment (0 before); refunds and chargebacks take back gross amounts (the fee stays charged),
 * so `kept` can fall below 0 for the recipient that paid the fee.
 */
export interface RecipientTotals {
  readonly recipient_id: string | null;
  readonly settled: number;
  readonly refunded: number;
  readonly charged_back: number;
  readonly kept: number;
}

/** The charge's running totals, and the same per recipient (the split's recipients in rule order, then the master account). */
export interface ChargeTotals {
  /** The charge amount once paid, else 0. */
  readonly paid: number;
  readonly refunded: number;
  /** Every chargeback's amount, `already_returned` included: what the issuers took. */
  readonly charged_back: number;
  /**
   * The part of `charged_back` the charge had already given back when it was charged back (by its
   * refunds, or an earlier chargeback): taken twice, so the master account bears it and contests
   * it, with the refund as evidence. 0 unless chargebacks and refunds add up to more than the amount.
   */
  readonly already_returned: number;
  readonly recipients: RecipientTotals[];
}

/**
 * A charge as the lifecycle tracks it: a plain JSON value the host stores and passes back unchanged.
 * Everything but `events` follows from the events and the split, and is recomputed on every call.
 */
export interface ChargeState {
  readonly status: ChargeStatus;
  readonly amount: number;
  readonly payment_method: PaymentMethod;
  readonly installments: number;
  /** The `computeSplit` result of the charge. */
  readonly split: SplitSuccess;
  /** Every event recorded, in arrival order, at most {@link MAX_CHARGE_EVENTS}. */
  readonly events: ChargeEventRecord[];
  readonly totals: ChargeTotals;
}

/** On payment: settle the split, as `planSettlement` and `planReceivables` say. */
export interface SettleEffect {
  readonly type: 'settle';
  readonly event_id: string;
  readonly settlement: SettlementEntry[];
  readonly receivables: Receivable[];
}

/**
 * On a refund or chargeback: what to take back from each recipient now, in centavos, adding up to
 * `amount`. In arrival order this is the event's `allocateRefund` allocation. When an event arrives
 * after one that happened later, the later ones are divided again as if in order (so the totals are
 * the same whatever the order): then a `recipients` entry may be negative (give back a centavo
 * taken before), and an effect of the other kind with `amount` 0 can carry such a correction.
 */
export interface RefundEffect {
  readonly type: 'refund';
  readonly event_id: string;
  readonly amount: number;
  readonly recipients: { readonly recipient_id: string | null; readonly amount: number }[];
}

/**
 * On a chargeback: as a {@link RefundEffect}, and `already_returned`, the part of `amount` the charge
 * had already given back (its refunds, or an earlier chargeback), included in the master account's
 * entry. The issuer took that part twice: contest the chargeback with the refund as evidence.
 */
export interface ChargebackEffect {
  readonly type: 'chargeback';
  readonly event_id: string;
  readonly amount: number;
  readonly recipients: { readonly recipient_id: string | null; readonly amount: number }[];
  /** Centavos of `amount` already given back before; 0 when the chargeback fit in what was left. */
  readonly already_returned: number;
}

/** A refund or a chargeback to carry out. */
export type MoneyBackEffect = RefundEffect | ChargebackEffect;

/** A movement of money the host must carry out. */
export type ChargeEffect = SettleEffect | MoneyBackEffect;

/** The charge after the event, and what to carry out (nothing for an ignored or repeated event). */
export interface ChargeEventApplied {
  readonly ok: true;
  readonly charge: ChargeState;
  readonly effects: ChargeEffect[];
}

/** Options of {@link applyChargeEvent}: those of `planReceivables` for the settlement, and the locale. */
export interface ApplyChargeEventOptions {
  /** As for `planReceivables`. @defaultValue none: every recipient `virtual` */
  readonly acquirer?: SettlementAcquirer;
  /** As for `planReceivables`. @defaultValue `{ credit_card: 30, debit_card: 1, pix: 0, boleto: 1 }` */
  readonly settlementDays?: SettlementDays;
  /** As for `planReceivables`. @defaultValue `[]` */
  readonly extraHolidays?: readonly string[];
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** Codes of an {@link applyChargeEvent} failure. */
export type ApplyChargeEventCode =
  | 'INVALID_INPUT'
  | 'CHARGE_EVENT_NOT_ALLOWED'
  | 'CHARGE_EVENT_CONFLICT'
  | 'REFUND_EXCEEDS_REMAINING';

/** What {@link applyChargeEvent} answers. */
export type ApplyChargeEventResult =
  | ChargeEventApplied
  | Failure<ApplyChargeEventCode>
  | InvalidConfiguration;

/**
 * The most events one charge records: far more than any real charge sees, a bound on the work of
 * each call.
 *
 * @example
 * MAX_CHARGE_EVENTS
 * //=> 1000
 */
export const MAX_CHARGE_EVENTS = 1000;
