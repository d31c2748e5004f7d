/**
 * Every text of the library in English, one section per area. English is the reference locale: its
 * sections and keys are those every other locale must have (the registry, `index.ts`, checks it), and
 * the message keys of each area are its keys. Each section is an export of its own, so a bundle
 * carries only the sections of the areas it uses.
 */

/**
 * Validation issues and split errors (`issues.ts`). A message reads well next to its field: it
 * never names the field nor shows a path.
 */
export const issues = {
  REQUIRED: 'This field is required.',
  'REQUIRED.non_empty': 'Add at least one entry.',
  INVALID_TYPE: 'This field must be {expected}.',
  'INVALID_TYPE.integer': 'Enter a whole number.',
  'INVALID_TYPE.money': 'Enter a valid amount, in whole centavos.',
  'INVALID_TYPE.unreadable': 'This could not be read. Please try again.',
  INVALID_VALUE: 'This value is not allowed.',
  'INVALID_VALUE.enum': 'Choose one of: {values}.',
  'INVALID_VALUE.uuid': 'Enter a valid ID (a UUID).',
  'INVALID_VALUE.date': 'Enter a valid date, written YYYY-MM-DD.',
  'INVALID_VALUE.uf': 'Enter the state as two letters, like SP or RJ.',
  'INVALID_VALUE.rounding': 'Choose half-even or half-up.',
  'INVALID_VALUE.max_amount': 'Use a whole number of centavos from 1 to {max:number}.',
  OUT_OF_RANGE: 'Enter a number from {min:number} to {max:number}.',
  'OUT_OF_RANGE.money_min': 'Enter an amount of at least {min:money}.',
  'OUT_OF_RANGE.max': 'Enter a number of at most {max:number}.',
  'OUT_OF_RANGE.money_max': 'Enter an amount of at most {max:money}.',
  'OUT_OF_RANGE.percentage': 'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
  'OUT_OF_RANGE.split_fixed': 'Enter a whole number of centavos greater than 0.',
  TOO_LONG: 'Use at most {max:number} characters.',
  TOO_MANY: 'Use at most {max:number} entries.',
  SPLIT_AMOUNT_EXCEEDS_TOTAL:
    'The split shares add up to {total:money}, more than the charge amount of {amount:money}.',
  NEGATIVE_NET_AMOUNT_AFTER_FEES:
    'The first recipient receives {gross:money}, less than the fee of {fee:money}. Reduce the other shares or raise the amount.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
    'The fee of {fee:money} is more than the charge amount of {amount:money}.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
    'Recipient {recipient} receives {gross:money}, less than the fee of {fee:money} it pays.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional':
    'The recipients receive {gross:money} in all, less than the fee of {fee:money}.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.master':
    'The master account keeps {gross:money} unallocated, less than the fee of {fee:money} it pays.',
  INVALID_INPUT: 'The input is not valid: {detail}',
  'TYPE.string': 'text',
  'TYPE.integer': 'a whole number',
  'TYPE.number': 'a number',
  'TYPE.boolean': 'true or false',
  'TYPE.object': 'an object',
  'TYPE.array': 'a list',
} as const;

/**
 * The words of issues only a charge request's fields have (their formats, card data, metadata,
 * unknown and forbidden fields, dates): apart from `issues`, so that the readers of other
 * arguments (the split engine, the due-date terms, the installment quote) do not ship them.
 */
