import type { Section } from './section.js';

/**
 * Every text of the library in Brazilian Portuguese, one section per area: each section of `en.ts`
 * with its keys, no other (the compiler checks it). Each section is an export of its own, so a
 * bundle carries only the sections of the areas it uses.
 */

/**
 * Validation issues and split errors (`issues.ts`). A message reads well next to its field: it
 * never names the field nor shows a path.
 */
export const issues = {
  REQUIRED: 'Preencha este campo.',
  'REQUIRED.non_empty': 'Inclua pelo menos um item.',
  INVALID_TYPE: 'Este campo deve ser {expected}.',
  'INVALID_TYPE.integer': 'Informe um número inteiro.',
  'INVALID_TYPE.money': 'Informe um valor válido, em centavos inteiros.',
  'INVALID_TYPE.unreadable': 'Não foi possível ler este dado. Tente novamente.',
  INVALID_VALUE: 'Este valor não é permitido.',
  'INVALID_VALUE.enum': 'Escolha uma destas opções: {values}.',
  'INVALID_VALUE.uuid': 'Informe um ID válido (um UUID).',
  'INVALID_VALUE.date': 'Informe uma data válida, no formato AAAA-MM-DD.',
  'INVALID_VALUE.uf': 'Informe a UF com duas letras, como SP ou RJ.',
  'INVALID_VALUE.rounding': 'Escolha half-even ou half-up.',
  'INVALID_VALUE.max_amount': 'Use um número inteiro de centavos de 1 a {max:number}.',
  OUT_OF_RANGE: 'Informe um número de {min:number} a {max:number}.',
  'OUT_OF_RANGE.money_min': 'Informe um valor de pelo menos {min:money}.',
  'OUT_OF_RANGE.max': 'Informe um número de no máximo {max:number}.',
  'OUT_OF_RANGE.money_max': 'Informe um valor de no máximo {max:money}.',
  'OUT_OF_RANGE.percentage': 'Informe uma fração maior que 0 e até 1: 0.10 significa 10%.',
  'OUT_OF_RANGE.split_fixed': 'Informe um valor inteiro em centavos maior que 0.',
  TOO_LONG: 'Use no máximo {max:number} caracteres.',
  TOO_MANY: 'Use no máximo {max:number} itens.',
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
} satisfies Section<'issues'>;

/**
 * The words of issues only a charge request's fields have (their formats, card data, metadata,
 * unknown and forbidden fields, dates): apart from `issues`, so that the readers of other
 * arguments (the split engine, the due-date terms, the installment quote) do not ship them.
 */
export const requestIssues = {
  'REQUIRED.card_data': 'Preencha os dados do cartão.',
  'INVALID_VALUE.email': 'Informe um e-mail válido, como nome@exemplo.com.br.',
  'INVALID_VALUE.email_quoted': 'Remova as aspas antes do @.',
  'INVALID_VALUE.email_ip_literal': 'Use um e-mail que termine em um domínio, não em um endereço IP.',
  'INVALID_VALUE.email_non_ascii': 'Escreva o e-mail sem acentos; um domínio com acentos vai na forma xn--.',
  'INVALID_VALUE.email_length': 'Este e-mail é longo demais: até 64 caracteres antes do @ e 63 entre pontos.',
  'INVALID_VALUE.phone':
    'Informe um telefone com DDD, como (11) 91234-5678: dígitos, com espaços, hífens, pontos ou parênteses entre eles.',
  'INVALID_VALUE.currency': 'Escolha uma das moedas aceitas: {values}.',
  'INVALID_VALUE.currency_brl': 'PIX e boleto são apenas em reais: use BRL.',
  'INVALID_VALUE.currency_code': 'Informe o código da moeda em maiúsculas, como BRL.',
  'INVALID_VALUE.country': 'Informe o país com duas letras, como BR ou US.',
  'INVALID_VALUE.cep': 'Informe um CEP válido com 8 dígitos, como 01310-100.',
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
  'INVALID_VALUE.birthdate_future': 'Informe uma data que não esteja no futuro.',
  'INVALID_VALUE.metadata_value':
    'Use texto (até {max:number} caracteres), número, true ou false, null, objeto ou lista.',
  'INVALID_VALUE.metadata_key': 'Esta chave é reservada (__proto__, constructor ou prototype): renomeie-a.',
  'OUT_OF_RANGE.hosted_debit_installments': 'Cartão de débito é cobrado à vista: use 1 parcela.',
  'OUT_OF_RANGE.due_date': 'Escolha um vencimento até {latest:date}.',
  'OUT_OF_RANGE.card_expiry': 'Confira a validade impressa no cartão: o último ano aceito é {latest}.',
  'TOO_LONG.metadata_key': 'Use chaves de no máximo {max:number} caracteres.',
  FORBIDDEN_FIELD: 'Este campo não se aplica a esta forma de pagamento; não o envie.',
  'FORBIDDEN_FIELD.hosted':
    'Os dados do cartão são digitados na página de pagamento: não podem ser informados aqui.',
  'FORBIDDEN_FIELD.card_flow': 'Isto vale apenas para pagamentos com cartão; não envie este campo.',
  UNKNOWN_FIELD: 'Esta informação não pode ser usada neste pagamento.',
  EXPIRED: 'Esta data já passou.',
  'EXPIRED.card': 'Este cartão está vencido.',
  'EXPIRED.due_date': 'Escolha hoje ou uma data futura.',
  'TOO_MANY.metadata_depth': 'Aninhe objetos em no máximo {max:number} níveis.',
  'TOO_MANY.metadata_entries': 'Use no máximo {max:number} entradas no total.',
  'TOO_MANY.unknown_fields':
    'Foram enviados mais de {max:number} campos desconhecidos; só os {max:number} primeiros estão listados.',
} satisfies Section<'requestIssues'>;

