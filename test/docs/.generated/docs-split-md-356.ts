export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';
const split = computeSplit(10000, [
  { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.6 },
  { recipient_id: B, recipient_type: 'submerchant', type: 'fixed', amount: 3000 },
], { rate: 0.0299, fixed: 50 });
if (!split.ok) throw new Error(split.message);

const first = allocateRefund(split, 2500, { fee: 'refund' });
__check(first, { ok: true, amount: 2500, shares: [{ recipient_id: A, amount: 1500, fee_returned: 87 }, { recipient_id: B, amount: 750, fee_returned: 0 }], master: { amount: 250, fee_returned: 0 } }, "docs/split.md:367");
if (!first.ok) throw new Error(first.message);
const rest = allocateRefund(split, 7500, { fee: 'refund', previous: [first] });
__check(rest, { ok: true, amount: 7500, shares: [{ recipient_id: A, amount: 4500, fee_returned: 262 }, { recipient_id: B, amount: 2250, fee_returned: 0 }], master: { amount: 750, fee_returned: 0 } }, "docs/split.md:370");
__check(allocateRefund(split, 1, { previous: [first, rest] }).ok, false, "docs/split.md:371");
}
import { allocateRefund, computeSplit } from 'file:///work/main/src/index.ts';