export const requestIssues = {
  'REQUIRED.card_data': 'Fill in the card details.',
  'INVALID_VALUE.email': 'Enter a valid e-mail address, like name@example.com.',
  'INVALID_VALUE.email_quoted': 'Remove the quotes before the @.',
  'INVALID_VALUE.email_ip_literal': 'Use an e-mail address that ends in a domain name, not an IP address.',
  'INVALID_VALUE.email_non_ascii':
    'Write the e-mail address without accents; a domain with accents goes in its xn-- form.',
  'INVALID_VALUE.email_length':
    'This e-mail address is too long: at most 64 characters before the @ and 63 between dots.',
  'INVALID_VALUE.phone':
    'Enter a phone number with area code, like +55 11 91234-5678: digits, with spaces, dashes, dots or parentheses between them.',
  'INVALID_VALUE.currency': 'Choose one of the accepted currencies: {values}.',
  'INVALID_VALUE.currency_brl': 'PIX and boleto are in reais only: use BRL.',
  'INVALID_VALUE.currency_code': 'Enter a currency code in capitals, like BRL.',
  'INVALID_VALUE.country': 'Enter the country as a two-letter code, like BR or US.',
  'INVALID_VALUE.cep': 'Enter a valid CEP with 8 digits, like 01310-100.',
  'INVALID_VALUE.cep_form':
    'Enter the CEP with its 8 digits, separated only by dots, a dash or spaces, like {forms}.',
  'INVALID_VALUE.br_tax_id_form':
    'Enter the CPF or CNPJ separated only by dots, dashes, slashes or spaces, like {forms}.',
  'INVALID_VALUE.card_number_form':
    'Enter the card digits together or in groups separated by spaces or hyphens, like {forms}.',
  'INVALID_VALUE.br_tax_id': 'Enter a valid CPF or CNPJ.',
  'INVALID_VALUE.cpf_for_individual': 'Enter a CPF: this customer is an individual.',
  'INVALID_VALUE.cnpj_for_company': 'Enter a CNPJ: this customer is a company.',
  'INVALID_VALUE.card_number': 'Enter a valid card number.',
  'INVALID_VALUE.card_month': 'Enter the month as two digits, from 01 to 12.',
  'INVALID_VALUE.card_year': 'Enter the year with four digits, like 2030.',
  'INVALID_VALUE.cvv': 'Enter the 3-digit security code.',
  'INVALID_VALUE.cvv_amex': 'Enter the 4-digit security code printed on the front of the card.',
  'INVALID_VALUE.birthdate_future': 'Enter a date that is not in the future.',
  'INVALID_VALUE.metadata_value':
    'Use text (up to {max:number} characters), a number, true or false, null, an object or a list.',
  'INVALID_VALUE.metadata_key': 'This key is reserved (__proto__, constructor or prototype): rename it.',
  'OUT_OF_RANGE.hosted_debit_installments': 'Debit cards are charged in a single installment: use 1.',
  'OUT_OF_RANGE.due_date': 'Choose a due date up to {latest:date}.',
  'OUT_OF_RANGE.card_expiry':
    'Check the expiry date printed on the card: the latest year accepted is {latest}.',
  'TOO_LONG.metadata_key': 'Use keys of at most {max:number} characters.',
  FORBIDDEN_FIELD: 'This field does not apply to this payment method; leave it out.',
  'FORBIDDEN_FIELD.hosted': 'Card details are typed on the payment page: they cannot be entered here.',
  'FORBIDDEN_FIELD.card_flow': 'This applies only to card payments; leave it out.',
  UNKNOWN_FIELD: 'This information cannot be used for this payment.',
  EXPIRED: 'This date has passed.',
  'EXPIRED.card': 'This card has expired.',
  'EXPIRED.due_date': 'Choose today or a later date.',
  'TOO_MANY.metadata_depth': 'Nest objects at most {max:number} levels deep.',
  'TOO_MANY.metadata_entries': 'Use at most {max:number} entries in all.',
  'TOO_MANY.unknown_fields':
    'More than {max:number} unknown fields were sent; only the first {max:number} are listed.',
} as const;

/** The card-flow decision and the public payment methods (`card-flow.ts`). */
export const cardFlow = {
  'METHOD.credit_card': 'credit card',
  'METHOD.debit_card': 'debit card',
  'METHOD.pix': 'PIX',
  'METHOD.boleto': 'boleto',
  'METHOD.unknown': 'the chosen method',
  PAYMENT_METHOD_NOT_ENABLED:
    'Paying by {method_name} is not available in this store. Choose one of: {names}.',
  'PAYMENT_METHOD_NOT_ENABLED.none':
    'Paying by {method_name} is not available in this store, which takes no payment method yet.',
  CARD_FLOW_NOT_SUPPORTED:
    'Paying by {method_name} is not available right now. Choose another payment option.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    'Paying by {method_name} is not available right now. Choose another payment option.',
  'LABEL.payment_method': 'Payment method',
  'LABEL.card_flow': 'Card flow',
} as const;

/** A merchant configuration that cannot be read (`merchant.ts`). */
export const merchant = {
  'INVALID_CONFIGURATION.merchant':
    "The store's payment configuration is not valid; the payment was not checked.",
} as const;

/** `resolveRequiredFields` given a country or context it cannot use (`required-fields.ts`). */
export const requiredFields = {
  'INVALID_CONFIGURATION.country': 'The country must be an ISO 3166-1 alpha-2 code, like BR.',
  'INVALID_CONFIGURATION.context': 'The context field {key} must be one of: {values}.',
} as const;

/** Key auth: the public-key route, then the secret-key route (`.secret`) (`auth.ts`). */
export const auth = {
  MISSING_CREDENTIALS: 'This checkout could not be verified. Reload the page and try again.',
  MALFORMED_CREDENTIALS: 'This checkout could not be verified. Reload the page and try again.',
  NOT_A_PUBLIC_KEY: 'This checkout is not set up correctly and cannot take payments right now.',
  SECRET_KEY_NOT_ALLOWED:
    'This checkout is not set up safely and cannot take payments right now. Its owner must revoke its secret key and create a new one.',
  'MISSING_CREDENTIALS.secret': 'The payment could not be authorized. Try again later.',
  'MALFORMED_CREDENTIALS.secret': 'The payment could not be authorized. Try again later.',
  NOT_A_SECRET_KEY: 'The payment could not be authorized. Try again later.',
  PUBLIC_KEY_NOT_ALLOWED: 'The payment could not be authorized. Try again later.',
} as const;