/** The card-flow decision and the public payment methods (`card-flow.ts`). */
export const cardFlow = {
  'METHOD.credit_card': 'cartão de crédito',
  'METHOD.debit_card': 'cartão de débito',
  'METHOD.pix': 'PIX',
  'METHOD.boleto': 'boleto',
  'METHOD.unknown': 'a forma escolhida',
  PAYMENT_METHOD_NOT_ENABLED:
    'Pagamento com {method_name} não está disponível nesta loja. Escolha uma destas formas: {names}.',
  'PAYMENT_METHOD_NOT_ENABLED.none':
    'Pagamento com {method_name} não está disponível nesta loja, que ainda não aceita nenhuma forma de pagamento.',
  CARD_FLOW_NOT_SUPPORTED:
    'O pagamento com {method_name} não está disponível no momento. Escolha outra forma de pagamento.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    'O pagamento com {method_name} não está disponível no momento. Escolha outra forma de pagamento.',
  'LABEL.payment_method': 'Forma de pagamento',
  'LABEL.card_flow': 'Fluxo do cartão',
} satisfies Section<'cardFlow'>;

/** A merchant configuration that cannot be read (`merchant.ts`). */
export const merchant = {
  'INVALID_CONFIGURATION.merchant':
    'A configuração de pagamento da loja é inválida; o pagamento não foi verificado.',
} satisfies Section<'merchant'>;

/** `resolveRequiredFields` com um país ou contexto que não pode usar (`required-fields.ts`). */
export const requiredFields = {
  'INVALID_CONFIGURATION.country': 'O país deve ser um código ISO 3166-1 alfa-2, como BR.',
  'INVALID_CONFIGURATION.context': 'O campo {key} do contexto deve ser um de: {values}.',
} as const;

/** Key auth: the public-key route, then the secret-key route (`.secret`) (`auth.ts`). */
export const auth = {
  MISSING_CREDENTIALS: 'Não foi possível verificar este checkout. Recarregue a página e tente novamente.',
  MALFORMED_CREDENTIALS: 'Não foi possível verificar este checkout. Recarregue a página e tente novamente.',
  NOT_A_PUBLIC_KEY:
    'Este checkout não está configurado corretamente e não pode receber pagamentos no momento.',
  SECRET_KEY_NOT_ALLOWED:
    'Este checkout não está configurado com segurança e não pode receber pagamentos no momento. O responsável precisa revogar a chave secreta e gerar outra.',
  'MISSING_CREDENTIALS.secret': 'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
  'MALFORMED_CREDENTIALS.secret': 'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
  NOT_A_SECRET_KEY: 'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
  PUBLIC_KEY_NOT_ALLOWED: 'Não foi possível autorizar o pagamento. Tente novamente mais tarde.',
} satisfies Section<'auth'>;

/** Problem details: titles and generic details, and the failures of readJsonBody (`http.ts`). */
export const http = {
  'TITLE.validation': 'A cobrança não é válida',
  'TITLE.split': 'Não foi possível aplicar o split',
  'TITLE.invalid_input': 'Os dados não podem ser usados',
  'TITLE.card_flow': 'O meio de pagamento não pode ser atendido',
  'TITLE.auth': 'Não autorizado',
  'TITLE.webhook': 'O webhook não é confiável',
  'TITLE.idempotency': 'A repetição não pode ser atendida',
  'TITLE.lifecycle': 'O evento da cobrança não pode ser aplicado',
  'TITLE.refund': 'O reembolso não pode ser aplicado',
  'TITLE.due': 'A cobrança não pode ser paga',
  'TITLE.internal': 'Erro interno',
  'TITLE.malformed_json': 'JSON malformado',
  'TITLE.body_too_large': 'Corpo da requisição grande demais',
  'TITLE.unsupported_media_type': 'Tipo de mídia não suportado',
  'INVALID_CONFIGURATION.max_bytes':
    'A opção maxBytes deve ser um número inteiro positivo de bytes; o corpo não foi lido.',
  MALFORMED_JSON: 'O corpo da requisição não é um JSON UTF-8 válido.',
  BODY_TOO_LARGE: 'O corpo da requisição passa de {max:number} bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Envie o corpo da requisição em JSON, com Content-Type: application/json.',
  'DETAIL.internal':
    'Não foi possível concluir a requisição por um erro do nosso lado. Tente de novo mais tarde; se o erro continuar, fale com o suporte.',
} satisfies Section<'http'>;

/** The charge response helper (`charge.ts`). */
export const charge = {
  INVALID_PROVIDER_RESPONSE:
    'O provedor de pagamento enviou uma resposta com um valor que não pode ser usado.',
  INTERNAL_ERROR:
    'Não foi possível concluir o pagamento por um erro do nosso lado. Tente novamente mais tarde.',
} satisfies Section<'charge'>;

