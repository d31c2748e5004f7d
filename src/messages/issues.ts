import { _messages } from './define.js';
import { _formatValue } from './formats.js';

/** The message keys of validation issues and split errors. */
export type IssueMessageKey = keyof (typeof ISSUE_MESSAGES)['en'];

/**
 * Messages of validation issues and split errors, in English, Brazilian Portuguese and
 * Latin-American Spanish. Each reads well next to its field in a form: it never names the field
 * (the form's label does; `formatIssue` adds it where a message stands alone) and never shows a
 * path. Numbers, money and dates are written the locale's way (`{max:number}`, `{total:money}`).
 */
export const ISSUE_MESSAGES = {
  en: {
    REQUIRED: 'This field is required.',
    'REQUIRED.card_data': 'Fill in the card details.',
    'REQUIRED.non_empty': 'Add at least one entry.',
    INVALID_TYPE: 'This field must be {expected}.',
    'INVALID_TYPE.integer': 'Enter a whole number.',
    'INVALID_TYPE.money': 'Enter a valid amount, in whole centavos.',
    'INVALID_TYPE.unreadable': 'This could not be read: send plain JSON data.',
    INVALID_VALUE: 'This value is not allowed.',
    'INVALID_VALUE.enum': 'Choose one of: {values}.',
    'INVALID_VALUE.email': 'Enter a valid e-mail address, like name@example.com.',
    'INVALID_VALUE.email_quoted': 'Remove the quotes before the @.',
    'INVALID_VALUE.email_ip_literal': 'Use an e-mail address that ends in a domain name, not an IP address.',
    'INVALID_VALUE.email_non_ascii':
      'Write the e-mail address without accents; a domain with accents goes in its xn-- form.',
    'INVALID_VALUE.email_length':
      'This e-mail address is too long: at most 64 characters before the @ and 63 between dots.',
    'INVALID_VALUE.phone':
      'Enter a phone number with area code, like +55 11 91234-5678: digits, with spaces, dashes, dots or parentheses between them.',
    'INVALID_VALUE.uuid': 'Enter a valid ID (a UUID).',
    'INVALID_VALUE.date': 'Enter a valid date, written YYYY-MM-DD.',
    'INVALID_VALUE.currency': 'Choose one of the accepted currencies: {values}.',
    'INVALID_VALUE.currency_brl': 'PIX and boleto are in reais only: use BRL.',
    'INVALID_VALUE.currency_code': 'Enter a currency code in capitals, like BRL.',
    'INVALID_VALUE.country': 'Enter the country as a two-letter code, like BR or US.',
    'INVALID_VALUE.uf': 'Enter the state as two letters, like SP or RJ.',
    'INVALID_VALUE.cep': 'Enter a valid CEP with 8 digits, like 01310-100.',
    'REQUIRED.mdr': 'Pass the MDR: 0 for a split without a fee.',
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
    'INVALID_VALUE.birthdate_future': 'The date of birth cannot be in the future.',
    'INVALID_VALUE.metadata_value':
      'Use text (up to {max:number} characters), a number, true or false, null, an object or a list.',
    'INVALID_VALUE.rounding': 'Choose half-even or half-up.',
    'INVALID_VALUE.mdr':
      'Use a rate from 0 up to (not including) 1, like 0.0299, or { rate, fixed } with fixed in whole centavos.',
    'INVALID_VALUE.metadata_key': 'This key is reserved (__proto__, constructor or prototype): rename it.',
    'INVALID_VALUE.fee_bearer': "Use 'first', 'proportional', 'master' or { recipient_id }.",
    'INVALID_VALUE.fee_bearer_recipient': 'Name the recipient of one of the split rules.',
    OUT_OF_RANGE: 'Enter a number from {min:number} to {max:number}.',
    'OUT_OF_RANGE.money_min': 'Enter an amount of at least {min:money}.',
    'OUT_OF_RANGE.percentage': 'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
    'OUT_OF_RANGE.split_fixed': 'Enter a whole number of centavos greater than 0.',
    'OUT_OF_RANGE.hosted_debit_installments': 'Debit cards are charged in a single installment: use 1.',
    'OUT_OF_RANGE.due_date': 'Choose a due date up to {latest:date}.',
    'OUT_OF_RANGE.card_expiry':
      'Check the expiry date printed on the card: the latest year accepted is {latest}.',
    TOO_LONG: 'Use at most {max:number} characters.',
    'TOO_LONG.metadata_key': 'Use keys of at most {max:number} characters.',
    FORBIDDEN_FIELD: 'This field does not apply to this payment method; leave it out.',
    'FORBIDDEN_FIELD.hosted':
      'In this flow the buyer types the card on the payment page: leave this field out.',
    'FORBIDDEN_FIELD.card_flow': 'This applies only to card payments; leave it out.',
    UNKNOWN_FIELD: 'This field is not part of a charge; remove it.',
    'UNKNOWN_FIELD.hint': 'This field is not part of a charge. Did you mean “{hint}”?',
    EXPIRED: 'This date has passed.',
    'EXPIRED.card': 'This card has expired.',
    'EXPIRED.due_date': 'Choose today or a later date.',
    TOO_MANY: 'Use at most {max:number} entries.',
    'TOO_MANY.metadata_depth': 'Nest objects at most {max:number} levels deep.',
    'TOO_MANY.metadata_entries': 'Use at most {max:number} entries in all.',
    'TOO_MANY.unknown_fields':
      'More than {max:number} unknown fields were sent; only the first {max:number} are listed.',
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
  },
  'pt-BR': {
    REQUIRED: 'Preencha este campo.',
    'REQUIRED.card_data': 'Preencha os dados do cartão.',
    'REQUIRED.non_empty': 'Inclua pelo menos um item.',
    INVALID_TYPE: 'Este campo deve ser {expected}.',
    'INVALID_TYPE.integer': 'Informe um número inteiro.',
    'INVALID_TYPE.money': 'Informe um valor válido, em centavos inteiros.',
    'INVALID_TYPE.unreadable': 'Não foi possível ler este dado: envie JSON simples.',
    INVALID_VALUE: 'Este valor não é permitido.',
    'INVALID_VALUE.enum': 'Escolha uma destas opções: {values}.',
    'INVALID_VALUE.email': 'Informe um e-mail válido, como nome@exemplo.com.br.',
    'INVALID_VALUE.email_quoted': 'Remova as aspas antes do @.',
    'INVALID_VALUE.email_ip_literal': 'Use um e-mail que termine em um domínio, não em um endereço IP.',
    'INVALID_VALUE.email_non_ascii':
      'Escreva o e-mail sem acentos; um domínio com acentos vai na forma xn--.',
    'INVALID_VALUE.email_length':
      'Este e-mail é longo demais: até 64 caracteres antes do @ e 63 entre pontos.',
    'INVALID_VALUE.phone':
      'Informe um telefone com DDD, como (11) 91234-5678: dígitos, com espaços, hífens, pontos ou parênteses entre eles.',
    'INVALID_VALUE.uuid': 'Informe um ID válido (um UUID).',
    'INVALID_VALUE.date': 'Informe uma data válida, no formato AAAA-MM-DD.',
    'INVALID_VALUE.currency': 'Escolha uma das moedas aceitas: {values}.',
    'INVALID_VALUE.currency_brl': 'PIX e boleto são apenas em reais: use BRL.',
    'INVALID_VALUE.currency_code': 'Informe o código da moeda em maiúsculas, como BRL.',
    'INVALID_VALUE.country': 'Informe o país com duas letras, como BR ou US.',
    'INVALID_VALUE.uf': 'Informe a UF com duas letras, como SP ou RJ.',
    'INVALID_VALUE.cep': 'Informe um CEP válido com 8 dígitos, como 01310-100.',
    'REQUIRED.mdr': 'Informe o MDR: 0 para um split sem taxa.',
    'INVALID_VALUE.cep_form':
      'Informe o CEP com 8 dígitos, separados só por ponto, hífen ou espaços, como {forms}.',
    'INVALID_VALUE.br_tax_id_form':
      'Informe o CPF ou CNPJ separado só por pontos, hífens, barras ou espaços, como {forms}.',
    'INVALID_VALUE.card_number_form':
      'Informe os dígitos do cartão juntos ou em grupos separados por espaços ou hífens, como {forms}.',
    'INVALID_VALUE.br_tax_id': 'Informe um CPF ou CNPJ válido.',
    'INVALID_VALUE.cpf_for_individual': 'Informe um CPF: o cliente é pessoa física.',
    'INVALID_VALUE.cnpj_for_company': 'Informe um CNPJ: o cliente é pessoa jurídica.',
    'INVALID_VALUE.card_number': 'Informe um número de cartão válido.',
    'INVALID_VALUE.card_month': 'Informe o mês com dois dígitos, de 01 a 12.',
    'INVALID_VALUE.card_year': 'Informe o ano com quatro dígitos, como 2030.',
    'INVALID_VALUE.cvv': 'Informe o código de segurança de 3 dígitos.',
    'INVALID_VALUE.cvv_amex': 'Informe o código de segurança de 4 dígitos impresso na frente do cartão.',
    'INVALID_VALUE.birthdate_future': 'A data de nascimento não pode estar no futuro.',
    'INVALID_VALUE.metadata_value':
      'Use texto (até {max:number} caracteres), número, true ou false, null, objeto ou lista.',
    'INVALID_VALUE.rounding': 'Escolha half-even ou half-up.',
    'INVALID_VALUE.mdr':
      'Use uma taxa de 0 até 1 (exclusive), como 0.0299, ou { rate, fixed } com fixed em centavos inteiros.',
    'INVALID_VALUE.metadata_key': 'Esta chave é reservada (__proto__, constructor ou prototype): renomeie-a.',
    'INVALID_VALUE.fee_bearer': "Use 'first', 'proportional', 'master' ou { recipient_id }.",
    'INVALID_VALUE.fee_bearer_recipient': 'Indique o recebedor de uma das regras do split.',
    OUT_OF_RANGE: 'Informe um número de {min:number} a {max:number}.',
    'OUT_OF_RANGE.money_min': 'Informe um valor de pelo menos {min:money}.',
    'OUT_OF_RANGE.percentage': 'Informe uma fração maior que 0 e até 1: 0.10 significa 10%.',
    'OUT_OF_RANGE.split_fixed': 'Informe um valor inteiro em centavos maior que 0.',
    'OUT_OF_RANGE.hosted_debit_installments': 'Cartão de débito é cobrado à vista: use 1 parcela.',
    'OUT_OF_RANGE.due_date': 'Escolha um vencimento até {latest:date}.',
    'OUT_OF_RANGE.card_expiry': 'Confira a validade impressa no cartão: o último ano aceito é {latest}.',
    TOO_LONG: 'Use no máximo {max:number} caracteres.',
    'TOO_LONG.metadata_key': 'Use chaves de no máximo {max:number} caracteres.',
    FORBIDDEN_FIELD: 'Este campo não se aplica a esta forma de pagamento; não o envie.',
    'FORBIDDEN_FIELD.hosted':
      'Neste fluxo o comprador digita o cartão na página de pagamento: não envie este campo.',
    'FORBIDDEN_FIELD.card_flow': 'Isto vale apenas para pagamentos com cartão; não envie este campo.',
    UNKNOWN_FIELD: 'Este campo não faz parte da cobrança; remova-o.',
    'UNKNOWN_FIELD.hint': 'Este campo não faz parte da cobrança. Você quis dizer “{hint}”?',
    EXPIRED: 'Esta data já passou.',
    'EXPIRED.card': 'Este cartão está vencido.',
    'EXPIRED.due_date': 'Escolha hoje ou uma data futura.',
    TOO_MANY: 'Use no máximo {max:number} itens.',
    'TOO_MANY.metadata_depth': 'Aninhe objetos em no máximo {max:number} níveis.',
    'TOO_MANY.metadata_entries': 'Use no máximo {max:number} entradas no total.',
    'TOO_MANY.unknown_fields':
      'Foram enviados mais de {max:number} campos desconhecidos; só os {max:number} primeiros estão listados.',
    SPLIT_AMOUNT_EXCEEDS_TOTAL:
      'As partes do split somam {total:money}, mais que o valor da cobrança ({amount:money}).',
    NEGATIVE_NET_AMOUNT_AFTER_FEES:
      'O primeiro recebedor fica com {gross:money}, menos que a taxa de {fee:money}. Reduza as outras partes ou aumente o valor.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
      'A taxa de {fee:money} é maior que o valor da cobrança ({amount:money}).',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
      'O recebedor {recipient} fica com {gross:money}, menos que a taxa de {fee:money} que ele paga.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional':
      'Os recebedores ficam com {gross:money} no total, menos que a taxa de {fee:money}.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.master':
      'A conta principal fica com {gross:money} não alocados, menos que a taxa de {fee:money} que ela paga.',
    INVALID_INPUT: 'Entrada inválida: {detail}',
    'TYPE.string': 'um texto',
    'TYPE.integer': 'um número inteiro',
    'TYPE.number': 'um número',
    'TYPE.boolean': 'true ou false',
    'TYPE.object': 'um objeto',
    'TYPE.array': 'uma lista',
  },
  es: {
    REQUIRED: 'Completa este campo.',
    'REQUIRED.card_data': 'Completa los datos de la tarjeta.',
    'REQUIRED.non_empty': 'Agrega al menos un elemento.',
    INVALID_TYPE: 'Este campo debe ser {expected}.',
    'INVALID_TYPE.integer': 'Ingresa un número entero.',
    'INVALID_TYPE.money': 'Ingresa un monto válido, en centavos enteros.',
    'INVALID_TYPE.unreadable': 'No se pudo leer este dato: envía JSON simple.',
    INVALID_VALUE: 'Este valor no está permitido.',
    'INVALID_VALUE.enum': 'Elige una de estas opciones: {values}.',
    'INVALID_VALUE.email': 'Ingresa un correo electrónico válido, como nombre@ejemplo.com.',
    'INVALID_VALUE.email_quoted': 'Quita las comillas antes de la @.',
    'INVALID_VALUE.email_ip_literal': 'Usa un correo que termine en un dominio, no en una dirección IP.',
    'INVALID_VALUE.email_non_ascii':
      'Escribe el correo sin tildes; un dominio con tildes va en su forma xn--.',
    'INVALID_VALUE.email_length':
      'Este correo es demasiado largo: hasta 64 caracteres antes de la @ y 63 entre puntos.',
    'INVALID_VALUE.phone':
      'Ingresa un teléfono con código de área, como +55 11 91234-5678: dígitos, con espacios, guiones, puntos o paréntesis entre ellos.',
    'INVALID_VALUE.uuid': 'Ingresa un ID válido (un UUID).',
    'INVALID_VALUE.date': 'Ingresa una fecha válida, con el formato AAAA-MM-DD.',
    'INVALID_VALUE.currency': 'Elige una de las monedas aceptadas: {values}.',
    'INVALID_VALUE.currency_brl': 'PIX y boleto solo aceptan reales: usa BRL.',
    'INVALID_VALUE.currency_code': 'Ingresa el código de la moneda en mayúsculas, como BRL.',
    'INVALID_VALUE.country': 'Ingresa el país con un código de dos letras, como BR o MX.',
    'INVALID_VALUE.uf': 'Ingresa el estado con dos letras, como SP o RJ.',
    'INVALID_VALUE.cep': 'Ingresa un CEP válido de 8 dígitos, como 01310-100.',
    'REQUIRED.mdr': 'Indica el MDR: 0 para un split sin tarifa.',
    'INVALID_VALUE.cep_form':
      'Ingresa el CEP con sus 8 dígitos, separados solo por puntos, un guion o espacios, como {forms}.',
    'INVALID_VALUE.br_tax_id_form':
      'Ingresa el CPF o CNPJ separado solo por puntos, guiones, barras o espacios, como {forms}.',
    'INVALID_VALUE.card_number_form':
      'Ingresa los dígitos de la tarjeta juntos o en grupos separados por espacios o guiones, como {forms}.',
    'INVALID_VALUE.br_tax_id': 'Ingresa un CPF o CNPJ válido.',
    'INVALID_VALUE.cpf_for_individual': 'Ingresa un CPF: el cliente es una persona física.',
    'INVALID_VALUE.cnpj_for_company': 'Ingresa un CNPJ: el cliente es una empresa.',
    'INVALID_VALUE.card_number': 'Ingresa un número de tarjeta válido.',
    'INVALID_VALUE.card_month': 'Ingresa el mes con dos dígitos, del 01 al 12.',
    'INVALID_VALUE.card_year': 'Ingresa el año con cuatro dígitos, como 2030.',
    'INVALID_VALUE.cvv': 'Ingresa el código de seguridad de 3 dígitos.',
    'INVALID_VALUE.cvv_amex':
      'Ingresa el código de seguridad de 4 dígitos impreso en el frente de la tarjeta.',
    'INVALID_VALUE.birthdate_future': 'La fecha de nacimiento no puede ser una fecha futura.',
    'INVALID_VALUE.metadata_value':
      'Usa texto (hasta {max:number} caracteres), un número, true o false, null, un objeto o una lista.',
    'INVALID_VALUE.rounding': 'Elige half-even o half-up.',
    'INVALID_VALUE.mdr':
      'Usa una tasa de 0 hasta 1 (sin incluirlo), como 0.0299, o { rate, fixed } con fixed en centavos enteros.',
    'INVALID_VALUE.metadata_key':
      'Esta clave está reservada (__proto__, constructor o prototype): cámbiale el nombre.',
    'INVALID_VALUE.fee_bearer': "Usa 'first', 'proportional', 'master' o { recipient_id }.",
    'INVALID_VALUE.fee_bearer_recipient': 'Indica el receptor de una de las reglas de la división.',
    OUT_OF_RANGE: 'Ingresa un número entre {min:number} y {max:number}.',
    'OUT_OF_RANGE.money_min': 'Ingresa un monto de al menos {min:money}.',
    'OUT_OF_RANGE.percentage': 'Ingresa una fracción mayor que 0 y de hasta 1: 0.10 equivale al 10%.',
    'OUT_OF_RANGE.split_fixed': 'Ingresa un monto entero en centavos mayor que 0.',
    'OUT_OF_RANGE.hosted_debit_installments': 'Las tarjetas de débito se cobran en un solo pago: usa 1.',
    'OUT_OF_RANGE.due_date': 'Elige un vencimiento hasta el {latest:date}.',
    'OUT_OF_RANGE.card_expiry':
      'Revisa el vencimiento impreso en la tarjeta: el último año aceptado es {latest}.',
    TOO_LONG: 'Usa como máximo {max:number} caracteres.',
    'TOO_LONG.metadata_key': 'Usa claves de como máximo {max:number} caracteres.',
    FORBIDDEN_FIELD: 'Este campo no corresponde a este medio de pago; no lo envíes.',
    'FORBIDDEN_FIELD.hosted':
      'En este flujo el comprador ingresa la tarjeta en la página de pago: no envíes este campo.',
    'FORBIDDEN_FIELD.card_flow': 'Esto aplica solo a pagos con tarjeta; no envíes este campo.',
    UNKNOWN_FIELD: 'Este campo no forma parte de un cobro; quítalo.',
    'UNKNOWN_FIELD.hint': 'Este campo no forma parte de un cobro. ¿Quisiste decir “{hint}”?',
    EXPIRED: 'Esta fecha ya pasó.',
    'EXPIRED.card': 'Esta tarjeta está vencida.',
    'EXPIRED.due_date': 'Elige hoy o una fecha posterior.',
    TOO_MANY: 'Usa como máximo {max:number} elementos.',
    'TOO_MANY.metadata_depth': 'Anida objetos en como máximo {max:number} niveles.',
    'TOO_MANY.metadata_entries': 'Usa como máximo {max:number} entradas en total.',
    'TOO_MANY.unknown_fields':
      'Se enviaron más de {max:number} campos desconocidos; solo se listan los primeros {max:number}.',
    SPLIT_AMOUNT_EXCEEDS_TOTAL:
      'Las partes de la división suman {total:money}, más que el monto del cobro ({amount:money}).',
    NEGATIVE_NET_AMOUNT_AFTER_FEES:
      'El primer receptor recibe {gross:money}, menos que la comisión de {fee:money}. Reduce las otras partes o aumenta el monto.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
      'La comisión de {fee:money} es mayor que el monto del cobro ({amount:money}).',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
      'El receptor {recipient} recibe {gross:money}, menos que la comisión de {fee:money} que paga.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional':
      'Los receptores reciben {gross:money} en total, menos que la comisión de {fee:money}.',
    'NEGATIVE_NET_AMOUNT_AFTER_FEES.master':
      'La cuenta principal conserva {gross:money} sin asignar, menos que la comisión de {fee:money} que paga.',
    INVALID_INPUT: 'Los datos no son válidos: {detail}',
    'TYPE.string': 'un texto',
    'TYPE.integer': 'un número entero',
    'TYPE.number': 'un número',
    'TYPE.boolean': 'true o false',
    'TYPE.object': 'un objeto',
    'TYPE.array': 'una lista',
  },
} as const;

/** Renders a message of validation issues and split errors in a locale. */
export const formatIssueMessage = _messages<IssueMessageKey>(ISSUE_MESSAGES, _formatValue);
