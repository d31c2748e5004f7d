export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const result = computeSplit(10000, [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299);
__check(result, { ok: true, amount: 10000, fee: 299, unallocated: 3000, shares: [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', cross_company: false, gross: 7000, fee: 299, net: 6701 }] }, "docs/split.md:13");
}
import { computeSplit } from 'file:///work/main/src/index.ts';
