export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';
const rules = [
  { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.6 },
  { recipient_id: B, recipient_type: 'submerchant', type: 'fixed', amount: 3000 },
] as const;
const mdr = { rate: 0.0299, fixed: 50 };
const fees = (options = {}) => {
  const result = computeSplit(10000, rules, mdr, options);
  return result.ok ? [...result.shares.map((share) => share.fee), result.fee - result.shares.reduce((sum, share) => sum + share.fee, 0)] : result.code;
};
__check(fees(), [349, 0, 0], "docs/split.md:312");
__check(fees({ feeBearer: 'proportional' }), [233, 116, 0], "docs/split.md:313");
__check(fees({ feeBearer: { recipient_id: B } }), [0, 349, 0], "docs/split.md:314");
__check(fees({ feeBearer: 'master' }), [0, 0, 349], "docs/split.md:315");
__check(computeSplit(10000, rules, { fixed: 1001 }, { feeBearer: 'master' }).ok, false, "docs/split.md:316");
}
import { computeSplit } from 'file:///work/main/src/index.ts';
