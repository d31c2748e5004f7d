// A sequence of refunds divided one after the other, as the ledger of a charge keeps them: each step
// knows the ones before it, and the total adds them up party by party. The expected values are
// worked out by hand from the split: once the refunds reach the whole charge, each party has given
// back exactly its gross and received back exactly the fee it paid.
import { describe, expect, it } from 'vitest';
import { _allocateRefundSequence } from '../../src/split/refund-sequence.js';
import { A, B, fixed, percentage, refunded, split } from './fixtures.js';

// 10000 centavos: A 7000 pays the whole fee of 299 (the first share), B 2000, master 1000.
const charge = split(10000, [percentage(0.7, A), fixed(2000, B)], 0.0299);

describe('a sequence of refunds', () => {
  it('divides each step knowing the ones before it, and adds them up party by party', () => {
    // 3000 proportional: exactly 2100, 600, 300; fee ⌊3000 × 299 / 10000⌋ = 89, to A who paid it.
    // 1000 from B: fee ⌊4000 × 299 / 10000⌋ − 89 = 30, still to A.
    // 6000 proportional, the rest: what each has left, 4900, 400, 700; fee 299 − 119 = 180.
    const result = _allocateRefundSequence(
      charge,
      [{ amount: 3000 }, { amount: 1000, mode: { from: B } }, { amount: 6000, mode: 'proportional' }],
      { fee: 'refund', locale: 'en' },
    );
    expect(result).toEqual({
      allocations: [
        refunded(
          3000,
          [
            [A, 2100, 89],
            [B, 600, 0],
          ],
          [300, 0],
        ),
        refunded(
          1000,
          [
            [A, 0, 30],
            [B, 1000, 0],
          ],
          [0, 0],
        ),
        refunded(
          6000,
          [
            [A, 4900, 180],
            [B, 400, 0],
          ],
          [700, 0],
        ),
      ],
      total: refunded(
        10000,
        [
          [A, 7000, 299],
          [B, 2000, 0],
        ],
        [1000, 0],
      ),
    });
  });

  it('adds up the fee the master account gets back when it paid the fee', () => {
    // A 7000, master 3000 and the fee of 299. Half: ⌊5000 × 299 / 10000⌋ = 149; the rest, 150.
    const masterPays = split(10000, [percentage(0.7, A)], 0.0299, { feeBearer: 'master' });
    const result = _allocateRefundSequence(masterPays, [{ amount: 5000 }, { amount: 5000 }], {
      fee: 'refund',
      locale: 'en',
    });
    expect(result).toEqual({
      allocations: [refunded(5000, [[A, 3500, 0]], [1500, 149]), refunded(5000, [[A, 3500, 0]], [1500, 150])],
      total: refunded(10000, [[A, 7000, 0]], [3000, 299]),
    });
  });

  it('keeps the fee by default: no step gives any back', () => {
    const result = _allocateRefundSequence(charge, [{ amount: 10000 }], { locale: 'en' });
    expect(result).toEqual({
      allocations: [
        refunded(
          10000,
          [
            [A, 7000, 0],
            [B, 2000, 0],
          ],
          [1000, 0],
        ),
      ],
      total: refunded(
        10000,
        [
          [A, 7000, 0],
          [B, 2000, 0],
        ],
        [1000, 0],
      ),
    });
  });

  it('divides nothing for an empty sequence: no allocations, no total', () => {
    expect(_allocateRefundSequence(charge, [], { locale: 'en' })).toEqual({
      allocations: [],
      total: undefined,
    });
  });

  it('answers the failure of the first step that passes what the charge has left, in the locale asked', () => {
    // 6000 refunded leave 4000: a second refund of 5000 does not fit, and the third is never divided.
    const result = _allocateRefundSequence(charge, [{ amount: 6000 }, { amount: 5000 }, { amount: 1 }], {
      locale: 'pt-BR',
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
      // Intl writes a no-break space after R$ in pt-BR.
      message:
        'Um reembolso de R$\u00a050,00 é maior que os R$\u00a040,00 desta cobrança ainda não reembolsados.',
      hint: 'A refund of R$50.00 is more than the R$40.00 of this charge not yet refunded.',
    });
  });

  it('answers the failure of a chargeback from a recipient that has given back all its share', () => {
    const result = _allocateRefundSequence(
      charge,
      [
        { amount: 2000, mode: { from: B } },
        { amount: 1, mode: { from: B } },
      ],
      { locale: 'en' },
    );
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'REFUND_EXCEEDS_REMAINING',
      message: `Recipient ${B} has only R$0.00 of its share left to give back; R$0.01 were asked.`,
      hint: 'Recipient named in options.mode.from has only R$0.00 of its share left to give back; R$0.01 were asked.',
    });
  });
});
