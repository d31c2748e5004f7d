export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const request = {
  amount: 1990,
  currency: 'BRL',
  product_type: 'digital',
  customer: { name: 'Maria', email: 'maria@example.com', tax_id: '111.111.111-12', type: 'individual' },
  items: [{ name: 'E-book', quantity: 1, unit_price: 1990, tangible: false }],
  payment_method: 'pix',
};

const result = validateChargeRequest(request, { locale: 'pt-BR' });
const errors = issuesByField(result.ok ? [] : result.issues);
__check(errors['customer.tax_id']?.[0]?.message, 'Informe um CPF ou CNPJ válido.', "README.md:140");
__check(errors['customer.tax_id']?.[0]?.params.label, 'CPF ou CNPJ', "README.md:141");
__check(formatIssue(errors['customer.tax_id']![0]!), 'CPF ou CNPJ: informe um CPF ou CNPJ válido.', "README.md:142");

const own = validateChargeRequest(request, {
  locale: 'es',
  labels: { 'customer.tax_id': 'Documento' },
  messages: { 'customer.tax_id': { INVALID_VALUE: 'Revisa tu {label}.' } },
});
__check(own.ok === false && own.issues?.[0]?.message, 'Revisa tu Documento.', "README.md:149");
}
import { formatIssue, issuesByField, validateChargeRequest } from 'file:///work/main/src/index.ts';
