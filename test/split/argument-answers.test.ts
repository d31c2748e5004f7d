// The whole answers of the split's argument readers where a caller is told what to fix: the refund
// amount left out, a fee bearer beside rules that fail, a fee bearer naming no rule's recipient,
// options that are not an object, and a fee no rule's share can carry. The texts are the English
// catalogue's, written out here.
import { describe, expect, it } from 'vitest';
import { allocateRefund } from '../../src/split/allocate-refund.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { A, B, percentage, split } from './fixtures.js';

describe('the split arguments, answered whole', () => {
  it('asks for the refund amount when allocateRefund is given none', () => {
    const charge = split(10_000, [percentage(0.6, A)], 0);
    expect(allocateRefund(charge, undefined as never)).toStrictEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'The input is not valid: Amount: this field is required.',
      hint: 'Fields to fix: amount. Each issue has a hint of its own.',
      issues: [
        {
          code: 'REQUIRED',
          path: 'amount',
          pointer: '/amount',
          message: 'This field is required.',
          hint: 'amount: This field is required.',
          params: { label: 'Amount' },
        },
      ],
    });
  });

  it('answers a bad rule as the buyer’s input even beside a fee bearer it cannot check against the rules', () => {
    // The rules failed, so there are no recipients to look the fee bearer up in: no 500 for it.
    const result = computeSplit(100, [{ ...percentage(0.5, A), amount: 2 }], 0, {
      feeBearer: { recipient_id: A },
    });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(result.ok ? [] : result.issues?.map(({ code, path }) => `${code} ${path}`)).toEqual([
      'OUT_OF_RANGE split.0.amount',
    ]);
  });

  it('refuses a fee bearer that names no rule’s recipient as a 500 INVALID_VALUE at its recipient_id', () => {
    expect(computeSplit(100, [percentage(0.5, A)], 0, { feeBearer: { recipient_id: B } })).toStrictEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message:
        'The MDR or the options given to the split are not valid: options.feeBearer.recipient_id: name the recipient of one of the split rules.',
      hint: 'Fields to fix: options.feeBearer.recipient_id. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'options.feeBearer.recipient_id',
          pointer: '/options/feeBearer/recipient_id',
          message: 'Name the recipient of one of the split rules.',
          hint: 'options.feeBearer.recipient_id: Name the recipient of one of the split rules.',
          params: { label: 'options.feeBearer.recipient_id' },
        },
      ],
    });
  });

  it('says options that are not an object must be an object, in the message, the hint and the params', () => {
    expect(computeSplit(100, [], 0, 'x' as never)).toStrictEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message:
        'The MDR or the options given to the split are not valid: options: this field must be an object.',
      hint: 'Fields to fix: options. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_TYPE',
          path: 'options',
          pointer: '/options',
          message: 'This field must be an object.',
          hint: 'options: This field must be an object.',
          params: { expected: 'an object', label: 'options' },
        },
      ],
    });
  });

  /** The 500 of one option the split cannot use, as the English catalogue and hints write it. */
  const badOption = (path: string, code: string, message: string, hint: string) => ({
    ok: false,
    status: 500,
    code: 'INVALID_CONFIGURATION',
    message: `The MDR or the options given to the split are not valid: ${path}: ${message[0]?.toLowerCase()}${message.slice(1)}`,
    hint: `Fields to fix: ${path}. Each issue has a hint of its own.`,
    issues: [
      { code, path, pointer: `/${path.replaceAll('.', '/')}`, message, hint, params: { label: path } },
    ],
  });
  const UNREADABLE = 'This could not be read. Please try again.';
  const unreadableHint = (path: string) =>
    `${path} could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.`;

  it('says options it cannot read at all (a revoked Proxy) could not be read, not that they are no object', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(computeSplit(100, [percentage(0.5, A)], 0, proxy as never)).toStrictEqual(
      badOption('options', 'INVALID_TYPE', UNREADABLE, unreadableHint('options')),
    );
  });

  it('says a maxAmount whose getter throws could not be read, not that it is out of range', () => {
    const options = {
      get maxAmount(): number {
        throw new Error('no');
      },
    };
    expect(computeSplit(100, [percentage(0.5, A)], 0, options)).toStrictEqual(
      badOption('options.maxAmount', 'INVALID_TYPE', UNREADABLE, unreadableHint('options.maxAmount')),
    );
  });

  it('refuses a fee bearer that is a list, even one carrying a recipient_id key of its own', () => {
    const feeBearer = Object.assign([], { recipient_id: A });
    const words = "Use 'first', 'proportional', 'master' or { recipient_id }.";
    expect(computeSplit(100, [percentage(0.5, A)], 0, { feeBearer } as never)).toStrictEqual(
      badOption('options.feeBearer', 'INVALID_VALUE', words, `options.feeBearer: ${words}`),
    );
  });

  it('names no recipient when the fee is more than a charge without rules: the answer has no recipient_id key', () => {
    expect(computeSplit(100, [], { rate: 0, fixed: 200 })).toStrictEqual({
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message: 'The fee of R$2.00 is more than the charge amount of R$1.00.',
      hint: 'split: The fee of R$2.00 is more than the charge amount of R$1.00.',
      amount: 100,
      gross: 100,
      fee: '200',
    });
  });
});

describe('the rules converted to columns', () => {
  it('computes a share past 2^53 centavo-units exactly when a later rule has a smaller numerator', () => {
    // 1,500,000,001 × 0.499999999 = 749,999,998.999999999 (exact decimal arithmetic, by hand): floor
    // 749,999,998, remainder .999999999; × 0.5 = 750,000,000.5. Together 1,499,999,999.499999999,
    // rounded 1,499,999,999: the one centavo past the floors goes to the larger remainder, the first
    // rule's. The first product, 749,999,998,999,999,999, is no double (the nearest is
    // 749,999,999,000,000,000): it must be computed exactly, though the last rule's numerator is 5.
    const result = computeSplit(1_500_000_001, [percentage(0.499999999, A), percentage(0.5, B)], 0);
    expect(result).toMatchObject({
      ok: true,
      unallocated: 2,
      shares: [
        { recipient_id: A, gross: 749_999_999 },
        { recipient_id: B, gross: 750_000_000 },
      ],
    });
  });
});
