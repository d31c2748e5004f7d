import { countryIsBrazil, evaluate } from '../../rules/conditions.js';
import { _brasiliaToday } from '../formats/calendar.js';
import { _cvvLength, _stripCardSpaces, detectCardBrand } from '../formats/card.js';
import { _brazilianTaxIdKind } from '../formats/tax-id.js';
import type { CrossFieldCheck } from './check.js';
import { merchantServesRequest, splitWithinAmount } from './delegated.js';
import { installmentsOffered } from './installments.js';

const brazilianBuyer = countryIsBrazil('billing_address');

/** `type: individual` needs a CPF, `company` a CNPJ, for Brazilian buyers. */
const taxIdMatchesCustomerType: CrossFieldCheck = {
  summary: 'A Brazilian buyer of type individual has a CPF; company, a CNPJ.',
  reports: 'INVALID_VALUE at customer.tax_id',
  requires: ['customer.type', 'customer.tax_id'],
  alsoReads: ['billing_address'],
  run(read) {
    const country = read('billing_address.country');
    if (
      evaluate(brazilianBuyer, { 'billing_address.country': String(country ?? 'BR').toUpperCase() }) !== true
    ) {
      return undefined;
    }
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
const cvvMatchesBrand: CrossFieldCheck = {
  summary:
    'The CVV has 4 digits on American Express cards and 3 on every other brand (Elo and Hipercard included).',
  reports: 'INVALID_VALUE at payment_details.cvv',
  requires: ['payment_details.number', 'payment_details.cvv'],
  run(read) {
    const brand = detectCardBrand(_stripCardSpaces(read('payment_details.number') as string));
    const length = _cvvLength(brand);
    if ((read('payment_details.cvv') as string).length === length) return undefined;
    return {
      key: length === 4 ? 'INVALID_VALUE.cvv_amex' : 'INVALID_VALUE.cvv',
      path: 'payment_details.cvv',
    };
  },
};

/** A card is valid through the last day of its expiry month, in Brasília time. */
const cardNotExpired: CrossFieldCheck = {
  summary: 'The card is valid through the last day of its expiry month, in Brasília time.',
  reports: 'EXPIRED at payment_details.expiration_year or expiration_month',
  requires: ['payment_details.expiration_month', 'payment_details.expiration_year'],
  run(read, scope) {
    const today = _brasiliaToday(scope.now);
    const year = read('payment_details.expiration_year') as string;
    const month = read('payment_details.expiration_month') as string;
    if (year < today.slice(0, 4)) return { key: 'EXPIRED.card', path: 'payment_details.expiration_year' };
    if (year === today.slice(0, 4) && month < today.slice(5, 7)) {
      return { key: 'EXPIRED.card', path: 'payment_details.expiration_month' };
    }
    return undefined;
  },
};

/** A boleto may fall due today or later, never before (Brasília). */
const dueDateNotPast: CrossFieldCheck = {
  summary: 'The boleto due date is today or later, in Brasília time.',
  reports: 'EXPIRED at payment_details.due_date',
  requires: ['payment_details.due_date'],
  run(read, scope) {
    return (read('payment_details.due_date') as string) < _brasiliaToday(scope.now)
      ? { key: 'EXPIRED.due_date', path: 'payment_details.due_date' }
      : undefined;
  },
};

/** Nobody is born tomorrow. */
const birthdateNotFuture: CrossFieldCheck = {
  summary: 'The birthdate is not after today.',
  reports: 'INVALID_VALUE at customer.birthdate',
  requires: ['customer.birthdate'],
  run(read, scope) {
    return (read('customer.birthdate') as string) > _brasiliaToday(scope.now)
      ? { key: 'INVALID_VALUE.birthdate_future', path: 'customer.birthdate' }
      : undefined;
  },
};

/** The currency is one the host accepts; PIX and boleto exist in reais only. */
const currencyAccepted: CrossFieldCheck = {
  summary: 'The currency is one of options.currencies (default BRL); PIX and boleto need BRL.',
  reports: 'INVALID_VALUE at currency',
  requires: ['currency'],
  alsoReads: ['payment_method'],
  run(read, scope) {
    const currency = read('currency') as string;
    if (!scope.currencies.includes(currency)) {
      return {
        key: 'INVALID_VALUE.currency',
        path: 'currency',
        params: { values: scope.currencies.join(', ') },
      };
    }
    const method = read('payment_method');
    return currency !== 'BRL' && (method === 'pix' || method === 'boleto')
      ? { key: 'INVALID_VALUE.currency_brl', path: 'currency' }
      : undefined;
  },
};

/** A hosted debit charge accepts installments, and only the value 1. */
const hostedDebitSingleInstallment: CrossFieldCheck = {
  summary: 'A hosted debit charge has installments = 1.',
  reports: 'OUT_OF_RANGE at payment_details.installments',
  requires: ['payment_method', 'card_flow', 'payment_details.installments'],
  run(read) {
    const hostedDebit = read('payment_method') === 'debit_card' && read('card_flow') === 'hosted';
    return hostedDebit && read('payment_details.installments') !== 1
      ? { key: 'OUT_OF_RANGE.hosted_debit_installments', path: 'payment_details.installments' }
      : undefined;
  },
};

/** The rules over several fields or over the clock, in the order their issues are reported. */
export const CROSS_FIELD_CHECKS: readonly CrossFieldCheck[] = [
  currencyAccepted,
  taxIdMatchesCustomerType,
  birthdateNotFuture,
  cardNotExpired,
  cvvMatchesBrand,
  hostedDebitSingleInstallment,
  installmentsOffered,
  dueDateNotPast,
  splitWithinAmount,
  merchantServesRequest,
];