/** Problem details: titles and generic details, and the failures of readJsonBody (`http.ts`). */
export const http = {
  'TITLE.validation': 'The charge request is not valid',
  'TITLE.split': 'The split cannot be applied',
  'TITLE.invalid_input': 'The input cannot be used',
  'TITLE.card_flow': 'The payment method cannot be served',
  'TITLE.auth': 'Not authorized',
  'TITLE.webhook': 'The webhook cannot be trusted',
  'TITLE.idempotency': 'The retry cannot be served',
  'TITLE.lifecycle': 'The charge event cannot be applied',
  'TITLE.refund': 'The refund cannot be applied',
  'TITLE.due': 'The charge cannot be paid',
  'TITLE.internal': 'Internal error',
  'TITLE.malformed_json': 'Malformed JSON',
  'TITLE.body_too_large': 'Request body too large',
  'TITLE.unsupported_media_type': 'Unsupported media type',
  'INVALID_CONFIGURATION.max_bytes':
    'The maxBytes option must be a positive whole number of bytes; the body was not read.',
  MALFORMED_JSON: 'The request body is not valid JSON in UTF-8.',
  BODY_TOO_LARGE: 'The request body is larger than {max:number} bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON, with Content-Type: application/json.',
  'DETAIL.internal':
    'The request could not be completed because of an error on our side. Try again later; if it keeps happening, contact support.',
} as const;

/** The charge response helper (`charge.ts`). */
export const charge = {
  INVALID_PROVIDER_RESPONSE: 'The payment provider sent an answer with a value that cannot be used.',
  INTERNAL_ERROR: 'The payment could not be completed because of an error on our side. Try again later.',
} as const;

/** The PIX BR Code codec (`pix-codes.ts`). A message never echoes the code read. */
export const pixCodes = {
  'LABEL.pix_code': 'PIX code',
  'LABEL.pix_fields': 'PIX code data',
  'LABEL.pix_key': 'PIX key',
  'PIX.not_text': 'The PIX code must be text.',
  'PIX.too_long': 'The PIX code is too long: a BR Code holds at most {max:number} bytes.',
  'PIX.characters': 'The PIX code may hold only printable characters, with no line breaks.',
  'PIX.structure':
    'The PIX code is cut short or malformed here: each field is a two-digit ID, a two-digit length and that many bytes.',
  'PIX.first': 'A PIX code starts with its payload format indicator, 000201.',
  'PIX.duplicate': 'This field appears more than once.',
  'PIX.crc_last': 'A PIX code ends with its checksum: ID 63, length 04, four hexadecimal digits.',
  'PIX.crc': 'The checksum does not match the code: it was mistyped or altered.',
  'PIX.required': 'This field is required in a PIX code.',
  'PIX.fields': 'It must be an object with the fields of the code (key, name, city…).',
  'PIX.initiation': 'The point of initiation is 11 (reusable) or 12 (single use).',
  'PIX.account':
    'The PIX code has no PIX merchant account (a template from 26 to 51 with the PIX identifier).',
  'PIX.key_or_url': 'A PIX merchant account holds either a key or a location URL, not both and not neither.',
  'PIX.key':
    'Enter a PIX key as stored: CPF or CNPJ digits, a +55 phone, an e-mail or random key in lower case.',
  'PIX.url': 'Write the location URL without its scheme (no https://), in at most {max:number} bytes.',
  'PIX.category': 'The merchant category code is four digits: 0000, or an ISO 18245 code.',
  'PIX.currency': 'The currency of a PIX code is 986, the code of the real.',
  'PIX.amount':
    'Write the amount in digits, with a point before at most two decimals, like 10.50, in at most 13 characters.',
  'PIX.amount_range': 'The amount is out of range: from R$0.01 to {max:money}.',
  'PIX.blank': 'Write at least one character other than a space.',
  'PIX.country': 'The country code of a PIX code is BR.',
  'PIX.text': 'Use 1 to {max:number} bytes of printable text.',
  'PIX.ascii':
    'Use letters without accents, digits, spaces and common punctuation: accents are dropped, other characters cannot be written.',
  'PIX.txid': 'The transaction ID is *** (none) or 1 to 25 letters and digits.',
  'PIX.dynamic_txid': 'A dynamic PIX code carries no transaction ID.',
  'PIX.recurrence': 'The recurrence template opens with the PIX identifier, then its URL.',
  'PIX.template': 'This template is too long: a field holds at most 99 bytes.',
} as const;

