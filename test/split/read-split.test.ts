// A split result handed back to the after-charge functions is read as untrusted: each figure must be
// whole, non-negative centavos and the figures must hold together, or the split is refused whole.
// Each case below breaks one check and keeps every other one true, so that only that check can
// refuse it. Read through `allocateRefund`, whose refusal of a split the English catalogue words as
// written out here ('INVALID_CONFIGURATION.after_charge', 'INVALID_VALUE.split_result').
import { describe, expect, it } from 'vitest';
import { allocateRefund } from '../../src/split/allocate-refund.js';
import { A, B } from './fixtures.js';

const TEXT = 'Pass a successful result of computeSplit or prepareSplit, unchanged.';
const REFUSED = {
  ok: false,
  status: 500,
  code: 'INVALID_CONFIGURATION',
  message:
    'The options given cannot be used: split: pass a successful result of computeSplit or prepareSplit, unchanged.',
  hint: 'Fields to fix: split. Each issue has a hint of its own.',
  issues: [
    {
      code: 'INVALID_VALUE',
      path: 'split',
      pointer: '/split',
      message: TEXT,
      hint: `split: ${TEXT}`,
      params: { label: 'split' },
    },
  ],
};

// 100 centavos: 60 to A (fee 2), 40 unallocated, a fee of 5 (3 of it the master's).
const share = { recipient_id: A, gross: 60, fee: 2, net: 58 };
const good = { ok: true, amount: 100, fee: 5, unallocated: 40, shares: [share] };

function zeroShares(count: number) {
  return Array.from({ length: count }, () => ({ recipient_id: B, gross: 0, fee: 0, net: 0 }));
}

describe('the split result an after-charge function is given', () => {
  it('accepts the consistent split the cases below each break in one place', () => {
    expect(allocateRefund(good as never, 10)).toMatchObject({ ok: true, amount: 10 });
  });

  it.each([
    ['a result whose ok is false', { ...good, ok: false }],
    ['an array dressed as the result', Object.assign([], good)],
    ['a zero amount, every sum still holding', { ok: true, amount: 0, fee: 0, unallocated: 0, shares: [] }],
    ['shares that are a record with a length', { ...good, shares: { 0: share, length: 1 } }],
    [
      'shares whose length is not a number',
      {
        ...good,
        unallocated: 100,
        fee: 0,
        shares: new Proxy([], { get: (t, k) => (k === 'length' ? 'x' : Reflect.get(t, k)) }),
      },
    ],
    ['more than 10,000 shares', { ...good, unallocated: 100, fee: 0, shares: zeroShares(10_001) }],
    ['a share that is an array', { ...good, shares: [Object.assign([], share)] }],
    ['a recipient_id that is a number', { ...good, shares: [{ ...share, recipient_id: 5 }] }],
    ['a negative share fee', { ...good, fee: 0, shares: [{ ...share, fee: -5, net: 65 }] }],
    [
      'a share fee above its gross, its net below zero',
      { ...good, fee: 90, unallocated: 40, shares: [{ ...share, fee: 70, net: -10 }] },
    ],
  ])('refuses %s with 500 INVALID_CONFIGURATION at split', (_name, split) => {
    expect(allocateRefund(split as never, 10)).toEqual(REFUSED);
  });

  it('accepts 10,000 shares, the most a split result may hold', () => {
    expect(
      allocateRefund({ ...good, unallocated: 100, fee: 0, shares: zeroShares(10_000) } as never, 10),
    ).toMatchObject({
      ok: true,
      amount: 10,
    });
  });
});