/** The PIX BR Code codec (`pix-codes.ts`). */
export const pixCodes = {
  'LABEL.pix_code': 'Código PIX',
  'LABEL.pix_fields': 'Dados do código PIX',
  'LABEL.pix_key': 'Chave PIX',
  'PIX.not_text': 'O código PIX deve ser texto.',
  'PIX.too_long': 'O código PIX é longo demais: um BR Code tem no máximo {max:number} bytes.',
  'PIX.characters': 'O código PIX só pode ter caracteres imprimíveis, sem quebras de linha.',
  'PIX.structure':
    'O código PIX está cortado ou malformado aqui: cada campo é um ID de dois dígitos, um tamanho de dois dígitos e essa quantidade de bytes.',
  'PIX.first': 'Um código PIX começa com o indicador de formato do payload, 000201.',
  'PIX.duplicate': 'Este campo aparece mais de uma vez.',
  'PIX.crc_last': 'Um código PIX termina com o seu CRC: ID 63, tamanho 04, quatro dígitos hexadecimais.',
  'PIX.crc': 'O CRC não confere com o código: ele foi digitado errado ou alterado.',
  'PIX.required': 'Este campo é obrigatório em um código PIX.',
  'PIX.fields': 'Devem ser um objeto com os campos do código (key, name, city…).',
  'PIX.initiation': 'O método de iniciação é 11 (reutilizável) ou 12 (uso único).',
  'PIX.account':
    'O código PIX não tem conta de recebedor PIX (um template de 26 a 51 com o identificador do PIX).',
  'PIX.key_or_url':
    'Uma conta de recebedor PIX tem uma chave ou uma URL de localização, não as duas nem nenhuma.',
  'PIX.key':
    'Informe a chave PIX como registrada: CPF ou CNPJ só com dígitos, telefone +55, e-mail ou chave aleatória em minúsculas.',
  'PIX.url': 'Escreva a URL de localização sem o esquema (sem https://), em no máximo {max:number} bytes.',
  'PIX.category': 'O código de categoria do recebedor tem quatro dígitos: 0000 ou um código ISO 18245.',
  'PIX.currency': 'A moeda de um código PIX é 986, o código do real.',
  'PIX.amount':
    'Escreva o valor em dígitos, com um ponto antes de no máximo duas casas, como 10.50, em no máximo 13 caracteres.',
  'PIX.amount_range': 'O valor está fora do intervalo: de R$\u00a00,01 a {max:money}.',
  'PIX.blank': 'Escreva ao menos um caractere além de espaços.',
  'PIX.country': 'O código de país de um código PIX é BR.',
  'PIX.text': 'Use de 1 a {max:number} bytes de texto imprimível.',
  'PIX.ascii':
    'Use letras sem acento, dígitos, espaços e pontuação comum: os acentos são retirados, outros caracteres não podem ser escritos.',
  'PIX.txid': 'O identificador da transação é *** (nenhum) ou de 1 a 25 letras e dígitos.',
  'PIX.dynamic_txid': 'Um código PIX dinâmico não traz identificador da transação.',
  'PIX.recurrence': 'O template de recorrência começa com o identificador do PIX e depois a URL.',
  'PIX.template': 'Este template é longo demais: um campo tem no máximo 99 bytes.',
} satisfies Section<'pixCodes'>;

/** The boleto codec (`boleto-codes.ts`). */
export const boletoCodes = {
  'LABEL.boleto_number': 'Número do boleto',
  'LABEL.boleto_fields': 'Dados do boleto',
  'LABEL.due_date': 'Vencimento',
  'BOLETO.not_text': 'O número do boleto deve ser texto.',
  'BOLETO.fields': 'Devem ser um objeto com bank, amount, due_date e free_field.',
  'BOLETO.characters': 'Escreva o número do boleto com dígitos, separados só por pontos, espaços ou hífens.',
  'BOLETO.length':
    'Um número de boleto tem 44 dígitos (código de barras), 47 (linha digitável de boleto bancário) ou 48 (boleto de arrecadação).',
  'BOLETO.currency': 'O dígito da moeda de um boleto bancário é 9, o real.',
  'BOLETO.product': 'O código de barras de um boleto de arrecadação começa com 8.',
  'BOLETO.segment': 'O segundo dígito de um boleto de arrecadação, o segmento, é de 1 a 7 ou 9.',
  'BOLETO.value_kind': 'O identificador de valor de um boleto de arrecadação é 6, 7, 8 ou 9.',
  'BOLETO.check_digit': 'Um dígito verificador não confere: o número foi digitado errado ou alterado.',
  'BOLETO.date': 'Use uma data de 2000-07-03 a 9999-12-31, escrita AAAA-MM-DD.',
  'BOLETO.reference_date':
    'A opção referenceDate deve ser uma data escrita AAAA-MM-DD; o boleto não foi lido.',
  'BOLETO.bank': 'O código do banco tem 3 dígitos e não começa com 8 (a marca de um boleto de arrecadação).',
  'BOLETO.amount': 'O valor é um número inteiro de centavos de 0 a 9999999999.',
  'BOLETO.free_field': 'O campo livre de um boleto bancário tem 25 dígitos.',
} satisfies Section<'boletoCodes'>;