/** The boleto codec (`boleto-codes.ts`). A message never echoes the number read. */
export const boletoCodes = {
  'LABEL.boleto_number': 'Boleto number',
  'LABEL.boleto_fields': 'Boleto data',
  'LABEL.due_date': 'Due date',
  'BOLETO.not_text': 'The boleto number must be text.',
  'BOLETO.fields': 'It must be an object with bank, amount, due_date and free_field.',
  'BOLETO.characters': 'Write the boleto number with digits, separated only by dots, spaces or hyphens.',
  'BOLETO.length':
    'A boleto number has 44 digits (barcode), 47 (digitable line of a bank boleto) or 48 (collection boleto).',
  'BOLETO.currency': 'The currency digit of a bank boleto is 9, the real.',
  'BOLETO.product': 'The barcode of a collection boleto starts with 8.',
  'BOLETO.segment': 'The second digit of a collection boleto, its segment, is 1 to 7 or 9.',
  'BOLETO.value_kind': 'The value identifier of a collection boleto is 6, 7, 8 or 9.',
  'BOLETO.check_digit': 'A check digit does not match: the number was mistyped or altered.',
  'BOLETO.date': 'Use a date from 2000-07-03 to 9999-12-31, written YYYY-MM-DD.',
  'BOLETO.reference_date':
    'The referenceDate option must be a date written YYYY-MM-DD; the boleto was not read.',
  'BOLETO.bank': 'The bank code is 3 digits, not starting with 8 (the mark of a collection boleto).',
  'BOLETO.amount': 'The amount is a whole number of centavos from 0 to 9999999999.',
  'BOLETO.free_field': 'The free field of a bank boleto is 25 digits.',
} as const;

/** A provider's PIX code or boleto checked against the charge (`provider-answer.ts`). */
export const providerAnswer = {
  'ANSWER.amount': 'The code charges {actual:money}, not the charge amount of {expected:money}.',
  'ANSWER.no_amount':
    'The code has no amount: the buyer could pay any amount, not the {expected:money} charged.',
  'ANSWER.static': 'The charge expires, so it needs a dynamic PIX code; the provider sent a static one.',
  'ANSWER.same_payload': 'The copy-and-paste code and the QR code differ: they must be the same payload.',
  'ANSWER.due_date': 'The boleto falls due on {actual:date}, not on {expected:date} as requested.',
  'ANSWER.no_due_date': 'The boleto has no due date, but the charge falls due on {expected:date}.',
  'ANSWER.barcode_line': 'The barcode and the digitable line are of different boletos.',
  'ANSWER.method': 'This answer does not belong to a PIX or boleto charge.',
} as const;

/** Whole failures of `validateChargeRequest`: a refused request, and options it cannot use (`failures.ts`). */
export const failures = {
  'VALIDATION_FAILED.one': 'The charge request has 1 problem.',
  'VALIDATION_FAILED.other': 'The charge request has {count:number} problems.',
  'INVALID_CONFIGURATION.now': 'The now option must be a valid Date; the request was not checked.',
  'INVALID_CONFIGURATION.currencies':
    'The currencies option must be a list of at most {max:number} currency codes; the request was not checked.',
  'INVALID_CONFIGURATION.mdr':
    'The mdr option is not a valid MDR (a rate in [0, 1) as a number or decimal string, or { rate, fixed } with fixed a non-negative whole number of centavos); the request was not checked.',
  'INVALID_CONFIGURATION.installment_policy':
    'The installmentPolicy option is not a valid installment policy (the options of quoteInstallments); the request was not checked.',
  'INVALID_CONFIGURATION.max_amount':
    'The maxAmount option must be a whole number of centavos from 1 to {max:number}; the request was not checked.',
} as const;

/**
 * The split engine's failure for an MDR or options it cannot use and its issues at the MDR and the
 * fee bearer (`split-configuration.ts`): apart from `failures` and `issues`, whose words validation
 * ships, so that it does not ship these (it takes no fee bearer and reads its MDR with its own
 * options).
 */
export const splitConfiguration = {
  'INVALID_CONFIGURATION.split': 'The MDR or the options given to the split are not valid: {detail}',
  'REQUIRED.mdr': 'Pass the MDR: 0 for a split without a fee.',
  'INVALID_VALUE.mdr':
    'Use a rate from 0 up to (not including) 1, like 0.0299, or { rate, fixed } with fixed in whole centavos.',
  'INVALID_VALUE.fee_bearer': "Use 'first', 'proportional', 'master' or { recipient_id }.",
  'INVALID_VALUE.fee_bearer_recipient': 'Name the recipient of one of the split rules.',
} as const;

/** The `labels` and `messages` options of `validateChargeRequest` (`options.ts`). */
export const options = {
  'INVALID_CONFIGURATION.labels':
    'The labels option must map field paths of a charge request to text; “{key}” cannot be used. The request was not checked.',
  'INVALID_CONFIGURATION.messages':
    'The messages option must map issue codes, message keys or field paths to text or functions; “{key}” cannot be used. The request was not checked.',
} as const;

