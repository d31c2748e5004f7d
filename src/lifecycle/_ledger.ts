import type { ChargeStatus } from '../charge/charge-status.js';
import type { Locale } from '../messages/locales/index.js';
import type { Failure } from '../result/failure.js';
import type { AllocateRefundCode } from '../split/allocate-refund.js';
import type { ReadSplit } from '../split/read-split.js';
import { _allocateRefundSequence } from '../split/refund-sequence.js';
import type { SplitSuccess } from '../split/types.js';
import { _byInstant } from './_read-event.js';
import { _isMoneyBack } from './charge-events.js';
import type { ChargeEventRecord, ChargeTotals, RecipientTotals } from './types.js';

/** What follows from a charge's events: its status and its totals. */
export interface Ledger {
  readonly status: ChargeStatus;
  readonly totals: ChargeTotals;
}

/**
 * Derives the status and the totals of a charge from the events it applied, in an order that does
 * not depend on their arrival: refunds and chargebacks are divided by `allocateRefund` one after the
 * other in the order they happened (then by id), each with the ones before it as `previous`. So any
 * arrival order of the same events gives the same ledger, to the centavo, per recipient.
 *
 * A chargeback is never refused: the issuer has taken the money. What it takes beyond what the
 * charge still had (after every refund, and the chargebacks before it) is `already_returned`: it is
 * not divided among the recipients, who gave that money back already, but charged to the master
 * account, the one that faces the acquirer and contests it with the refund as evidence.
 *
 * @returns the ledger, or the failure of a refund that does not fit (refunds over the amount).
 */
export function _ledger(
  split: SplitSuccess,
  read: ReadSplit,
  events: readonly ChargeEventRecord[],
  locale: Locale,
): Ledger | Failure<AllocateRefundCode> {
  const applied = events.filter((event) => event.applied);
  const paid = applied.some((event) => event.type === 'paid');
  const moneyBack = applied.filter((record) => _isMoneyBack(record.type)).sort(_byInstant);
  // Refunds first, whenever they happened: a refund is refused at arrival when it does not fit,
  // so what a chargeback takes beyond the room is money the recipients already gave back.
  let room = read.amount;
  for (const event of moneyBack) if (event.type === 'refunded') room -= event.amount as number;
  const steps: { event: ChargeEventRecord; amount: number }[] = [];
  let alreadyReturned = 0;
  for (const event of moneyBack) {
    const amount = event.amount as number;
    const fits = event.type === 'refunded' ? amount : Math.min(amount, Math.max(room, 0));
    if (event.type === 'charged_back') {
      room -= fits;
      alreadyReturned += amount - fits;
    }
    if (fits > 0) steps.push({ event, amount: fits });
  }
  const divided = _allocateRefundSequence(
    split,
    steps.map((step) => ({ amount: step.amount })),
    { locale },
  );
  if ('ok' in divided) return divided;
  const parties = read.shares.length + 1;
  const refunded: number[] = new Array<number>(parties).fill(0);
  const chargedBack: number[] = new Array<number>(parties).fill(0);
  divided.allocations.forEach((allocation, at) => {
    const into = (steps[at] as (typeof steps)[number]).event.type === 'refunded' ? refunded : chargedBack;
    allocation.shares.forEach((share, index) => {
      into[index] = (into[index] as number) + share.amount;
    });
    into[parties - 1] = (into[parties - 1] as number) + allocation.master.amount;
  });
  chargedBack[parties - 1] = (chargedBack[parties - 1] as number) + alreadyReturned;
  const recipients = byRecipient(read, paid, refunded, chargedBack);
  const refundedTotal = sum(refunded);
  const chargedBackTotal = sum(chargedBack);
  const totals = {
    paid: paid ? read.amount : 0,
    refunded: refundedTotal,
    charged_back: chargedBackTotal,
    already_returned: alreadyReturned,
    recipients,
  };
  return { status: statusOf(applied, paid, refundedTotal, chargedBackTotal, read.amount), totals };
}

function statusOf(
  applied: readonly ChargeEventRecord[],
  paid: boolean,
  refunded: number,
  chargedBack: number,
  amount: number,
): ChargeStatus {
  if (paid) {
    if (chargedBack > 0) return 'charged_back';
    if (refunded === amount) return 'refunded';
    return refunded > 0 ? 'partially_refunded' : 'paid';
  }
  const endings = applied.filter(
    (event) => event.type === 'failed' || event.type === 'canceled' || event.type === 'expired',
  );
  // The later report of an ending wins, whatever order the reports arrived in.
  const last = endings.sort(_byInstant).at(-1);
  return last === undefined ? 'pending' : (last.type as ChargeStatus);
}

/** Per recipient, shares of the same recipient added up, in rule order; the master account last. */
function byRecipient(
  read: ReadSplit,
  paid: boolean,
  refunded: readonly number[],
  chargedBack: readonly number[],
): RecipientTotals[] {
  const order: (string | null)[] = [];
  const rows = new Map<string | null, { settled: number; refunded: number; charged_back: number }>();
  const add = (id: string | null, settled: number, index: number) => {
    let row = rows.get(id);
    if (row === undefined) {
      row = { settled: 0, refunded: 0, charged_back: 0 };
      rows.set(id, row);
      order.push(id);
    }
    row.settled += paid ? settled : 0;
    row.refunded += refunded[index] as number;
    row.charged_back += chargedBack[index] as number;
  };
  read.shares.forEach((share, index) => {
    add(share.recipient_id, share.net, index);
  });
  add(null, read.unallocated - read.masterFee, read.shares.length);
  return order.map((id) => {
    const row = rows.get(id) as { settled: number; refunded: number; charged_back: number };
    return { recipient_id: id, ...row, kept: row.settled - row.refunded - row.charged_back };
  });
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