/** A provider's PIX code or boleto checked against the charge (`provider-answer.ts`). */
export const providerAnswer = {
  'ANSWER.amount': 'O código cobra {actual:money}, não o valor da cobrança de {expected:money}.',
  'ANSWER.no_amount':
    'O código não tem valor: o comprador poderia pagar qualquer valor, e não os {expected:money} cobrados.',
  'ANSWER.static':
    'A cobrança expira, então precisa de um código PIX dinâmico; o provedor enviou um estático.',
  'ANSWER.same_payload': 'O código copia e cola e o QR code diferem: devem ser o mesmo payload.',
  'ANSWER.due_date': 'O boleto vence em {actual:date}, e não em {expected:date} como pedido.',
  'ANSWER.no_due_date': 'O boleto não tem vencimento, mas a cobrança vence em {expected:date}.',
  'ANSWER.barcode_line': 'O código de barras e a linha digitável são de boletos diferentes.',
  'ANSWER.method': 'Esta resposta não é de uma cobrança PIX ou boleto.',
} satisfies Section<'providerAnswer'>;

/** Whole failures of `validateChargeRequest`: a refused request, and options it cannot use (`failures.ts`). */
export const failures = {
  'VALIDATION_FAILED.one': 'A cobrança tem 1 problema.',
  'VALIDATION_FAILED.other': 'A cobrança tem {count:number} problemas.',
  'INVALID_CONFIGURATION.now': 'A opção now deve ser uma Date válida; a requisição não foi verificada.',
  'INVALID_CONFIGURATION.currencies':
    'A opção currencies deve ser uma lista de no máximo {max:number} códigos de moeda; a requisição não foi verificada.',
  'INVALID_CONFIGURATION.mdr':
    'A opção mdr não é um MDR válido (uma taxa em [0, 1) como número ou texto decimal, ou { rate, fixed } com fixed um número inteiro de centavos não negativo); a requisição não foi verificada.',
  'INVALID_CONFIGURATION.installment_policy':
    'A opção installmentPolicy não é uma política de parcelamento válida (as opções de quoteInstallments); a requisição não foi verificada.',
  'INVALID_CONFIGURATION.max_amount':
    'A opção maxAmount deve ser um número inteiro de centavos de 1 a {max:number}; a requisição não foi verificada.',
} satisfies Section<'failures'>;

/**
 * The split engine's failure for an MDR or options it cannot use and its issues at the MDR and the
 * fee bearer (`split-configuration.ts`): apart from `failures` and `issues`, whose words validation
 * ships, so that it does not ship these (it takes no fee bearer and reads its MDR with its own
 * options).
 */
export const splitConfiguration = {
  'INVALID_CONFIGURATION.split': 'O MDR ou as opções passadas ao split não são válidos: {detail}',
  'REQUIRED.mdr': 'Informe o MDR: 0 para um split sem taxa.',
  'INVALID_VALUE.mdr':
    'Use uma taxa de 0 até 1 (exclusive), como 0.0299, ou { rate, fixed } com fixed em centavos inteiros.',
  'INVALID_VALUE.fee_bearer': "Use 'first', 'proportional', 'master' ou { recipient_id }.",
  'INVALID_VALUE.fee_bearer_recipient': 'Indique o recebedor de uma das regras do split.',
} satisfies Section<'splitConfiguration'>;

/** The `labels` and `messages` options of `validateChargeRequest` (`options.ts`). */
export const options = {
  'INVALID_CONFIGURATION.labels':
    'A opção labels deve associar caminhos de campos da cobrança a textos; “{key}” não pode ser usado. A requisição não foi verificada.',
  'INVALID_CONFIGURATION.messages':
    'A opção messages deve associar códigos de problema, chaves de mensagem ou caminhos de campos a textos ou funções; “{key}” não pode ser usado. A requisição não foi verificada.',
} satisfies Section<'options'>;

/** The installment quote's options (`installments.ts`). */
export const installments = {
  'INVALID_CONFIGURATION.installments': 'As opções de parcelamento são inválidas: {detail}',
  'INVALID_CONFIGURATION.installments_unquoted': 'Não foi possível calcular as opções de parcelamento.',
  'INVALID_VALUE.monthly_rate':
    'Use uma taxa mensal de 0 até 1 (exclusive), escrita como fração: 0.0199 significa 1,99% ao mês.',
  'INVALID_VALUE.method': 'Use price (juros compostos, Tabela Price) ou simple.',
  'REQUIRED.monthly_rate':
    'Informe a taxa mensal: há ofertas com juros (interestFreeUpTo menor que maxInstallments); use 0 para nenhum.',
  'OUT_OF_RANGE.interest_free_amount':
    'Use um valor inteiro em centavos, de 0 até o valor da cobrança ({max:money}).',
} satisfies Section<'installments'>;

/** The installment policy check of `validateChargeRequest` (`installment-policy.ts`). */
export const installmentPolicy = {
  INSTALLMENTS_NOT_OFFERED: 'Escolha um dos números de parcelas oferecidos para este valor: {values}.',
  'INSTALLMENTS_NOT_OFFERED.invalid_policy':
    'Não é possível aceitar o parcelamento: a política de parcelamento da loja é inválida, então nenhum é oferecido.',
} satisfies Section<'installmentPolicy'>;

