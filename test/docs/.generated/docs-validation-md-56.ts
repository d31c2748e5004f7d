export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const pix: ChargeRequestInput = {
  amount: 5000,
  currency: 'BRL',
  product_type: 'digital',
  customer: { name: 'Maria da Silva', email: 'maria@example.com.br', tax_id: '529.982.247-25', type: 'individual' },
  items: [{ name: 'Assinatura mensal', quantity: 1, unit_price: 5000, tangible: false }],
  payment_method: 'pix',
  payment_details: { expires_in_seconds: 3600 },
};
const result = validateChargeRequest(pix);
__check(result.ok && result.value.payment_method === 'pix' && result.value.payment_details?.expires_in_seconds, 3600, "docs/validation.md:68");
__check(result.ok && result.value.customer.tax_id, '52998224725', "docs/validation.md:69");
}
import { type ChargeRequestInput, validateChargeRequest } from 'file:///work/main/src/index.ts';
