export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const quote = quoteInstallments(10000, { maxInstallments: 12, interestFreeUpTo: 3, monthlyRate: '0.0199' });

__check(quote.ok, true, "docs/installments.md:18");
__check(quote.ok && quote.offers.length, 12, "docs/installments.md:19");
__check(quote.ok && quote.offers[2], { installments: 3, installment_amount: 3333, first_installment_amount: 3334, total: 10000, interest: 0, interest_free: true, cet_monthly: '0', cet_yearly: '0' }, "docs/installments.md:20");
__check(quote.ok && quote.offers[11], { installments: 12, installment_amount: 945, first_installment_amount: 945, total: 11340, interest: 1340, interest_free: false, cet_monthly: '0.0198973589', cet_yearly: '0.2667111863' }, "docs/installments.md:21");
}
import { quoteInstallments } from 'file:///work/main/src/index.ts';