/** `parseBRL`: why a text is not an amount of reais; never echoes the text read (`money.ts`). */
export const money = {
  'BRL.not_text': 'O valor deve ser um texto, como R$ 1.500,00.',
  'BRL.empty': 'Digite um valor, como R$ 1.500,00.',
  'BRL.too_long': 'O valor é longo demais para ser um valor em reais.',
  'BRL.characters':
    'O valor pode ter apenas dígitos, um separador decimal, separadores de milhar, um R$ opcional e um sinal de menos no início.',
  'BRL.grouping':
    'Os separadores de milhar estão fora de lugar: os dígitos são agrupados de três em três, como 1.500.000,00.',
  'BRL.ambiguous':
    'O valor é ambíguo: um separador seguido de três dígitos pode indicar milhar (1.500 como mil e quinhentos reais) ou decimais (1.500 como um real e cinquenta centavos). Escreva os centavos (1.500,00) ou use o prefixo R$ para lê-lo como milhar.',
  'BRL.fraction': 'O valor tem frações de centavo: use no máximo duas casas decimais.',
  'BRL.too_large': 'O valor é maior que o maior valor em centavos que esta biblioteca trata com exatidão.',
} satisfies Section<'money'>;

/** Refunds and receivables (`after-charge.ts`). */
export const afterCharge = {
  REFUND_EXCEEDS_REMAINING:
    'Um reembolso de {amount:money} é maior que os {remaining:money} desta cobrança ainda não reembolsados.',
  'REFUND_EXCEEDS_REMAINING.recipient':
    'O recebedor {recipient} tem apenas {remaining:money} da sua parte para devolver; foram pedidos {amount:money}.',
  'REFUND_EXCEEDS_REMAINING.master':
    'A conta principal tem apenas {remaining:money} para devolver; foram pedidos {amount:money}.',
  INVALID_REFUND_ALLOCATION: 'A divisão do reembolso não é válida: {detail}',
  'INVALID_REFUND_ALLOCATION.sum':
    'As partes somam {total:money}, e não o valor do reembolso de {amount:money}.',
  'INVALID_REFUND_ALLOCATION.recipient': 'Indique um recebedor deste split, ou null para a conta principal.',
  'INVALID_REFUND_ALLOCATION.duplicate': 'Este recebedor já está na lista; liste cada um uma vez.',
  'INVALID_REFUND_ALLOCATION.over':
    'Isto é mais que os {remaining:money} que este recebedor ainda tem para devolver.',
  'INVALID_REFUND_ALLOCATION.amount': 'Informe um valor inteiro em centavos, 0 ou mais.',
  'INVALID_CONFIGURATION.after_charge': 'As opções informadas não podem ser usadas: {detail}',
  'INVALID_VALUE.split_result':
    'Passe um resultado de sucesso de computeSplit ou prepareSplit, sem alterações.',
  'INVALID_VALUE.refund_mode':
    "Use 'proportional', { from: recipient_id } ou { custom: [{ recipient_id, amount }] }.",
  'INVALID_VALUE.refund_fee': "Use 'keep' ou 'refund'.",
  'INVALID_VALUE.previous':
    'Passe a lista dos resultados anteriores de allocateRefund deste mesmo split, sem alterações.',
  'INVALID_VALUE.previous_exceeds':
    'Estes devolvem mais do que este split contém: não podem ser os reembolsos desta cobrança.',
  'INVALID_VALUE.receivables_method': 'Escolha uma destas opções: {values}.',
  'INVALID_VALUE.confirmed_at': 'Use uma Date válida entre os anos 1900 e 9900.',
  'INVALID_VALUE.settlement_days':
    'Associe formas de pagamento a números inteiros de dias de 0 a {max:number}, como { credit_card: 30 }.',
  'INVALID_VALUE.extra_holidays':
    'Use uma lista de no máximo {max:number} datas no formato AAAA-MM-DD, como 2026-01-25.',
  'OUT_OF_RANGE.receivables_installments':
    'Use um número inteiro de 1 a 24 para cartões de crédito, e 1 para as outras formas.',
} satisfies Section<'afterCharge'>;

/** Webhook signatures (`webhooks.ts`). Never quotes a secret, a signature or the body. */
export const webhooks = {
  WEBHOOK_HEADER_MISSING:
    'O webhook não tem um cabeçalho {header} utilizável: envie webhook-id, webhook-timestamp e webhook-signature.',
  WEBHOOK_TIMESTAMP_INVALID:
    'O cabeçalho webhook-timestamp deve ser segundos inteiros desde 1970, em dígitos.',
  WEBHOOK_TIMESTAMP_OUT_OF_RANGE:
    'O webhook foi assinado a {seconds:number} segundos do relógio deste servidor, mais que os {tolerance:number} aceitos: pode ser uma repetição.',
  WEBHOOK_SIGNATURE_MISMATCH:
    'Nenhuma assinatura do webhook confere com o corpo usando os segredos configurados.',
  'INVALID_CONFIGURATION.webhook_secrets':
    'Os segredos de webhook devem ser de um a {max:number} segredos escritos whsec_ seguido do base64 de 24 a 64 bytes aleatórios.',
  'INVALID_CONFIGURATION.webhook_now': 'A opção now deve ser uma Date válida.',
  'INVALID_CONFIGURATION.webhook_tolerance':
    'A opção toleranceSeconds deve ser um número inteiro de segundos de 0 a {max:number}.',
  'INVALID_CONFIGURATION.webhook_body':
    'Passe o corpo bruto como recebido, um texto ou um Uint8Array, antes de qualquer leitura do JSON.',
  'INVALID_CONFIGURATION.web_crypto': 'O Web Crypto não está disponível neste ambiente.',
} satisfies Section<'webhooks'>;

