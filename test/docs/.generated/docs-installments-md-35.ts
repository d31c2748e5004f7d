export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const quote = quoteInstallments(11500, {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRate: '0.0199',
  interestFreeAmount: 1500,
});

__check(quote.ok && quote.offers[11], { installments: 12, installment_amount: 1070, first_installment_amount: 1070, total: 12840, interest: 1340, interest_free: false, cet_monthly: '0.0173779183', cet_yearly: '0.2296674777' }, "docs/installments.md:44");
}
import { quoteInstallments } from 'file:///work/main/src/index.ts';
