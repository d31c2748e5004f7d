export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const policy = { maxInstallments: 12, interestFreeUpTo: 3, monthlyRate: '0.0199', minInstallmentAmount: 500 };
const request = {
  amount: 2000,
  currency: 'BRL',
  product_type: 'digital',
  customer: { name: 'Maria da Silva', email: 'maria@example.com', type: 'individual', tax_id: '52998224725' },
  items: [{ name: 'Curso', quantity: 1, unit_price: 2000, tangible: false }],
  payment_method: 'credit_card',
  card_flow: 'hosted',
  payment_details: { installments: 6 },
  billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', city: 'São Paulo', state: 'SP', zip_code: '01310-100', country: 'BR' },
};

const result = validateChargeRequest(request, { installmentPolicy: policy });
__check(result.ok, false, "docs/installments.md:172");
__check(!result.ok && result.issues.map((issue) => [issue.code, issue.path]), [['INSTALLMENTS_NOT_OFFERED', 'payment_details.installments']], "docs/installments.md:173");
}
import { validateChargeRequest } from 'file:///work/main/src/index.ts';
