import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2f8c1a-6d3e-4f5a-8b7c-1d2e3f4a5b6c';
const merchant = { methods: [{ type: 'credit_card', card_flow: 'transparent' }, { type: 'pix' }] } as const;

const withSplit = (split: SplitRule[]) => ({ ...pixRequest(), split });

describe('what validateChargeRequest hands back with a valid request', () => {
  it('returns the split computeSplit would return, when the host gives its MDR', () => {
    const request = withSplit([
      { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.7 },
      { recipient_id: B, recipient_type: 'submerchant', type: 'fixed', amount: 100 },
    ]);
    const result = validateChargeRequest(request, { now: NOW, mdr: '0.0299' });
    expect(result.ok && result.split).toEqual(computeSplit(request.amount, request.split, '0.0299'));
  });

  it('returns the whole charge to the master account when there is an MDR and no split', () => {
    const request = pixRequest();
    const result = validateChargeRequest(request, { now: NOW, mdr: { fixed: 50 } });
    expect(result.ok && result.split).toMatchObject({
      ok: true,
      fee: 50,
      shares: [],
      unallocated: request.amount,
    });
  });

  it('returns no split without an MDR, since the fee is unknown', () => {
    const result = validateChargeRequest(
      withSplit([{ recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 1 }]),
      {
        now: NOW,
      },
    );
    expect(result.ok && 'split' in result).toBe(false);
  });

  it('returns the card flow decideCardFlow would decide, when the host gives its merchant', () => {
    const request = creditCardRequest();
    const result = validateChargeRequest(request, { now: NOW, merchant });
    expect(result.ok && result.cardFlow).toEqual(
      decideCardFlow(request as Parameters<typeof decideCardFlow>[0], merchant),
    );
    expect(result.ok && result.cardFlow).toMatchObject({ flow: 'transparent', collects_card_fields: true });
  });

  it('agrees with computeSplit for any valid split of a PIX charge', () => {
    const rule = fc.record({
      recipient_id: fc.uuid({ version: 4 }),
      recipient_type: fc.constantFrom('merchant' as const, 'submerchant' as const),
      type: fc.constant('fixed' as const),
      amount: fc.integer({ min: 1, max: 2000 }),
    });
    const rate = fc.integer({ min: 0, max: 999 }).map((n) => `0.${String(n).padStart(3, '0')}`);
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 4 }), rate, (split, mdr) => {
        const request = withSplit(split);
        const result = validateChargeRequest(request, { now: NOW, mdr });
        const expected = computeSplit(request.amount, split, mdr);
        if (expected.ok) expect(result.ok && result.split).toEqual(expected);
        else expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