/** The installment quote's options (`installments.ts`). */
export const installments = {
  'INVALID_CONFIGURATION.installments': 'The installment options are not valid: {detail}',
  'INVALID_CONFIGURATION.installments_unquoted': 'The installment offers could not be calculated.',
  'INVALID_VALUE.monthly_rate':
    'Use a monthly rate from 0 up to (not including) 1, written as a fraction: 0.0199 means 1.99% a month.',
  'INVALID_VALUE.method': 'Use price (compound interest, Tabela Price) or simple.',
  'REQUIRED.monthly_rate':
    'Give a monthly rate: some offers carry interest (interestFreeUpTo below maxInstallments); pass 0 for none.',
  'OUT_OF_RANGE.interest_free_amount':
    'Use a whole number of centavos from 0 up to the amount ({max:money}).',
} as const;

/** The installment policy check of `validateChargeRequest` (`installment-policy.ts`). */
export const installmentPolicy = {
  INSTALLMENTS_NOT_OFFERED: 'Choose one of the installment counts offered for this amount: {values}.',
  'INSTALLMENTS_NOT_OFFERED.invalid_policy':
    'Installments cannot be accepted: the store installment policy is not valid, so none are offered.',
} as const;

/** `parseBRL`: why a text is not an amount of reais; never echoes the text read (`money.ts`). */
export const money = {
  'BRL.not_text': 'The amount must be text, like R$1,500.00.',
  'BRL.empty': 'Type an amount, like R$1,500.00.',
  'BRL.too_long': 'The amount is too long to be an amount of reais.',
  'BRL.characters':
    'The amount may hold only digits, one decimal separator, thousands separators, an optional R$ and a leading minus sign.',
  'BRL.grouping': 'The thousands separators are misplaced: digits are grouped by three, like 1,500,000.00.',
  'BRL.ambiguous':
    'The amount is ambiguous: one separator followed by three digits can mark thousands (1,500 as one thousand five hundred reais) or decimals (1,500 as one real and fifty centavos, as Brazil writes it). Write the centavos (1,500.00), or prefix R$ to read it as thousands.',
  'BRL.fraction': 'The amount has fractions of a centavo: write at most two decimal places.',
  'BRL.too_large': 'The amount is larger than the largest amount of centavos this library handles exactly.',
} as const;

/** Refunds and receivables (`after-charge.ts`). */
export const afterCharge = {
  REFUND_EXCEEDS_REMAINING:
    'A refund of {amount:money} is more than the {remaining:money} of this charge not yet refunded.',
  'REFUND_EXCEEDS_REMAINING.recipient':
    'Recipient {recipient} has only {remaining:money} of its share left to give back; {amount:money} were asked.',
  'REFUND_EXCEEDS_REMAINING.master':
    'The master account has only {remaining:money} left to give back; {amount:money} were asked.',
  INVALID_REFUND_ALLOCATION: 'The refund allocation is not valid: {detail}',
  'INVALID_REFUND_ALLOCATION.sum':
    'The shares add up to {total:money}, not to the refund amount of {amount:money}.',
  'INVALID_REFUND_ALLOCATION.recipient': 'Name a recipient of this split, or null for the master account.',
  'INVALID_REFUND_ALLOCATION.duplicate': 'This recipient is already listed; list each one once.',
  'INVALID_REFUND_ALLOCATION.over':
    'This is more than the {remaining:money} this recipient has left to give back.',
  'INVALID_REFUND_ALLOCATION.amount': 'Enter a whole number of centavos, 0 or more.',
  'INVALID_CONFIGURATION.after_charge': 'The options given cannot be used: {detail}',
  'INVALID_VALUE.split_result': 'Pass a successful result of computeSplit or prepareSplit, unchanged.',
  'INVALID_VALUE.refund_mode':
    "Use 'proportional', { from: recipient_id } or { custom: [{ recipient_id, amount }] }.",
  'INVALID_VALUE.refund_fee': "Use 'keep' or 'refund'.",
  'INVALID_VALUE.previous': 'Pass the list of earlier allocateRefund results for this same split, unchanged.',
  'INVALID_VALUE.previous_exceeds':
    'These give back more than this split holds: they cannot be the refunds of this charge.',
  'INVALID_VALUE.receivables_method': 'Choose one of: {values}.',
  'INVALID_VALUE.confirmed_at': 'Use a valid Date between the years 1900 and 9900.',
  'INVALID_VALUE.settlement_days':
    'Map payment methods to whole numbers of days from 0 to {max:number}, like { credit_card: 30 }.',
  'INVALID_VALUE.extra_holidays':
    'Use a list of at most {max:number} calendar dates written YYYY-MM-DD, like 2026-01-25.',
  'OUT_OF_RANGE.receivables_installments':
    'Use a whole number from 1 to 24 for credit cards, and 1 for the other methods.',
} as const;

