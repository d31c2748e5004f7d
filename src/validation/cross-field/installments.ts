import type { QuoteInstallmentsOptions } from '../../installments/quote-installments.js';
import { quoteInstallments } from '../../installments/quote-installments.js';
import { formatInstallmentsMessage } from '../../messages/installments.js';
import type { CrossFieldCheck } from './check.js';

const PATH = 'payment_details.installments';

/**
 * With `options.installmentPolicy`, a credit card charge runs only in an installment count the
 * checkout could have offered for its amount, decided by quoteInstallments (one implementation). A
 * policy that is not valid offers nothing: validation fails closed rather than let a charge through.
 */
export const installmentsOffered: CrossFieldCheck = {
  summary:
    'With options.installmentPolicy, a credit card charge uses an installment count offered for its amount.',
  reports: 'INSTALLMENTS_NOT_OFFERED at payment_details.installments',
  requires: ['amount', 'payment_method', PATH],
  run(read, scope) {
    if (scope.installmentPolicy === undefined || read('payment_method') !== 'credit_card') return undefined;
    const quote = quoteInstallments(read('amount') as number, {
      ...(scope.installmentPolicy as QuoteInstallmentsOptions),
      locale: scope.locale,
    });
    if (!quote.ok) {
      return {
        key: 'INSTALLMENTS_NOT_OFFERED',
        path: PATH,
        message: formatInstallmentsMessage(scope.locale, 'INSTALLMENTS_NOT_OFFERED.invalid_policy', {
          field: PATH,
        }),
      };
    }
    const installments = read(PATH);
    if (quote.offers.some((offer) => offer.installments === installments)) return undefined;
    const values = quote.offers.map((offer) => offer.installments).join(', ');
    return {
      key: 'INSTALLMENTS_NOT_OFFERED',
      path: PATH,
      message: formatInstallmentsMessage(scope.locale, 'INSTALLMENTS_NOT_OFFERED', { field: PATH, values }),
    };
  },
};
