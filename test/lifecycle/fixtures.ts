import {
  type ApplyChargeEventResult,
  applyChargeEvent,
  type ChargeEvent,
  type ChargeState,
  computeSplit,
  openCharge,
  type SplitSuccess,
} from '../../src/index.js';
import { A, B, fixed, percentage } from '../split/fixtures.js';

/** R$ 100,00 by PIX: A takes 70% and pays the 2.99% fee, B a fixed R$ 10,00, the master account the rest. */
export function marketplaceSplit(): SplitSuccess {
  const split = computeSplit(10000, [percentage(0.7, A), fixed(1000, B)], 0.0299);
  if (!split.ok) throw new Error('expected a split');
  return split;
}

export function opened(split: SplitSuccess = marketplaceSplit()): ChargeState {
  const result = openCharge(split, { payment_method: 'pix' });
  if (!result.ok) throw new Error(result.message);
  return result.charge;
}

/** An instant `minutes` after noon UTC on 2 March 2026 (a Monday), in the form a charge records. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2026, 2, 2, 12, minutes)).toISOString();
}

export const paid = (id = 'evt_paid', minutes = 1): ChargeEvent => ({
  id,
  type: 'paid',
  occurred_at: at(minutes),
});
export const refund = (id: string, amount: number, minutes = 10): ChargeEvent => ({
  id,
  type: 'refunded',
  occurred_at: at(minutes),
  amount,
});
export const chargeback = (id: string, amount: number, minutes = 20): ChargeEvent => ({
  id,
  type: 'charged_back',
  occurred_at: at(minutes),
  amount,
});

/** The success of an apply, or the test fails with the code and message. */
export function applied(result: ApplyChargeEventResult): Extract<ApplyChargeEventResult, { ok: true }> {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

/** The charge after `events`, each applied in turn (each must apply). */
export function run(events: readonly ChargeEvent[], charge: ChargeState = opened()): ChargeState {
  return events.reduce((current, event) => applied(applyChargeEvent(current, event)).charge, charge);
}