/** Idempotency keys of POST /v1/charges (`idempotency.ts`). */
export const idempotency = {
  IDEMPOTENCY_KEY_INVALID:
    'Envie um cabeçalho Idempotency-Key de 1 a {max:number} caracteres ASCII visíveis, como um UUID.',
  IDEMPOTENCY_KEY_IN_USE:
    'Uma requisição com esta Idempotency-Key ainda está em processamento: aguarde e repita com a mesma chave.',
  IDEMPOTENCY_KEY_REUSED:
    'Esta Idempotency-Key já foi usada com outra requisição: use uma chave nova para uma nova cobrança.',
  'INVALID_CONFIGURATION.idempotency_record':
    'O registro de idempotência guardado deve ser undefined ou { fingerprint, state: in_flight | completed, response }.',
  'INVALID_CONFIGURATION.idempotency_fingerprint':
    'A impressão digital deve ser os 64 dígitos hexadecimais devolvidos por fingerprintChargeRequest.',
} satisfies Section<'idempotency'>;

/** Charges with a due date (`due.ts`). */
export const due = {
  'OUT_OF_RANGE.below_original':
    'Informe menos que o valor da cobrança: abaixo de 1 (100%) para um percentual.',
  'INVALID_VALUE.percentage_places': 'Use no máximo quatro casas decimais: 0.0215 significa 2,15%.',
  'INVALID_VALUE.interest_fixed_per_day': 'Juros em valor fixo só podem ser cobrados por dia.',
  'INVALID_VALUE.discount_same_type':
    'Use o mesmo tipo de desconto em todas as datas: todos fixos ou todos percentuais.',
  'INVALID_VALUE.discount_after_due': 'Escolha uma data de desconto até a data de vencimento.',
  'INVALID_VALUE.discount_date_twice': 'Cada data de desconto pode ser informada uma só vez.',
} satisfies Section<'due'>;

/** What `computeAmountDue` answers once a charge can no longer be paid (`amount-due.ts`). */
export const amountDue = {
  CHARGE_EXPIRED: 'Esta cobrança podia ser paga até {last:date}; ela não pode mais ser paga.',
} satisfies Section<'amountDue'>;

/** What only a request with a due date is told: consumer law and expiry (`due-request.ts`). */
export const dueRequest = {
  'OUT_OF_RANGE.late_fee_individual': 'A multa para pessoa física pode ser de no máximo 2% do valor (0.02).',
  'OUT_OF_RANGE.interest_individual':
    'Os juros para pessoa física podem ser de no máximo 1% do valor ao mês.',
  'FORBIDDEN_FIELD.expiry_with_due_date':
    'Uma cobrança PIX com vencimento não tem prazo de expiração: deixe-o de fora.',
} satisfies Section<'dueRequest'>;

/** The charge lifecycle (`lifecycle.ts`). */
export const lifecycle = {
  CHARGE_EVENT_NOT_ALLOWED: 'Um evento {event} não pode ser aplicado a uma cobrança com situação {status}.',
  'CHARGE_EVENT_NOT_ALLOWED.not_paid':
    'O pagamento desta cobrança ainda não foi confirmado, então ela não pode ser reembolsada nem estornada: envie o evento de novo quando ela estiver paga.',
  CHARGE_EVENT_CONFLICT:
    'Um evento com este id já foi aplicado a esta cobrança com outros dados: um id de evento identifica um único evento.',
  'LABEL.event': 'Evento da cobrança',
  'LABEL.event_id': 'Identificador do evento',
  'LABEL.event_type': 'Tipo do evento',
  'LABEL.occurred_at': 'Data e hora do evento',
  'LABEL.event_amount': 'Valor do evento',
  'INVALID_VALUE.charge_event':
    'Passe um evento { id, type, occurred_at }, com amount quando o type for refunded ou charged_back.',
  'INVALID_VALUE.event_id': 'Use um id de evento de 1 a {max:number} caracteres.',
  'INVALID_VALUE.event_type': 'Escolha uma destas opções: {values}.',
  'INVALID_VALUE.occurred_at':
    'Use uma data e hora com o fuso, escrita como 2026-03-02T12:00:00Z ou 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.event_amount': 'Use um valor inteiro em centavos, de pelo menos 1.',
  'INVALID_VALUE.event_amount_forbidden': 'Só um evento refunded ou charged_back tem valor.',
  'INVALID_CONFIGURATION.charge':
    'Passe uma cobrança criada por openCharge ou devolvida por applyChargeEvent, sem alterações.',
  'INVALID_CONFIGURATION.charge_events':
    'Esta cobrança já tem {max:number} eventos, o máximo que uma cobrança pode ter.',
} satisfies Section<'lifecycle'>;

