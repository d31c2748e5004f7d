export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';
const split = computeSplit(10000, [
  { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.6 },
  { recipient_id: B, recipient_type: 'submerchant', type: 'fixed', amount: 3000 },
], 0.0299);
if (!split.ok) throw new Error(split.message);

const chargeback = allocateRefund(split, 3000, { mode: { from: B } });
__check(chargeback, { ok: true, amount: 3000, shares: [{ recipient_id: A, amount: 0, fee_returned: 0 }, { recipient_id: B, amount: 3000, fee_returned: 0 }], master: { amount: 0, fee_returned: 0 } }, "docs/split.md:388");
if (!chargeback.ok) throw new Error(chargeback.message);
__check(allocateRefund(split, 1, { mode: { from: B }, previous: [chargeback] }).code, 'REFUND_EXCEEDS_REMAINING', "docs/split.md:390");
__check(allocateRefund(split, 7000, { previous: [chargeback] }).ok, true, "docs/split.md:391");
}
import { allocateRefund, computeSplit } from 'file:///work/main/src/index.ts';
