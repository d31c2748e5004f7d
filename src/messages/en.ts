import type { MessageKey } from './keys.js';

/** English messages. Each says what is wrong and how to fix it. */
export const en: Readonly<Record<MessageKey, string>> = {
  REQUIRED: '{field} is required.',
  'REQUIRED.card_data':
    '{field} is required: send the card fields, or payment_details.token instead of them.',
  'REQUIRED.non_empty': '{field} must have at least one entry.',
  INVALID_TYPE: '{field} must be {expected}.',
  'INVALID_TYPE.integer': '{field} must be a whole number of centavos (an integer), like 1990 for R$ 19,90.',
  'INVALID_TYPE.unreadable': '{field} could not be read: send plain JSON data.',
  INVALID_VALUE: '{field} has a value that is not allowed.',
  'INVALID_VALUE.enum': '{field} must be one of: {values}.',
  'INVALID_VALUE.email': '{field} must be an e-mail address, like name@example.com.',
  'INVALID_VALUE.phone':
    '{field} must be a phone number with area code: 8 to 15 digits, optionally with +, spaces, dashes or parentheses.',
  'INVALID_VALUE.uuid': '{field} must be a UUID, like 3f2504e0-4f89-41d3-9a0c-0305e82c3301.',
  'INVALID_VALUE.date': '{field} must be a calendar date written YYYY-MM-DD, like 2026-12-31.',
  'INVALID_VALUE.currency': '{field} must be one of the accepted currency codes: {values}.',
  'INVALID_VALUE.currency_brl': '{field} must be BRL: PIX and boleto charges are in reais only.',
  'INVALID_VALUE.country': '{field} must be an ISO 3166-1 alpha-2 country code, like BR or US.',
  'INVALID_VALUE.uf': '{field} must be a Brazilian state (UF) with 2 letters, like SP or RJ.',
  'INVALID_VALUE.cep': '{field} must be a CEP with 8 digits, like 01310-100 or 01310100.',
  'INVALID_VALUE.br_tax_id':
    '{field} must be a valid CPF (11 digits) or CNPJ (14 characters); check the digits.',
  'INVALID_VALUE.cpf_for_individual': '{field} must be a CPF when customer.type is individual.',
  'INVALID_VALUE.cnpj_for_company': '{field} must be a CNPJ when customer.type is company.',
  'INVALID_VALUE.card_number':
    '{field} must be a card number with 12 to 19 digits that passes the Luhn check.',
  'INVALID_VALUE.card_month': '{field} must be a month with two digits, from 01 to 12.',
  'INVALID_VALUE.card_year': '{field} must be a year with four digits, like 2030.',
  'INVALID_VALUE.cvv': '{field} must be the 3-digit security code.',
  'INVALID_VALUE.cvv_amex': '{field} must be the 4-digit security code printed on American Express cards.',
  'INVALID_VALUE.birthdate_future': '{field} must not be a date in the future.',
  'INVALID_VALUE.metadata_value':
    '{field} must be a string (up to {max} characters), a finite number, a boolean, null, an object or an array.',
  'INVALID_VALUE.rounding': '{field} must be half-even or half-up.',
  'INVALID_VALUE.mdr':
    '{field} must be a rate in [0, 1) such as 0.0299, or { rate, fixed } with fixed in whole centavos.',
  'INVALID_VALUE.metadata_key':
    '{field} uses a reserved key (__proto__, constructor or prototype); rename it.',
  OUT_OF_RANGE: '{field} must be between {min} and {max}.',
  'OUT_OF_RANGE.percentage':
    '{field} must be a fraction greater than 0 and at most 1: percentage amounts are fractions, 0.10 means 10%.',
  'OUT_OF_RANGE.split_fixed': '{field} must be a whole number of centavos greater than 0 (a fixed share).',
  'OUT_OF_RANGE.hosted_debit_installments':
    '{field} must be 1: debit cards are charged in a single installment.',
  TOO_LONG: '{field} must have at most {max} characters.',
  'TOO_LONG.metadata_key': '{field} has a key longer than {max} characters.',
  FORBIDDEN_FIELD: '{field} does not apply to this payment method; remove it.',
  'FORBIDDEN_FIELD.hosted':
    '{field} must not be sent with card_flow=hosted: the buyer types the card on the hosted checkout. Send only installments.',
  'FORBIDDEN_FIELD.card_flow': '{field} applies only to credit_card and debit_card; remove it.',
  UNKNOWN_FIELD: '{field} is not a field of the charge request; remove it.',
  'UNKNOWN_FIELD.hint': '{field} is not a field of the charge request. Did you mean {hint}?',
  EXPIRED: '{field} is in the past.',
  'EXPIRED.card': 'The card has expired: check {field}.',
  'EXPIRED.due_date': '{field} is before today (Brasília time); use today or a later date.',
  TOO_MANY: '{field} has more than {max} entries.',
  'TOO_MANY.metadata_depth': '{field} nests objects deeper than {max} levels.',
  'TOO_MANY.metadata_entries': '{field} has more than {max} entries in all.',
  SPLIT_AMOUNT_EXCEEDS_TOTAL:
    'The split shares add up to {total} centavos, more than the charge amount of {amount}. Adjust the split values.',
  NEGATIVE_NET_AMOUNT_AFTER_FEES:
    'The first recipient receives {gross} centavos, less than the fee of {fee}. Reduce the other splits or raise the charge amount.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
    'The fee of {fee} centavos is larger than the charge amount of {amount}. Raise the charge amount.',
  PAYMENT_METHOD_NOT_ENABLED: '{method} is not enabled for this merchant. Use one of: {values}.',
  'PAYMENT_METHOD_NOT_ENABLED.none':
    '{method} is not enabled for this merchant, and this merchant has no payment method enabled.',
  CARD_FLOW_NOT_SUPPORTED:
    'card_flow=hosted cannot be served: {method} is collected by the merchant checkout (transparent flow). Remove card_flow and send the card data.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    '{method} runs through a provider-hosted checkout: send card_flow=hosted without card fields and redirect the buyer to payment_fields.redirect_url.',
  INVALID_INPUT: 'The input is not valid: {detail}',
  INVALID_MERCHANT:
    'The merchant configuration is not valid: methods must be an array of { type } entries, card types with card_flow hosted or transparent, each type once.',
  INVALID_PROVIDER_RESPONSE: 'The payment provider answered with an invalid value in {field}.',
  MISSING_CREDENTIALS: 'Send the Authorization header: Basic base64(public_key + ":").',
  MALFORMED_CREDENTIALS:
    'The Authorization header must be Basic followed by base64 of your public key and a colon, with an empty password.',
  NOT_A_PUBLIC_KEY: 'This route accepts only a public key (pk_...).',
  SECRET_KEY_NOT_ALLOWED:
    'A secret key was sent to a browser route. Revoke that secret key now and create a new one; use the public key (pk_...) in browsers.',
  'TITLE.validation': 'The charge request is not valid',
  'TITLE.split': 'The split cannot be applied',
  'TITLE.card_flow': 'The payment method cannot be served',
  'TITLE.auth': 'Not authorized',
  'TITLE.internal': 'Internal error',
  'DETAIL.internal':
    'The request could not be completed because of an error on our side. Try again later; if it keeps happening, contact support.',
  'DETAIL.validation': '{count} problem(s) found in the charge request; see errors.',
  'TYPE.string': 'a string',
  'TYPE.integer': 'an integer',
  'TYPE.number': 'a number',
  'TYPE.boolean': 'true or false',
  'TYPE.object': 'an object',
  'TYPE.array': 'an array',
};