/** Pix Automático: recurrences, their plan and their identifiers (`recurrence.ts`). */
export const recurrence = {
  'LABEL.recurrence_count': 'Número de pagamentos',
  'LABEL.recurrence_from': 'Data de início do plano',
  'LABEL.recurrence_id': 'Identificador do pagamento recorrente',
  'INVALID_VALUE.recurrence': 'Envie os dados do pagamento recorrente.',
  'INVALID_VALUE.recurrence_text': 'Use de 1 a {max:number} caracteres.',
  'INVALID_VALUE.recurrence_date': 'Use uma data válida, escrita como 2026-03-31.',
  'INVALID_VALUE.recurrence_choice': 'Escolha um de: {values}.',
  'INVALID_VALUE.recurrence_amount': 'Use um número inteiro de centavos, de 1 a {max:number}.',
  'INVALID_VALUE.recurrence_count': 'Peça de 1 a {max:number} pagamentos.',
  'INVALID_VALUE.recurrence_id':
    'Use o identificador de 29 caracteres do pagamento recorrente, como o banco o informou (começa com RR ou RN).',
  'INVALID_VALUE.recurrence_id_retries':
    'O identificador começa com {prefix}, o que não corresponde às novas tentativas escolhidas ({retries}): RR é para um pagamento que permite novas tentativas, RN para um que não permite.',
} satisfies Section<'recurrence'>;

/**
 * A recurrence's fields and the rules between them, in a request and in a plan alike
 * (`recurrence.ts`): apart from the planner's other words, so that validation carries only these.
 */
export const recurrenceFields = {
  'LABEL.recurrence': 'Pagamento recorrente',
  'LABEL.recurrence_contract': 'Referência do contrato',
  'LABEL.recurrence_object': 'O que é pago',
  'LABEL.recurrence_start_date': 'Data do primeiro pagamento',
  'LABEL.recurrence_end_date': 'Data do último pagamento',
  'LABEL.recurrence_period': 'Periodicidade',
  'LABEL.recurrence_amount': 'Valor',
  'LABEL.recurrence_min_amount': 'Valor mínimo',
  'LABEL.recurrence_retries': 'Novas tentativas',
  'INVALID_VALUE.recurrence_end_date': 'A data do último pagamento não pode ser anterior à do primeiro.',
  'INVALID_VALUE.recurrence_amount_choice': 'Informe um valor fixo ou um valor mínimo: exatamente um deles.',
} satisfies Section<'recurrenceFields'>;

export const recurrenceEvents = {
  'LABEL.recurrence_event': 'Evento do pagamento recorrente',
  'LABEL.recurrence_event_id': 'Identificador do evento',
  'LABEL.recurrence_event_subject': 'A que o evento se refere',
  'LABEL.recurrence_event_status': 'Situação',
  'LABEL.recurrence_event_occurred_at': 'Data e hora do evento',
  'LABEL.recurrence_event_cycle': 'Número do pagamento',
  'LABEL.recurrence_event_attempt': 'Número da tentativa',
  'LABEL.recurrence_event_reason': 'Código do motivo',
  'INVALID_VALUE.recurrence_event':
    'Passe um evento com id, assunto, situação e horário, o número do pagamento para uma cobrança e também o número da tentativa para uma tentativa.',
  'INVALID_VALUE.recurrence_event_id': 'Use um id de evento de 1 a {max:number} caracteres.',
  'INVALID_VALUE.recurrence_occurred_at':
    'Use uma data e hora com o fuso, escrita como 2026-03-02T12:00:00Z ou 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.recurrence_cycle': 'Use um número inteiro, no mínimo 1.',
  'INVALID_VALUE.recurrence_attempt': 'Use um número de tentativa de 1 a {max:number}.',
  'INVALID_VALUE.recurrence_reason':
    'Use um código de 4 letras maiúsculas ou dígitos, somente em uma tentativa rejeitada.',
  'INVALID_VALUE.recurrence_not_expected': 'Deixe isto de fora: este tipo de evento não o traz.',
  RECURRENCE_EVENT_CONFLICT:
    'Um evento com este id já foi registrado para este pagamento recorrente com outros dados: um id de evento identifica um único evento.',
  'INVALID_CONFIGURATION.recurrence_state':
    'Passe uma situação devolvida por applyRecurrenceEvent, sem alterações, ou uma política de novas tentativas com uma lista de eventos vazia para começar.',
  'INVALID_CONFIGURATION.recurrence_events':
    'Este pagamento recorrente já tem {max:number} eventos, o máximo que um pode ter.',
  'NOTICE.attempt_failed':
    'A tentativa {attempt:number} do pagamento {cycle:number} não foi concluída pelo banco do pagador.',
  'NOTICE.attempt_failed_retry':
    'A tentativa {attempt:number} do pagamento {cycle:number} não foi concluída pelo banco do pagador; podem seguir até {left:number} novas tentativas.',
  'INVALID_VALUE.recurrence_event_choice': 'Escolha um de: {values}.',
} satisfies Section<'recurrenceEvents'>;

/**
 * The labels of the request fields the split engine can name (`split-labels.ts`); `{n}` is the
 * entry's number, from 1.
 */
