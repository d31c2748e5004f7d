export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const body = {
  amount: 10000,
  currency: 'BRL',
  product_type: 'digital',
  customer: { name: 'Maria da Silva', email: 'maria@example.com', tax_id: '529.982.247-25', type: 'individual' },
  items: [{ name: 'Curso online', quantity: 1, unit_price: 10000, tangible: false }],
  payment_method: 'pix',
  split: [
    { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'percentage', amount: 0.7 },
    { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'fixed', amount: 1500 },
  ],
};

// With the host's MDR, the valid answer carries the split it computed (with `merchant`, the card flow).
const result = validateChargeRequest(body, { locale: 'pt-BR', mdr: { rate: 0.0299, fixed: 39 } });
__check(result.ok, true, "README.md:74");
__check(result.ok && result.value.customer.tax_id, '52998224725', "README.md:75");
__check(result.ok && result.split?.shares.map((share) => [share.gross, share.fee, share.net]), [[7000, 338, 6662], [1500, 0, 1500]], "README.md:76");
__check(result.ok && result.split?.unallocated, 1500, "README.md:77");

const invalid = validateChargeRequest({ ...body, amount: 0 }, { locale: 'pt-BR' });
__check(invalid.ok === false && [invalid.status, invalid.code], [422, 'VALIDATION_FAILED'], "README.md:80");
__check(invalid.ok === false && invalid.issues?.[0]?.pointer, '/amount', "README.md:81");
__check(invalid.ok === false && invalid.issues?.[0]?.message, 'Informe um valor de pelo menos R$\u00a00,01.', "README.md:82");
__check(invalid.ok === false && toProblemDetails(invalid).status, 422, "README.md:83");

// A bad option is the host's fault: a 500, not an issue of the request.
const misconfigured = validateChargeRequest(body, { mdr: { rate: 2.99 } });
__check(misconfigured.ok === false && [misconfigured.status, misconfigured.code], [500, 'INVALID_CONFIGURATION'], "README.md:87");
}
import { toProblemDetails, validateChargeRequest } from 'file:///work/main/src/index.ts';