/** Webhook signatures (`webhooks.ts`). Never quotes a secret, a signature or the body. */
export const webhooks = {
  WEBHOOK_HEADER_MISSING:
    'The webhook has no usable {header} header: send webhook-id, webhook-timestamp and webhook-signature.',
  WEBHOOK_TIMESTAMP_INVALID: 'The webhook-timestamp header must be whole seconds since 1970, in digits.',
  WEBHOOK_TIMESTAMP_OUT_OF_RANGE:
    "The webhook was signed {seconds:number} seconds away from this server's clock, more than the {tolerance:number} accepted: it may be a replay.",
  WEBHOOK_SIGNATURE_MISMATCH: 'No signature of the webhook matches its body with the secrets configured.',
  'INVALID_CONFIGURATION.webhook_secrets':
    'The webhook secrets must be one to {max:number} secrets written whsec_ followed by base64 of 24 to 64 random bytes.',
  'INVALID_CONFIGURATION.webhook_now': 'The now option must be a valid Date.',
  'INVALID_CONFIGURATION.webhook_tolerance':
    'The toleranceSeconds option must be a whole number of seconds from 0 to {max:number}.',
  'INVALID_CONFIGURATION.webhook_body':
    'Pass the raw body as received, a string or a Uint8Array, before any JSON parsing.',
  'INVALID_CONFIGURATION.web_crypto': 'Web Crypto is not available in this runtime.',
} as const;

/** Idempotency keys of POST /v1/charges (`idempotency.ts`). */
export const idempotency = {
  IDEMPOTENCY_KEY_INVALID:
    'Send an Idempotency-Key header of 1 to {max:number} visible ASCII characters, such as a UUID.',
  IDEMPOTENCY_KEY_IN_USE:
    'A request with this Idempotency-Key is still being processed: wait and retry with the same key.',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used with a different request: use a new key for a new charge.',
  'INVALID_CONFIGURATION.idempotency_record':
    'The stored idempotency record must be undefined or { fingerprint, state: in_flight | completed, response }.',
  'INVALID_CONFIGURATION.idempotency_fingerprint':
    'The fingerprint must be the 64 hexadecimal digits answered by fingerprintChargeRequest.',
} as const;

/** Charges with a due date (`due.ts`). */
export const due = {
  'OUT_OF_RANGE.below_original': 'Enter less than the charge amount: under 1 (100%) for a percentage.',
  'INVALID_VALUE.percentage_places': 'Use at most four decimal places: 0.0215 means 2.15%.',
  'INVALID_VALUE.interest_fixed_per_day': 'A fixed amount of interest can only be charged per day.',
  'INVALID_VALUE.discount_same_type':
    'Give every discount date the same kind of discount: all fixed or all percentages.',
  'INVALID_VALUE.discount_after_due': 'Choose a discount date on or before the due date.',
  'INVALID_VALUE.discount_date_twice': 'Each discount date can be given only once.',
} as const;

/** What `computeAmountDue` answers once a charge can no longer be paid (`amount-due.ts`). */
export const amountDue = {
  CHARGE_EXPIRED: 'This charge could be paid until {last:date}; it can no longer be paid.',
} as const;

/** What only a request with a due date is told: consumer law and expiry (`due-request.ts`). */
export const dueRequest = {
  'OUT_OF_RANGE.late_fee_individual':
    'The late fee for an individual can be at most 2% of the amount (0.02).',
  'OUT_OF_RANGE.interest_individual': 'Interest for an individual can be at most 1% of the amount a month.',
  'FORBIDDEN_FIELD.expiry_with_due_date': 'A PIX charge with a due date has no expiry time: leave it out.',
} as const;

/** The charge lifecycle (`lifecycle.ts`). */
export const lifecycle = {
  CHARGE_EVENT_NOT_ALLOWED: 'A {event} event cannot be applied to a charge that is {status}.',
  'CHARGE_EVENT_NOT_ALLOWED.not_paid':
    'The payment of this charge is not confirmed yet, so it cannot be refunded or charged back: send the event again once it is paid.',
  CHARGE_EVENT_CONFLICT:
    'An event with this id was already applied to this charge with other data: an event id names one event only.',
  'LABEL.event': 'Charge event',
  'LABEL.event_id': 'Event identifier',
  'LABEL.event_type': 'Event type',
  'LABEL.occurred_at': 'Event date and time',
  'LABEL.event_amount': 'Event amount',
  'INVALID_VALUE.charge_event':
    'Pass an event { id, type, occurred_at }, with an amount when the type is refunded or charged_back.',
  'INVALID_VALUE.event_id': 'Use an event id of 1 to {max:number} characters.',
  'INVALID_VALUE.event_type': 'Choose one of: {values}.',
  'INVALID_VALUE.occurred_at':
    'Use a date and time with its offset, written like 2026-03-02T12:00:00Z or 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.event_amount': 'Use a whole number of centavos, at least 1.',
  'INVALID_VALUE.event_amount_forbidden': 'Only a refunded or charged_back event carries an amount.',
  'INVALID_CONFIGURATION.charge':
    'Pass a charge made by openCharge or answered by applyChargeEvent, unchanged.',
  'INVALID_CONFIGURATION.charge_events':
    'This charge already holds {max:number} events, the most one charge can hold.',
} as const;

