import type { MessageKey } from './keys.js';

/** Mensagens em português do Brasil, escritas para lojistas: dizem o que está errado e como corrigir. */
export const ptBR: Readonly<Record<MessageKey, string>> = {
  REQUIRED: 'Informe {field}: o campo é obrigatório.',
  'REQUIRED.card_data':
    'Informe {field}: envie os dados do cartão ou, no lugar deles, payment_details.token.',
  'REQUIRED.non_empty': '{field} deve ter pelo menos um item.',
  INVALID_TYPE: '{field} deve ser {expected}.',
  'INVALID_TYPE.integer': '{field} deve ser um valor inteiro em centavos, como 1990 para R$ 19,90.',
  'INVALID_TYPE.unreadable': 'Não foi possível ler {field}: envie dados JSON simples.',
  INVALID_VALUE: '{field} tem um valor não permitido.',
  'INVALID_VALUE.enum': '{field} deve ser um destes valores: {values}.',
  'INVALID_VALUE.email': '{field} deve ser um e-mail válido, como nome@exemplo.com.br.',
  'INVALID_VALUE.phone':
    '{field} deve ser um telefone com DDD: de 8 a 15 dígitos, podendo ter +, espaços, hífens ou parênteses.',
  'INVALID_VALUE.uuid': '{field} deve ser um UUID, como 3f2504e0-4f89-41d3-9a0c-0305e82c3301.',
  'INVALID_VALUE.date': '{field} deve ser uma data no formato AAAA-MM-DD, como 2026-12-31.',
  'INVALID_VALUE.currency': '{field} deve ser uma das moedas aceitas: {values}.',
  'INVALID_VALUE.currency_brl': '{field} deve ser BRL: cobranças por PIX e boleto são apenas em reais.',
  'INVALID_VALUE.country': '{field} deve ser o código ISO 3166-1 alfa-2 do país, como BR ou US.',
  'INVALID_VALUE.uf': '{field} deve ser a sigla de uma UF com 2 letras, como SP ou RJ.',
  'INVALID_VALUE.cep': '{field} deve ser um CEP com 8 dígitos, como 01310-100 ou 01310100.',
  'INVALID_VALUE.br_tax_id':
    '{field} deve ser um CPF (11 dígitos) ou CNPJ (14 caracteres) válido; confira os dígitos.',
  'INVALID_VALUE.cpf_for_individual':
    '{field} deve ser um CPF quando customer.type é individual (pessoa física).',
  'INVALID_VALUE.cnpj_for_company':
    '{field} deve ser um CNPJ quando customer.type é company (pessoa jurídica).',
  'INVALID_VALUE.card_number':
    '{field} deve ser um número de cartão de 12 a 19 dígitos que passe na verificação de Luhn.',
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
  OUT_OF_RANGE: '{field} deve estar entre {min} e {max}.',
  'OUT_OF_RANGE.percentage':
    '{field} deve ser uma fração maior que 0 e no máximo 1: percentuais são frações, 0.10 significa 10%.',
  'OUT_OF_RANGE.split_fixed': '{field} deve ser um valor inteiro em centavos maior que 0 (uma parte fixa).',
  'OUT_OF_RANGE.hosted_debit_installments': '{field} deve ser 1: cartão de débito é cobrado sempre à vista.',
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
  SPLIT_AMOUNT_EXCEEDS_TOTAL:
    'A soma das divisões é de {total} centavos, maior que o valor da cobrança ({amount}). Ajuste os valores do split.',
  NEGATIVE_NET_AMOUNT_AFTER_FEES:
    'O primeiro recebedor fica com {gross} centavos, menos que a taxa de {fee}. Reduza as outras divisões ou aumente o valor da cobrança.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules':
    'A taxa de {fee} centavos é maior que o valor da cobrança ({amount}). Aumente o valor da cobrança.',
  PAYMENT_METHOD_NOT_ENABLED: '{method} não está habilitado para este lojista. Use um destes: {values}.',
  'PAYMENT_METHOD_NOT_ENABLED.none':
    '{method} não está habilitado para este lojista, e este lojista não tem nenhum meio de pagamento habilitado.',
  CARD_FLOW_NOT_SUPPORTED:
    'Não é possível atender card_flow=hosted: {method} é coletado pelo checkout do lojista (fluxo transparente). Remova card_flow e envie os dados do cartão.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    '{method} usa o checkout hospedado do provedor: envie card_flow=hosted sem dados do cartão e redirecione o comprador para payment_fields.redirect_url.',
  INVALID_INPUT: 'Entrada inválida: {detail}',
  INVALID_MERCHANT:
    'A configuração do lojista é inválida: methods deve ser uma lista de { type }, cartões com card_flow hosted ou transparent, cada tipo uma vez só.',
  INVALID_PROVIDER_RESPONSE: 'O provedor de pagamento respondeu com um valor inválido em {field}.',
  MISSING_CREDENTIALS: 'Envie o cabeçalho Authorization: Basic base64(chave_publica + ":").',
  MALFORMED_CREDENTIALS:
    'O cabeçalho Authorization deve ser Basic seguido do base64 da sua chave pública e dois-pontos, com senha vazia.',
  NOT_A_PUBLIC_KEY: 'Esta rota aceita apenas a chave pública (pk_...).',
  SECRET_KEY_NOT_ALLOWED:
    'Uma chave secreta foi enviada a uma rota do navegador. Revogue essa chave secreta agora e gere outra; no navegador use a chave pública (pk_...).',
  'TITLE.validation': 'A cobrança não é válida',
  'TITLE.split': 'Não foi possível aplicar o split',
  'TITLE.card_flow': 'O meio de pagamento não pode ser atendido',
  'TITLE.auth': 'Não autorizado',
  'TITLE.internal': 'Erro interno',
  'DETAIL.internal':
    'Não foi possível concluir a requisição por um erro do nosso lado. Tente de novo mais tarde; se o erro continuar, fale com o suporte.',
  'DETAIL.validation': '{count} problema(s) encontrado(s) na cobrança; veja errors.',
  'TYPE.string': 'um texto',
  'TYPE.integer': 'um número inteiro',
  'TYPE.number': 'um número',
  'TYPE.boolean': 'true ou false',
  'TYPE.object': 'um objeto',
  'TYPE.array': 'uma lista',
};
