export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

// The merchant's methods, as GET /v1/public/payment-methods returns them in data.
const merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] } as const;

__check(decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' }, merchant), { ok: true, flow: 'hosted', collects_card_fields: false }, "README.md:160");
__check(resolveRequiredFields('BR', { payment_method: 'credit_card', card_flow: 'hosted' }).forbidden.includes('payment_details.number'), true, "README.md:161");
__check(resolveRequiredFields('us', { payment_method: 'pix' }).required.includes('customer.tax_id'), false, "README.md:162");
}
import { decideCardFlow, resolveRequiredFields } from 'file:///work/main/src/index.ts';
