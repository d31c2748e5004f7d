import { _planOffers } from '../../installments/plan-offers.js';
import { _readQuoteOptions } from '../../installments/read-quote-options.js';
import type { Issue } from '../../issues/issue.js';
import { _englishHint } from '../../messages/hints.js';
import { formatInstallmentPolicyMessage } from '../../messages/installment-policy.js';
import type { CrossFieldCheck } from './check.js';

const PATH = 'payment_details.installments';

/**
 * With `options.installmentPolicy`, a credit card charge runs only in an installment count the
 * checkout could have offered for its amount: the offers are planned by the code behind
 * quoteInstallments (one implementation), without the effective cost, which validation does not
 * need. A policy that is not valid offers nothing: validation fails closed.
 */
export const installmentsOffered: CrossFieldCheck = {
  requires: ['amount', 'payment_method', PATH],
  run(read, scope) {
    if (scope.installmentPolicy === undefined || read('payment_method') !== 'credit_card') return undefined;
    const amount = read('amount') as number;
    const config = _readQuoteOptions(scope.installmentPolicy, amount, scope.locale, [] as Issue[], undefined);
    if (config === undefined) {
      return {
        key: 'INSTALLMENTS_NOT_OFFERED',
        path: PATH,
        message: formatInstallmentPolicyMessage(scope.locale, 'INSTALLMENTS_NOT_OFFERED.invalid_policy'),
        hint: _englishHint(
          PATH,
          formatInstallmentPolicyMessage('en', 'INSTALLMENTS_NOT_OFFERED.invalid_policy'),
        ),
      };
    }
    const offered = _planOffers(amount, config).map((offer) => offer.installments);
    if (offered.includes(read(PATH) as number)) return undefined;
    const params = { values: offered.join(', ') };
    return {
      key: 'INSTALLMENTS_NOT_OFFERED',
      path: PATH,
      message: formatInstallmentPolicyMessage(scope.locale, 'INSTALLMENTS_NOT_OFFERED', params),
      hint: _englishHint(PATH, formatInstallmentPolicyMessage('en', 'INSTALLMENTS_NOT_OFFERED', params)),
      params,
    };
  },
};
