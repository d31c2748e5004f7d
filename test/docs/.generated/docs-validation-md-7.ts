export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const body = { amount: 1990, currency: 'BRL', payment_method: 'pix', payment_details: { instalments: 2 } };
const result = validateChargeRequest(body, { locale: 'pt-BR' });
__check(result.ok, false, "docs/validation.md:11");
__check(result.ok === false && result.status, 422, "docs/validation.md:12");
__check(result.ok === false && result.issues.map((issue) => `${issue.code} ${issue.path}`), ['REQUIRED product_type', 'REQUIRED customer', 'REQUIRED items', 'UNKNOWN_FIELD payment_details.instalments'], "docs/validation.md:13");
}
import { validateChargeRequest } from 'file:///work/main/src/index.ts';
