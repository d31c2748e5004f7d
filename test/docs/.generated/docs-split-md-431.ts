export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const split = computeSplit(10000, [{ recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299);
if (!split.ok) throw new Error(split.message);

const plan = planReceivables(split, { payment_method: 'credit_card', installments: 3, confirmedAt: new Date('2026-01-15T10:00:00-03:00') });
__check(plan.ok && plan.receivables.map((r) => [r.recipient_id, r.installment, r.amount, r.due_date]), [[A, 1, 2235, '2026-02-18'], [A, 2, 2233, '2026-03-16'], [A, 3, 2233, '2026-04-15'], [null, 1, 1000, '2026-02-18'], [null, 2, 1000, '2026-03-16'], [null, 3, 1000, '2026-04-15']], "docs/split.md:438");
}
import { computeSplit, planReceivables } from 'file:///work/main/src/index.ts';
