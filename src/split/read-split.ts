import { _kindOf, _own } from '../shared/own.js';

/** One share of a split result, as the refund and receivables planners need it. */
export interface ReadShare {
  readonly recipient_id: string;
  readonly gross: number;
  readonly fee: number;
  readonly net: number;
}

/** A `computeSplit` success, read from an untrusted value and checked for consistency. */
export interface ReadSplit {
  readonly amount: number;
  readonly fee: number;
  readonly unallocated: number;
  readonly shares: readonly ReadShare[];
  /** The part of the fee the charge's own account pays out of `unallocated`. */
  readonly masterFee: number;
}

const LIMIT = 10_000;

const isCentavos = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Reads a split result through own properties only and checks that its figures hold together
 * (Σ gross + unallocated = amount, net = gross − fee, the fee covered), so a tampered or hand-made
 * split can never move more money than the charge holds.
 *
 * @param value - the `split` argument, any value.
 * @returns the split, or `undefined` when it is not an unchanged `computeSplit` success.
 * @example
 * _readSplit({ ok: true, amount: 100, fee: 3, unallocated: 100, shares: [] })?.masterFee
 * //=> 3
 */
export function _readSplit(value: unknown): ReadSplit | undefined {
  if (_kindOf(value) !== 'record' || _own(value, 'ok') !== true) return undefined;
  const amount = _own(value, 'amount');
  const fee = _own(value, 'fee');
  const unallocated = _own(value, 'unallocated');
  const list = _own(value, 'shares');
  if (!isCentavos(amount) || amount === 0 || !isCentavos(fee) || !isCentavos(unallocated)) return undefined;
  if (_kindOf(list) !== 'array') return undefined;
  const length = _own(list, 'length');
  if (typeof length !== 'number' || length > LIMIT) return undefined;
  const shares: ReadShare[] = [];
  let total = unallocated;
  let shareFees = 0;
  for (let index = 0; index < length; index++) {
    const share = _own(list, index);
    if (_kindOf(share) !== 'record') return undefined;
    const recipientId = _own(share, 'recipient_id');
    const gross = _own(share, 'gross');
    const shareFee = _own(share, 'fee');
    const net = _own(share, 'net');
    if (typeof recipientId !== 'string' || !isCentavos(gross) || !isCentavos(shareFee)) return undefined;
    if (shareFee > gross || net !== gross - shareFee) return undefined;
    total += gross;
    shareFees += shareFee;
    shares.push({ recipient_id: recipientId, gross, fee: shareFee, net });
  }
  // Each term is at most the amount once the split holds together, so both sums stay exact.
  if (total !== amount || shareFees > fee || fee - shareFees > unallocated) return undefined;
  return { amount, fee, unallocated, shares, masterFee: fee - shareFees };
}
