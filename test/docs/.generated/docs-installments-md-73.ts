export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const quote = quoteInstallments(10000, {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRate: '0.0199',
  method: 'simple',
});

__check(quote.ok && quote.offers[11]?.total, 12388, "docs/installments.md:82");
__check(quote.ok && quote.offers[11]?.cet_monthly, '0.03459906', "docs/installments.md:83");
}
import { quoteInstallments } from 'file:///work/main/src/index.ts';
