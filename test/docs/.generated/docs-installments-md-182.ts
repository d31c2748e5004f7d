export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

__check(formatBRL(150000), 'R$\u00a01.500,00', "docs/installments.md:184");
__check(formatBRL(150000, { locale: 'en' }), 'R$1,500.00', "docs/installments.md:185");
__check(formatBRL(-50), '-R$\u00a00,50', "docs/installments.md:186");
__check(parseBRL('1.500,00'), { ok: true, value: 150000 }, "docs/installments.md:187");
__check(parseBRL('R$ 1.500'), { ok: true, value: 150000 }, "docs/installments.md:188");
__check(parseBRL('1500.5'), { ok: true, value: 150050 }, "docs/installments.md:189");
__check(parseBRL('1.500').ok, false, "docs/installments.md:190");
}
import { formatBRL, parseBRL } from 'file:///work/main/src/index.ts';
