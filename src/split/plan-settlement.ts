import { _kindOf, _member, _own } from '../shared/own.js';
import type { SplitSuccess } from './types.js';

/** What the engine needs to know of the acquirer that captures the charge. */
export interface SettlementAcquirer {
  /** Whether the acquirer can divide a payment between subaccounts at all. */
  readonly supportsSubaccounts: boolean;
  /**
   * Whether the recipient has an active subaccount at the acquirer. Called synchronously, once per
   * share, only when `supportsSubaccounts` is true; a throw or a non-boolean answer counts as no.
   */
  hasActiveSubaccount(recipient_id: string): boolean;
}

/**
 * `acquirer`: divided at the acquirer too (the recipient has an active subaccount there);
 * `virtual`: settled only between the service's accounts, the share waiting in the master account.
 */
export type SettlementMode = 'acquirer' | 'virtual';

/** How one share is settled. */
export interface SettlementEntry {
  readonly recipient_id: string;
  readonly net: number;
  readonly mode: SettlementMode;
}

/** One entry per share of the split, in the same order. */
export interface SettlementPlan {
  readonly ok: true;
  readonly entries: SettlementEntry[];
}

/**
 * Decides, per share of a split, whether it is divided at the acquirer too or settled only virtually
 *. Every share is settled virtually at payment confirmation; a recipient
 * without an active subaccount never blocks the charge, so every doubt ends in `virtual`. Never
 * throws: a value that is not a `computeSplit` success yields no entries.
 *
 * @param split - a successful result of `computeSplit` or of a prepared split.
 * @param acquirer - what the acquirer supports; methods may come from a class prototype.
 * @returns `{ ok: true, entries }`: recipient, net and settlement mode per share, in share order.
 * @example
 * const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * const split = computeSplit(10000, [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299);
 * split.ok && planSettlement(split, { supportsSubaccounts: true, hasActiveSubaccount: (recipient) => recipient === id })
 * //=> { ok: true, entries: [{ recipient_id: id, net: 6701, mode: 'acquirer' }] }
 */
export function planSettlement(split: SplitSuccess, acquirer: SettlementAcquirer): SettlementPlan {
  try {
    return plan(split, acquirer);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return { ok: true, entries: [] };
  }
}

function plan(split: SplitSuccess, acquirer: SettlementAcquirer): SettlementPlan {
  const shares = readShares(split);
  const entries: SettlementEntry[] = [];
  if (shares === undefined) return { ok: true, entries };
  const subaccounts = _kindOf(acquirer) === 'record' && _member(acquirer, 'supportsSubaccounts') === true;
  const lookup = subaccounts ? _member(acquirer, 'hasActiveSubaccount') : undefined;
  for (let i = 0; i < shares.length; i++) {
    const share = shares[i] as { recipient_id: string; net: number };
    const atAcquirer =
      typeof lookup === 'function' &&
      asks(lookup as (...args: never) => unknown, acquirer, share.recipient_id);
    entries[i] = {
      recipient_id: share.recipient_id,
      net: share.net,
      mode: atAcquirer ? 'acquirer' : 'virtual',
    };
  }
  return { ok: true, entries };
}

/** The recipient and net of each share, or `undefined` unless every share has both with the right types. */
function readShares(split: unknown): { recipient_id: string; net: number }[] | undefined {
  if (_kindOf(split) !== 'record' || _own(split as object, 'ok') !== true) return undefined;
  const shares = _own(split as object, 'shares');
  if (_kindOf(shares) !== 'array') return undefined;
  const length = _own(shares as object, 'length');
  if (typeof length !== 'number') return undefined;
  const read: { recipient_id: string; net: number }[] = [];
  for (let i = 0; i < length; i++) {
    const share = _own(shares as object, i);
    if (_kindOf(share) !== 'record') return undefined;
    const recipientId = _own(share as object, 'recipient_id');
    const net = _own(share as object, 'net');
    if (typeof recipientId !== 'string' || typeof net !== 'number') return undefined;
    read[i] = { recipient_id: recipientId, net };
  }
  return read;
}

/** Asks the acquirer about one recipient; anything but a plain `true` means no. */
function asks(lookup: (...args: never) => unknown, acquirer: object, recipientId: string): boolean {
  try {
    return Reflect.apply(lookup, acquirer, [recipientId]) === true;
  } catch {
    return false;
  }
}
