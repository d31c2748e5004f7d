import { _messages } from './define.js';

/** The message keys of validation issues and split errors. */
export type IssueMessageKey =
  | 'REQUIRED'
  | 'REQUIRED.card_data'
  | 'REQUIRED.non_empty'
  | 'REQUIRED.mdr'
  | 'INVALID_TYPE'
  | 'INVALID_TYPE.integer'
  | 'INVALID_TYPE.unreadable'
  | 'INVALID_VALUE'
  | 'INVALID_VALUE.enum'
  | 'INVALID_VALUE.email'
  | 'INVALID_VALUE.email_quoted'
  | 'INVALID_VALUE.email_ip_literal'
  | 'INVALID_VALUE.email_non_ascii'
  | 'INVALID_VALUE.email_length'
  | 'INVALID_VALUE.phone'
  | 'INVALID_VALUE.uuid'
  | 'INVALID_VALUE.date'
  | 'INVALID_VALUE.currency'
  | 'INVALID_VALUE.currency_brl'
  | 'INVALID_VALUE.currency_code'
  | 'INVALID_VALUE.country'
  | 'INVALID_VALUE.uf'
  | 'INVALID_VALUE.cep'
  | 'INVALID_VALUE.cep_form'
  | 'INVALID_VALUE.br_tax_id'
  | 'INVALID_VALUE.br_tax_id_form'
  | 'INVALID_VALUE.cpf_for_individual'
  | 'INVALID_VALUE.cnpj_for_company'
  | 'INVALID_VALUE.card_number'
  | 'INVALID_VALUE.card_number_form'
  | 'INVALID_VALUE.card_month'
  | 'INVALID_VALUE.card_year'
  | 'INVALID_VALUE.cvv'
  | 'INVALID_VALUE.cvv_amex'
  | 'INVALID_VALUE.birthdate_future'
  | 'INVALID_VALUE.metadata_value'
  | 'INVALID_VALUE.rounding'
  | 'INVALID_VALUE.mdr'
  | 'INVALID_VALUE.fee_bearer'
  | 'INVALID_VALUE.fee_bearer_recipient'
  | 'INVALID_VALUE.metadata_key'
  | 'OUT_OF_RANGE'
  | 'OUT_OF_RANGE.percentage'
  | 'OUT_OF_RANGE.split_fixed'
  | 'OUT_OF_RANGE.hosted_debit_installments'
  | 'OUT_OF_RANGE.due_date'
  | 'OUT_OF_RANGE.card_expiry'
  | 'TOO_LONG'
  | 'TOO_LONG.metadata_key'
  | 'FORBIDDEN_FIELD'
  | 'FORBIDDEN_FIELD.hosted'
  | 'FORBIDDEN_FIELD.card_flow'
  | 'UNKNOWN_FIELD'
  | 'UNKNOWN_FIELD.hint'
  | 'EXPIRED'
  | 'EXPIRED.card'
  | 'EXPIRED.due_date'
  | 'TOO_MANY'
  | 'TOO_MANY.metadata_depth'
  | 'TOO_MANY.metadata_entries'
  | 'TOO_MANY.unknown_fields'
  | 'SPLIT_AMOUNT_EXCEEDS_TOTAL'
  | 'NEGATIVE_NET_AMOUNT_AFTER_FEES'
  | 'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules'
  | 'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient'
  | 'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional'
  | 'NEGATIVE_NET_AMOUNT_AFTER_FEES.master'
  | 'INVALID_INPUT'
  | 'TYPE.string'
  | 'TYPE.integer'
  | 'TYPE.number'
  | 'TYPE.boolean'
  | 'TYPE.object'
  | 'TYPE.array';