/** Pix Automático: recurrences, their plan and their identifiers (`recurrence.ts`). */
export const recurrence = {
  'LABEL.recurrence_count': 'Number of payments',
  'LABEL.recurrence_from': 'Plan start date',
  'LABEL.recurrence_id': 'Recurring payment identifier',
  'INVALID_VALUE.recurrence': 'Send the details of the recurring payment.',
  'INVALID_VALUE.recurrence_text': 'Use 1 to {max:number} characters.',
  'INVALID_VALUE.recurrence_date': 'Use a real date, written like 2026-03-31.',
  'INVALID_VALUE.recurrence_choice': 'Choose one of: {values}.',
  'INVALID_VALUE.recurrence_amount': 'Use a whole number of centavos, from 1 to {max:number}.',
  'INVALID_VALUE.recurrence_count': 'Ask for 1 to {max:number} payments.',
  'INVALID_VALUE.recurrence_id':
    'Use the 29-character identifier of the recurring payment, as the bank gave it (it starts with RR or RN).',
  'INVALID_VALUE.recurrence_id_retries':
    'The identifier starts with {prefix}, which does not match the new attempts chosen ({retries}): RR is for a payment that allows new attempts, RN for one that does not.',
} as const;

/**
 * A recurrence's fields and the rules between them, in a request and in a plan alike
 * (`recurrence.ts`): apart from the planner's other words, so that validation carries only these.
 */
export const recurrenceFields = {
  'LABEL.recurrence': 'Recurring payment',
  'LABEL.recurrence_contract': 'Contract reference',
  'LABEL.recurrence_object': 'What is paid',
  'LABEL.recurrence_start_date': 'First payment date',
  'LABEL.recurrence_end_date': 'Last payment date',
  'LABEL.recurrence_period': 'How often',
  'LABEL.recurrence_amount': 'Amount',
  'LABEL.recurrence_min_amount': 'Minimum amount',
  'LABEL.recurrence_retries': 'New attempts',
  'INVALID_VALUE.recurrence_end_date': 'The last payment date cannot come before the first one.',
  'INVALID_VALUE.recurrence_amount_choice':
    'Give either a fixed amount or a minimum amount: exactly one of them.',
} as const;

/** Pix Automático: a recurrence's events, and what the receiver is told of them (`recurrence-events.ts`). */
export const recurrenceEvents = {
  'LABEL.recurrence_event': 'Recurring payment event',
  'LABEL.recurrence_event_id': 'Event identifier',
  'LABEL.recurrence_event_subject': 'What the event is about',
  'LABEL.recurrence_event_status': 'Status',
  'LABEL.recurrence_event_occurred_at': 'Event date and time',
  'LABEL.recurrence_event_cycle': 'Payment number',
  'LABEL.recurrence_event_attempt': 'Attempt number',
  'LABEL.recurrence_event_reason': 'Reason code',
  'INVALID_VALUE.recurrence_event':
    'Pass an event with its id, subject, status and time, the payment number for a charge, and the attempt number too for an attempt.',
  'INVALID_VALUE.recurrence_event_id': 'Use an event id of 1 to {max:number} characters.',
  'INVALID_VALUE.recurrence_occurred_at':
    'Use a date and time with its offset, written like 2026-03-02T12:00:00Z or 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.recurrence_cycle': 'Use a whole number, at least 1.',
  'INVALID_VALUE.recurrence_attempt': 'Use an attempt number from 1 to {max:number}.',
  'INVALID_VALUE.recurrence_reason': 'Use a code of 4 capital letters or digits, on a rejected attempt only.',
  'INVALID_VALUE.recurrence_not_expected': 'Leave this out: this kind of event does not carry it.',
  RECURRENCE_EVENT_CONFLICT:
    'An event with this id was already recorded for this recurring payment with other data: an event id names one event only.',
  'INVALID_CONFIGURATION.recurrence_state':
    'Pass a state answered by applyRecurrenceEvent, unchanged, or a retry policy with an empty list of events to start.',
  'INVALID_CONFIGURATION.recurrence_events':
    'This recurring payment already holds {max:number} events, the most one can hold.',
  'NOTICE.attempt_failed':
    "Attempt {attempt:number} of payment {cycle:number} was not completed by the payer's bank.",
  'NOTICE.attempt_failed_retry':
    "Attempt {attempt:number} of payment {cycle:number} was not completed by the payer's bank; up to {left:number} more attempts may follow.",
  'INVALID_VALUE.recurrence_event_choice': 'Choose one of: {values}.',
} as const;

