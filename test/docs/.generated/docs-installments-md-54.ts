export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const quote = quoteInstallments(2000, {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRate: '0.0199',
  minInstallmentAmount: 500,
});

__check(quote.ok && quote.offers.map((offer) => offer.installments), [1, 2, 3, 4], "docs/installments.md:63");
__check(quoteInstallments(300, { maxInstallments: 12, interestFreeUpTo: 12, minInstallmentAmount: 500 }).ok, true, "docs/installments.md:64");
}
import { quoteInstallments } from 'file:///work/main/src/index.ts';