/** Messages of validation issues and split errors, in English and Brazilian Portuguese. */
export const ISSUE_MESSAGES = {
  en: {
    REQUIRED: '{field} is required.',
    'REQUIRED.card_data':
      '{field} is required: send the card fields, or payment_details.token instead of them.',
    'REQUIRED.non_empty': '{field} must have at least one entry.',
    'REQUIRED.mdr': 'The MDR is required: pass 0 for a split without a fee.',
    INVALID_TYPE: '{field} must be {expected}.',
    'INVALID_TYPE.integer':
      '{field} must be a whole number of centavos (an integer), like 1990 for R$ 19,90.',
    'INVALID_TYPE.unreadable': '{field} could not be read: send plain JSON data.',
    INVALID_VALUE: '{field} has a value that is not allowed.',
    'INVALID_VALUE.enum': '{field} must be one of: {values}.',
    'INVALID_VALUE.email': '{field} must be an e-mail address, like name@example.com.',
    'INVALID_VALUE.email_quoted': '{field} must not have quotes before the @.',
    'INVALID_VALUE.email_ip_literal': '{field} must end in a domain name, not an IP address.',
    'INVALID_VALUE.email_non_ascii':
      '{field} must be in ASCII: write the domain in its xn-- form (münchen.de is xn--mnchen-3ya.de) and the part before the @ without accents.',
    'INVALID_VALUE.email_length': '{field} is too long: at most 64 characters before the @, 63 between dots.',
    'INVALID_VALUE.phone':
      '{field} must be a phone number with area code: 8 to 15 digits, optionally with +, spaces, dashes or parentheses.',
    'INVALID_VALUE.uuid': '{field} must be a UUID, like 3f2504e0-4f89-41d3-9a0c-0305e82c3301.',
    'INVALID_VALUE.date': '{field} must be a calendar date written YYYY-MM-DD, like 2026-12-31.',
    'INVALID_VALUE.currency': '{field} must be one of the accepted currency codes: {values}.',
    'INVALID_VALUE.currency_brl': '{field} must be BRL: PIX and boleto charges are in reais only.',
    'INVALID_VALUE.currency_code': '{field} must be an ISO 4217 code in upper case, like BRL.',
    'INVALID_VALUE.country': '{field} must be an ISO 3166-1 alpha-2 country code, like BR or US.',
    'INVALID_VALUE.uf': '{field} must be a Brazilian state (UF) with 2 letters, like SP or RJ.',
    'INVALID_VALUE.cep': '{field} must be a CEP with 8 digits, like 01310-100 or 01310100.',
    'INVALID_VALUE.cep_form':
      '{field} must be a CEP of 8 digits, with nothing between them but dots, a dash or spaces, like {forms}.',
    'INVALID_VALUE.br_tax_id':
      '{field} must be a valid CPF (11 digits) or CNPJ (14 characters); check the digits.',
    'INVALID_VALUE.br_tax_id_form':
      '{field} must be a CPF or CNPJ with nothing between its characters but dots, dashes, slashes or spaces, like {forms}.',
    'INVALID_VALUE.cpf_for_individual': '{field} must be a CPF when customer.type is individual.',
    'INVALID_VALUE.cnpj_for_company': '{field} must be a CNPJ when customer.type is company.',
    'INVALID_VALUE.card_number':
      '{field} must be a card number with 12 to 19 digits that passes the Luhn check.',
    'INVALID_VALUE.card_number_form':
      '{field} must be the digits of the card, together or in groups separated by spaces or hyphens, like {forms}.',
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
    'INVALID_VALUE.fee_bearer': "{field} must be 'first', 'proportional', 'master' or { recipient_id }.",
    'INVALID_VALUE.fee_bearer_recipient': '{field} must name a recipient of one of the split rules.',
    OUT_OF_RANGE: '{field} must be between {min} and {max}.',
    'OUT_OF_RANGE.percentage':
      '{field} must be a fraction greater than 0 and at most 1: percentage amounts are fractions, 0.10 means 10%.',
    'OUT_OF_RANGE.split_fixed': '{field} must be a whole number of centavos greater than 0 (a fixed share).',
    'OUT_OF_RANGE.hosted_debit_installments':
      '{field} must be 1: debit cards are charged in a single installment.',
    'OUT_OF_RANGE.due_date':
      '{field} is more than {days} days after today (Brasília time); use {latest} or an earlier date.',
    'OUT_OF_RANGE.card_expiry':
      '{field} is more than {days} years ahead; check the expiry date printed on the card (latest {latest}).',
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
    'TOO_MANY.unknown_fields':
      '{field} has more than {max} unknown fields; the first {max} are listed. Check the field names against the interface.',
    SPLIT_AMOUNT_EXCEEDS_TOTAL:
      'The split shares add up to {total} centavos, more than the charge amount of {amount}. Adjust the split values.',
    NEGATIVE_NET_AMOUNT_AFTER_FEES:
      'The first recipient receives {gross} centavos, less than the fee of {fee}. Reduce the other splits or raise the charge amount.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
      'The fee of {fee} centavos is larger than the charge amount of {amount}. Raise the charge amount.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
      'Recipient {recipient} receives {gross} centavos, less than the fee of {fee} it pays.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional':
      'The recipients receive {gross} centavos in all, less than the fee of {fee}.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.master':
      'The master account keeps {gross} centavos unallocated, less than the fee of {fee} it pays.',
    INVALID_INPUT: 'The input is not valid: {detail}',
    'TYPE.string': 'a string',
    'TYPE.integer': 'an integer',
    'TYPE.number': 'a number',
    'TYPE.boolean': 'true or false',
    'TYPE.object': 'an object',
    'TYPE.array': 'an array',
  },
  'pt-BR': {
    REQUIRED: 'Informe {field}: o campo é obrigatório.',
    'REQUIRED.card_data':
      'Informe {field}: envie os dados do cartão ou, no lugar deles, payment_details.token.',
    'REQUIRED.non_empty': '{field} deve ter pelo menos um item.',
    'REQUIRED.mdr': 'O MDR é obrigatório: passe 0 para um split sem taxa.',
    INVALID_TYPE: '{field} deve ser {expected}.',
    'INVALID_TYPE.integer': '{field} deve ser um valor inteiro em centavos, como 1990 para R$ 19,90.',
    'INVALID_TYPE.unreadable': 'Não foi possível ler {field}: envie dados JSON simples.',
    INVALID_VALUE: '{field} tem um valor não permitido.',
    'INVALID_VALUE.enum': '{field} deve ser um destes valores: {values}.',
    'INVALID_VALUE.email': '{field} deve ser um e-mail válido, como nome@exemplo.com.br.',
    'INVALID_VALUE.email_quoted': '{field} não pode ter aspas antes do @.',
    'INVALID_VALUE.email_ip_literal': '{field} deve terminar em um nome de domínio, não em um endereço IP.',
    'INVALID_VALUE.email_non_ascii':
      '{field} deve estar em ASCII: escreva o domínio na forma xn-- (münchen.de é xn--mnchen-3ya.de) e a parte antes do @ sem acentos.',
    'INVALID_VALUE.email_length': '{field} é longo demais: até 64 caracteres antes do @, 63 entre pontos.',
    'INVALID_VALUE.phone':
      '{field} deve ser um telefone com DDD: de 8 a 15 dígitos, podendo ter +, espaços, hífens ou parênteses.',
    'INVALID_VALUE.uuid': '{field} deve ser um UUID, como 3f2504e0-4f89-41d3-9a0c-0305e82c3301.',
    'INVALID_VALUE.date': '{field} deve ser uma data no formato AAAA-MM-DD, como 2026-12-31.',
    'INVALID_VALUE.currency': '{field} deve ser uma das moedas aceitas: {values}.',
    'INVALID_VALUE.currency_brl': '{field} deve ser BRL: cobranças por PIX e boleto são apenas em reais.',
    'INVALID_VALUE.currency_code': '{field} deve ser um código ISO 4217 em maiúsculas, como BRL.',
    'INVALID_VALUE.country': '{field} deve ser o código ISO 3166-1 alfa-2 do país, como BR ou US.',
    'INVALID_VALUE.uf': '{field} deve ser a sigla de uma UF com 2 letras, como SP ou RJ.',
    'INVALID_VALUE.cep': '{field} deve ser um CEP com 8 dígitos, como 01310-100 ou 01310100.',
    'INVALID_VALUE.cep_form':
      '{field} deve ser um CEP de 8 dígitos, apenas com pontos, hífen ou espaços entre eles, como {forms}.',
    'INVALID_VALUE.br_tax_id':
      '{field} deve ser um CPF (11 dígitos) ou CNPJ (14 caracteres) válido; confira os dígitos.',
    'INVALID_VALUE.br_tax_id_form':
      '{field} deve ser um CPF ou CNPJ apenas com pontos, hífens, barras ou espaços entre os caracteres, como {forms}.',
    'INVALID_VALUE.cpf_for_individual':
      '{field} deve ser um CPF quando customer.type é individual (pessoa física).',
    'INVALID_VALUE.cnpj_for_company':
      '{field} deve ser um CNPJ quando customer.type é company (pessoa jurídica).',
    'INVALID_VALUE.card_number':
      '{field} deve ser um número de cartão de 12 a 19 dígitos que passe na verificação de Luhn.',
    'INVALID_VALUE.card_number_form':
      '{field} deve conter os dígitos do cartão, juntos ou em grupos separados por espaços ou hífens, como {forms}.',
    'INVALID_VALUE.card_month': '{field} deve ser o mês com dois dígitos, de 01 a 12.',
    'INVALID_VALUE.card_year': '{field} deve ser o ano com quatro dígitos, como 2030.',
    'INVALID_VALUE.cvv': '{field} deve ser o código de segurança de 3 dígitos.',
    'INVALID_VALUE.cvv_amex':
      '{field} deve ser o código de segurança de 4 dígitos impresso nos cartões American Express.',
    'INVALID_VALUE.birthdate_future': '{field} não pode ser uma data futura.',
    'INVALID_VALUE.metadata_value':
      '{field} deve ser texto (até {max} caracteres), número finito, booleano, null, objeto ou lista.',
    'INVALID_VALUE.rounding': '{field} deve ser half-even ou half-up.',
    'INVALID_VALUE.mdr':
      '{field} deve ser uma taxa entre 0 e 1 (exclusive), como 0.0299, ou { rate, fixed } com fixed em centavos inteiros.',
    'INVALID_VALUE.metadata_key':
      '{field} usa uma chave reservada (__proto__, constructor ou prototype); renomeie-a.',
    'INVALID_VALUE.fee_bearer': "{field} deve ser 'first', 'proportional', 'master' ou { recipient_id }.",
    'INVALID_VALUE.fee_bearer_recipient': '{field} deve ser o recebedor de uma das regras do split.',
    OUT_OF_RANGE: '{field} deve estar entre {min} e {max}.',
    'OUT_OF_RANGE.percentage':
      '{field} deve ser uma fração maior que 0 e no máximo 1: percentuais são frações, 0.10 significa 10%.',
    'OUT_OF_RANGE.split_fixed': '{field} deve ser um valor inteiro em centavos maior que 0 (uma parte fixa).',
    'OUT_OF_RANGE.hosted_debit_installments':
      '{field} deve ser 1: cartão de débito é cobrado sempre à vista.',
    'OUT_OF_RANGE.due_date':
      '{field} está mais de {days} dias depois de hoje (horário de Brasília); use {latest} ou uma data anterior.',
    'OUT_OF_RANGE.card_expiry':
      '{field} está mais de {days} anos à frente; confira a validade impressa no cartão (até {latest}).',
    TOO_LONG: '{field} deve ter no máximo {max} caracteres.',
    'TOO_LONG.metadata_key': '{field} tem uma chave com mais de {max} caracteres.',
    FORBIDDEN_FIELD: '{field} não se aplica a este meio de pagamento; remova o campo.',
    'FORBIDDEN_FIELD.hosted':
      '{field} não pode ser enviado com card_flow=hosted: o comprador digita o cartão no checkout hospedado. Envie apenas installments.',
    'FORBIDDEN_FIELD.card_flow': '{field} vale apenas para credit_card e debit_card; remova o campo.',
    UNKNOWN_FIELD: '{field} não é um campo da cobrança; remova-o.',
    'UNKNOWN_FIELD.hint': '{field} não é um campo da cobrança. Você quis dizer {hint}?',
    EXPIRED: '{field} está no passado.',
    'EXPIRED.card': 'O cartão está vencido: confira {field}.',
    'EXPIRED.due_date': '{field} é anterior a hoje (horário de Brasília); use hoje ou uma data futura.',
    TOO_MANY: '{field} tem mais de {max} itens.',
    'TOO_MANY.metadata_depth': '{field} tem objetos aninhados em mais de {max} níveis.',
    'TOO_MANY.metadata_entries': '{field} tem mais de {max} entradas no total.',
    'TOO_MANY.unknown_fields':
      '{field} tem mais de {max} campos desconhecidos; os {max} primeiros estão listados. Confira os nomes dos campos na interface.',
    SPLIT_AMOUNT_EXCEEDS_TOTAL:
      'A soma das divisões é de {total} centavos, maior que o valor da cobrança ({amount}). Ajuste os valores do split.',
    NEGATIVE_NET_AMOUNT_AFTER_FEES:
      'O primeiro recebedor fica com {gross} centavos, menos que a taxa de {fee}. Reduza as outras divisões ou aumente o valor da cobrança.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
      'A taxa de {fee} centavos é maior que o valor da cobrança ({amount}). Aumente o valor da cobrança.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
      'O recebedor {recipient} fica com {gross} centavos, menos que a taxa de {fee} que ele paga.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional':
      'Os recebedores ficam com {gross} centavos no total, menos que a taxa de {fee}.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.master':
      'A conta principal fica com {gross} centavos não alocados, menos que a taxa de {fee} que ela paga.',
    INVALID_INPUT: 'Entrada inválida: {detail}',
    'TYPE.string': 'um texto',
    'TYPE.integer': 'um número inteiro',
    'TYPE.number': 'um número',
    'TYPE.boolean': 'true ou false',
    'TYPE.object': 'um objeto',
    'TYPE.array': 'uma lista',
  },
} as const;

/** Renders a message of validation issues and split errors in a locale. */
export const formatIssueMessage = _messages<IssueMessageKey>(ISSUE_MESSAGES);