/**
 * The labels of the request fields the split engine can name (`split-labels.ts`); `{n}` is the
 * entry's number, from 1.
 */
export const splitLabels = {
  amount: 'Amount',
  split: 'Split',
  'split.*': 'Recipient {n}',
  'split.*.recipient_id': 'Recipient ID',
  'split.*.recipient_type': 'Recipient type',
  'split.*.type': 'Share type',
  'split.*.amount': 'Share',
  'split.*.cross_company': 'Cross-company',
} as const;

/** The container of a split rule's fields: `Share (recipient 2)` (`split-labels.ts`). */
export const splitLabelContexts = {
  'split.*': 'recipient {n}',
} as const;

/** The labels of the other fields of a charge request (`labels.ts`, after the split ones). */
export const fieldLabels = {
  currency: 'Currency',
  product_type: 'Product type',
  customer: 'Customer',
  'customer.name': 'Name',
  'customer.email': 'E-mail',
  'customer.tax_id': 'CPF or CNPJ',
  'customer.phone': 'Phone',
  'customer.type': 'Customer type',
  'customer.birthdate': 'Date of birth',
  items: 'Items',
  'items.*': 'Item {n}',
  'items.*.name': 'Name',
  'items.*.quantity': 'Quantity',
  'items.*.unit_price': 'Unit price',
  'items.*.tangible': 'Physical product',
  'items.*.description': 'Description',
  'items.*.category': 'Category',
  'items.*.code': 'Code',
  payment_method: 'Payment method',
  payment_details: 'Payment details',
  'payment_details.number': 'Card number',
  'payment_details.holder_name': 'Name on card',
  'payment_details.expiration_month': 'Expiry month',
  'payment_details.expiration_year': 'Expiry year',
  'payment_details.cvv': 'Security code',
  'payment_details.token': 'Card token',
  'payment_details.installments': 'Installments',
  'payment_details.statement_descriptor': 'Name on the card statement',
  'payment_details.expires_in_seconds': 'PIX expiry',
  'payment_details.due_date': 'Due date',
  'payment_details.days_after_due': 'Days payable after the due date',
  'payment_details.late_fee': 'Late fee',
  'payment_details.late_fee.type': 'Late fee type',
  'payment_details.late_fee.amount': 'Late fee amount',
  'payment_details.interest': 'Interest',
  'payment_details.interest.type': 'Interest type',
  'payment_details.interest.amount': 'Interest amount',
  'payment_details.interest.per': 'Interest period',
  'payment_details.interest.days': 'Days counted for interest',
  'payment_details.discount': 'Discount',
  'payment_details.discount.type': 'Discount type',
  'payment_details.discount.amount': 'Discount amount',
  'payment_details.discount.per': 'Discount period',
  'payment_details.discount.days': 'Days counted for the discount',
  'payment_details.discount.until': 'Discount dates',
  'payment_details.discount.until.*': 'Discount {n}',
  'payment_details.discount.until.*.date': 'Discount date',
  'payment_details.discount.until.*.type': 'Discount type',
  'payment_details.discount.until.*.amount': 'Discount amount',
  'payment_details.rebate': 'Rebate',
  'payment_details.rebate.type': 'Rebate type',
  'payment_details.rebate.amount': 'Rebate amount',
  'payment_details.instructions': 'Boleto instructions',
  'payment_details.document_number': 'Document number',
  card_flow: 'Card flow',
  submerchant_id: 'Submerchant',
  shipping_amount: 'Shipping',
  billing_address: 'Billing address',
  'billing_address.country': 'Country',
  'billing_address.street': 'Street',
  'billing_address.number': 'Number',
  'billing_address.complement': 'Complement',
  'billing_address.neighborhood': 'Neighborhood',
  'billing_address.city': 'City',
  'billing_address.state': 'State',
  'billing_address.zip_code': 'CEP',
  shipping_address: 'Shipping address',
  'shipping_address.country': 'Country',
  'shipping_address.street': 'Street',
  'shipping_address.number': 'Number',
  'shipping_address.complement': 'Complement',
  'shipping_address.neighborhood': 'Neighborhood',
  'shipping_address.city': 'City',
  'shipping_address.state': 'State',
  'shipping_address.zip_code': 'CEP',
  metadata: 'Metadata',
} as const;

/** The containers whose fields' labels name them: `Unit price (item 2)` (`labels.ts`). */
export const fieldLabelContexts = {
  'items.*': 'item {n}',
  billing_address: 'billing',
  shipping_address: 'shipping',
} as const;

/** The label of the whole request, for an issue at the root (`labels.ts`). */
export const rootLabel = 'Charge request' as const;

/**
 * The `Intl` locale this locale writes numbers, money and dates with (`formatBRL`, `{max:number}`,
 * `{total:money}`, `{latest:date}`).
 */
export const intlLocale = 'en' as const;