export const splitLabels = {
  amount: 'Valor',
  split: 'Divisão',
  'split.*': 'Recebedor {n}',
  'split.*.recipient_id': 'ID do recebedor',
  'split.*.recipient_type': 'Tipo de recebedor',
  'split.*.type': 'Tipo de divisão',
  'split.*.amount': 'Valor da divisão',
  'split.*.cross_company': 'Entre empresas',
} satisfies Section<'splitLabels'>;

/** The container of a split rule's fields: `Share (recipient 2)` (`split-labels.ts`). */
export const splitLabelContexts = {
  'split.*': 'recebedor {n}',
} satisfies Section<'splitLabelContexts'>;

/** The labels of the other fields of a charge request (`labels.ts`, after the split ones). */
export const fieldLabels = {
  currency: 'Moeda',
  product_type: 'Tipo de produto',
  customer: 'Cliente',
  'customer.name': 'Nome',
  'customer.email': 'E-mail',
  'customer.tax_id': 'CPF ou CNPJ',
  'customer.phone': 'Telefone',
  'customer.type': 'Tipo de cliente',
  'customer.birthdate': 'Data de nascimento',
  items: 'Itens',
  'items.*': 'Item {n}',
  'items.*.name': 'Nome',
  'items.*.quantity': 'Quantidade',
  'items.*.unit_price': 'Preço unitário',
  'items.*.tangible': 'Produto físico',
  'items.*.description': 'Descrição',
  'items.*.category': 'Categoria',
  'items.*.code': 'Código',
  payment_method: 'Forma de pagamento',
  payment_details: 'Dados de pagamento',
  'payment_details.number': 'Número do cartão',
  'payment_details.holder_name': 'Nome impresso no cartão',
  'payment_details.expiration_month': 'Mês de validade',
  'payment_details.expiration_year': 'Ano de validade',
  'payment_details.cvv': 'Código de segurança',
  'payment_details.token': 'Token do cartão',
  'payment_details.installments': 'Parcelas',
  'payment_details.statement_descriptor': 'Nome na fatura do cartão',
  'payment_details.expires_in_seconds': 'Validade do PIX',
  'payment_details.due_date': 'Vencimento',
  'payment_details.days_after_due': 'Dias para pagar após o vencimento',
  'payment_details.late_fee': 'Multa',
  'payment_details.late_fee.type': 'Tipo de multa',
  'payment_details.late_fee.amount': 'Valor da multa',
  'payment_details.interest': 'Juros',
  'payment_details.interest.type': 'Tipo de juros',
  'payment_details.interest.amount': 'Valor dos juros',
  'payment_details.interest.per': 'Período dos juros',
  'payment_details.interest.days': 'Dias contados para os juros',
  'payment_details.discount': 'Desconto',
  'payment_details.discount.type': 'Tipo de desconto',
  'payment_details.discount.amount': 'Valor do desconto',
  'payment_details.discount.per': 'Período do desconto',
  'payment_details.discount.days': 'Dias contados para o desconto',
  'payment_details.discount.until': 'Datas de desconto',
  'payment_details.discount.until.*': 'Desconto {n}',
  'payment_details.discount.until.*.date': 'Data do desconto',
  'payment_details.discount.until.*.type': 'Tipo de desconto',
  'payment_details.discount.until.*.amount': 'Valor do desconto',
  'payment_details.rebate': 'Abatimento',
  'payment_details.rebate.type': 'Tipo de abatimento',
  'payment_details.rebate.amount': 'Valor do abatimento',
  'payment_details.instructions': 'Instruções do boleto',
  'payment_details.document_number': 'Número do documento',
  card_flow: 'Fluxo do cartão',
  submerchant_id: 'Subcredenciado',
  shipping_amount: 'Frete',
  billing_address: 'Endereço de cobrança',
  'billing_address.country': 'País',
  'billing_address.street': 'Rua',
  'billing_address.number': 'Número',
  'billing_address.complement': 'Complemento',
  'billing_address.neighborhood': 'Bairro',
  'billing_address.city': 'Cidade',
  'billing_address.state': 'Estado',
  'billing_address.zip_code': 'CEP',
  shipping_address: 'Endereço de entrega',
  'shipping_address.country': 'País',
  'shipping_address.street': 'Rua',
  'shipping_address.number': 'Número',
  'shipping_address.complement': 'Complemento',
  'shipping_address.neighborhood': 'Bairro',
  'shipping_address.city': 'Cidade',
  'shipping_address.state': 'Estado',
  'shipping_address.zip_code': 'CEP',
  metadata: 'Metadados',
} satisfies Section<'fieldLabels'>;

/** The containers whose fields' labels name them: `Unit price (item 2)` (`labels.ts`). */
export const fieldLabelContexts = {
  'items.*': 'item {n}',
  billing_address: 'cobrança',
  shipping_address: 'entrega',
} satisfies Section<'fieldLabelContexts'>;

/** The label of the whole request, for an issue at the root (`labels.ts`). */
export const rootLabel = 'Cobrança' satisfies Section<'rootLabel'>;

/**
 * The `Intl` locale this locale writes numbers, money and dates with (`formatBRL`, `{max:number}`,
 * `{total:money}`, `{latest:date}`).
 */
export const intlLocale = 'pt-BR' satisfies Section<'intlLocale'>;
