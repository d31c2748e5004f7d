import { describe, expect, it, vi } from 'vitest';
import { createColors } from '../../src/cli/color.js';
import { createPrinter } from '../../src/cli/output.js';
import { runProgram } from '../../src/cli/program.js';
import { allocateRefundReads as reads, resetAllocateRefundReads } from '../support/count-previous.js';

// allocateRefund reads every entry of `previous` (one pass over each), so the work of a run of
// `refund --after` is the number of earlier allocations handed to it, added up over its calls.
vi.mock('../../src/split/allocate-refund.js', async (importOriginal) =>
  (await import('../support/count-previous.js')).countingAllocateRefund(importOriginal),
);

const RULES = JSON.stringify([
  {
    recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    recipient_type: 'merchant',
    type: 'percentage',
    amount: 0.8,
  },
]);

/** Runs `charge-rules refund` in this process after `count` earlier refunds of 1 centavo. */
async function refundAfter(count: number): Promise<{ status: number; printed: string }> {
  resetAllocateRefundReads();
  let printed = '';
  const sink = { write: (text: string) => (printed += text) };
  const context = {
    out: createPrinter(sink, createColors(false)),
    err: createPrinter(sink, createColors(false)),
    stdin: {
      isTTY: false,
      async *[Symbol.asyncIterator]() {
        yield RULES;
      },
    },
  };
  const after = new Array<string>(count).fill('1').join(',');
  const args = ['refund', '--amount', '100000', '--refund', '500', '--after', after, '--json', '-'];
  const status = await runProgram(args, context);
  return { status, printed };
}

describe('charge-rules refund --after', () => {
  it('hands allocateRefund one earlier allocation per call, so n earlier refunds cost n calls, not n²/2 reads', async () => {
    const { status, printed } = await refundAfter(2000);
    expect(status).toBe(0);
    // 2 000 centavos taken before at 80/20: the next 500 split 400/100 whatever the path.
    expect(JSON.parse(printed)).toMatchObject({ amount: 500, master: { amount: 100 } });
    expect(reads.calls).toBe(2001);
    expect(reads.previous).toBeLessThanOrEqual(2000);
  });
});
