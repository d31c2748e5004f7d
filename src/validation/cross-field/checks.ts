import { countryIsBrazil } from '../../rules/conditions.js';
import { _decide } from '../decide.js';
import { _cvvLength, detectCardBrand } from '../formats/card.js';
import { _brazilianTaxIdKind } from '../formats/tax-id.js';
import type { CrossFieldCheck } from './check.js';
import { merchantServesRequest, splitWithinAmount } from './delegated.js';
import { dueTermsApply } from './due-terms.js';
import { installmentsOffered } from './installments.js';
import { recurrenceTermsApply } from './recurrence-terms.js';

const brazilianBuyer = countryIsBrazil('billing_address');

/** `type: individual` needs a CPF, `company` a CNPJ, for Brazilian buyers. */
export const taxIdMatchesCustomerType: CrossFieldCheck = {
  requires: ['customer.type', 'customer.tax_id'],
  alsoReads: ['billing_address'],
  run(read, _scope, facts) {
    if (_decide(brazilianBuyer, facts) !== true) return undefined;
    const kind = _brazilianTaxIdKind(read('customer.tax_id') as string);
    const type = read('customer.type');
    if (type === 'individual' && kind === 'cnpj')
      return { key: 'INVALID_VALUE.cpf_for_individual', path: 'customer.tax_id' };
    if (type === 'company' && kind === 'cpf')
      return { key: 'INVALID_VALUE.cnpj_for_company', path: 'customer.tax_id' };
    return undefined;
  },
};

/** American Express prints a 4-digit CVV, every other brand 3. */
export const cvvMatchesBrand: CrossFieldCheck = {
  requires: ['payment_details.number', 'payment_details.cvv'],
  run(read) {
    const brand = detectCardBrand(read('payment_details.number') as string);
    const length = _cvvLength(brand);
    if ((read('payment_details.cvv') as string).length === length) return undefined;
    return {
      key: length === 4 ? 'INVALID_VALUE.cvv_amex' : 'INVALID_VALUE.cvv',
      path: 'payment_details.cvv',
    };
  },
};

/** The currency is one the host accepts (the rules table adds: PIX and boleto in reais only). */
export const currencyAccepted: CrossFieldCheck = {
  requires: ['currency'],
  run(read, scope) {
    const currency = read('currency') as string;
    return scope.currencies.includes(currency)
      ? undefined
      : { key: 'INVALID_VALUE.currency', path: 'currency', params: { values: scope.currencies.join(', ') } };
  },
};

/**
 * The rules over several fields or over the options that the rules table cannot state as data, in
 * the order their issues are reported (after the table's own value and date checks).
 */
export const CROSS_FIELD_CHECKS: readonly CrossFieldCheck[] = [
  currencyAccepted,
  taxIdMatchesCustomerType,
  cvvMatchesBrand,
  installmentsOffered,
  dueTermsApply,
  recurrenceTermsApply,
  splitWithinAmount,
  merchantServesRequest,
];
