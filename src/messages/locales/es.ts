import type { Section } from './section.js';

/**
 * Every text of the library in Latin-American Spanish (for buyers of Brazilian stores elsewhere in
 * the Americas), one section per area: each section of `en.ts` with its keys, no other (the compiler
 * checks it). Each section is an export of its own, so a bundle carries only the sections of the
 * areas it uses.
 */

/**
 * Validation issues and split errors (`issues.ts`). A message reads well next to its field: it
 * never names the field nor shows a path.
 */
export const issues = {
  REQUIRED: 'Completa este campo.',
  'REQUIRED.non_empty': 'Agrega al menos un elemento.',
  INVALID_TYPE: 'Este campo debe ser {expected}.',
  'INVALID_TYPE.integer': 'Ingresa un número entero.',
  'INVALID_TYPE.money': 'Ingresa un monto válido, en centavos enteros.',
  'INVALID_TYPE.unreadable': 'No se pudo leer este dato. Inténtalo de nuevo.',
  INVALID_VALUE: 'Este valor no está permitido.',
  'INVALID_VALUE.enum': 'Elige una de estas opciones: {values}.',
  'INVALID_VALUE.uuid': 'Ingresa un ID válido (un UUID).',
  'INVALID_VALUE.date': 'Ingresa una fecha válida, con el formato AAAA-MM-DD.',
  'INVALID_VALUE.uf': 'Ingresa el estado con dos letras, como SP o RJ.',
  'INVALID_VALUE.rounding': 'Elige half-even o half-up.',
  'INVALID_VALUE.max_amount': 'Usa un número entero de centavos de 1 a {max:number}.',
  OUT_OF_RANGE: 'Ingresa un número entre {min:number} y {max:number}.',
  'OUT_OF_RANGE.money_min': 'Ingresa un monto de al menos {min:money}.',
  'OUT_OF_RANGE.max': 'Ingresa un número de como máximo {max:number}.',
  'OUT_OF_RANGE.money_max': 'Ingresa un monto de como máximo {max:money}.',
  'OUT_OF_RANGE.percentage': 'Ingresa una fracción mayor que 0 y de hasta 1: 0.10 equivale al 10%.',
  'OUT_OF_RANGE.split_fixed': 'Ingresa un monto entero en centavos mayor que 0.',
  TOO_LONG: 'Usa como máximo {max:number} caracteres.',
  TOO_MANY: 'Usa como máximo {max:number} elementos.',
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
} satisfies Section<'issues'>;

/**
 * The words of issues only a charge request's fields have (their formats, card data, metadata,
 * unknown and forbidden fields, dates): apart from `issues`, so that the readers of other
 * arguments (the split engine, the due-date terms, the installment quote) do not ship them.
 */
export const requestIssues = {
  'REQUIRED.card_data': 'Completa los datos de la tarjeta.',
  'INVALID_VALUE.email': 'Ingresa un correo electrónico válido, como nombre@ejemplo.com.',
  'INVALID_VALUE.email_quoted': 'Quita las comillas antes de la @.',
  'INVALID_VALUE.email_ip_literal': 'Usa un correo que termine en un dominio, no en una dirección IP.',
  'INVALID_VALUE.email_non_ascii': 'Escribe el correo sin tildes; un dominio con tildes va en su forma xn--.',
  'INVALID_VALUE.email_length':
    'Este correo es demasiado largo: hasta 64 caracteres antes de la @ y 63 entre puntos.',
  'INVALID_VALUE.phone':
    'Ingresa un teléfono con código de área, como +55 11 91234-5678: dígitos, con espacios, guiones, puntos o paréntesis entre ellos.',
  'INVALID_VALUE.currency': 'Elige una de las monedas aceptadas: {values}.',
  'INVALID_VALUE.currency_brl': 'PIX y boleto solo aceptan reales: usa BRL.',
  'INVALID_VALUE.currency_code': 'Ingresa el código de la moneda en mayúsculas, como BRL.',
  'INVALID_VALUE.country': 'Ingresa el país con un código de dos letras, como BR o MX.',
  'INVALID_VALUE.cep': 'Ingresa un CEP válido de 8 dígitos, como 01310-100.',
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
  'INVALID_VALUE.cvv_amex': 'Ingresa el código de seguridad de 4 dígitos impreso en el frente de la tarjeta.',
  'INVALID_VALUE.birthdate_future': 'Ingresa una fecha que no sea futura.',
  'INVALID_VALUE.metadata_value':
    'Usa texto (hasta {max:number} caracteres), un número, true o false, null, un objeto o una lista.',
  'INVALID_VALUE.metadata_key':
    'Esta clave está reservada (__proto__, constructor o prototype): cámbiale el nombre.',
  'OUT_OF_RANGE.hosted_debit_installments': 'Las tarjetas de débito se cobran en un solo pago: usa 1.',
  'OUT_OF_RANGE.due_date': 'Elige un vencimiento hasta el {latest:date}.',
  'OUT_OF_RANGE.card_expiry':
    'Revisa el vencimiento impreso en la tarjeta: el último año aceptado es {latest}.',
  'TOO_LONG.metadata_key': 'Usa claves de como máximo {max:number} caracteres.',
  FORBIDDEN_FIELD: 'Este campo no corresponde a este medio de pago; no lo envíes.',
  'FORBIDDEN_FIELD.hosted':
    'Los datos de la tarjeta se ingresan en la página de pago: no se pueden indicar aquí.',
  'FORBIDDEN_FIELD.card_flow': 'Esto aplica solo a pagos con tarjeta; no envíes este campo.',
  UNKNOWN_FIELD: 'Esta información no se puede usar en este pago.',
  EXPIRED: 'Esta fecha ya pasó.',
  'EXPIRED.card': 'Esta tarjeta está vencida.',
  'EXPIRED.due_date': 'Elige hoy o una fecha posterior.',
  'TOO_MANY.metadata_depth': 'Anida objetos en como máximo {max:number} niveles.',
  'TOO_MANY.metadata_entries': 'Usa como máximo {max:number} entradas en total.',
  'TOO_MANY.unknown_fields':
    'Se enviaron más de {max:number} campos desconocidos; solo se listan los primeros {max:number}.',
} satisfies Section<'requestIssues'>;

/** The card-flow decision and the public payment methods (`card-flow.ts`). */
export const cardFlow = {
  'METHOD.credit_card': 'tarjeta de crédito',
  'METHOD.debit_card': 'tarjeta de débito',
  'METHOD.pix': 'PIX',
  'METHOD.boleto': 'boleto',
  'METHOD.unknown': 'el medio elegido',
  PAYMENT_METHOD_NOT_ENABLED:
    'El pago con {method_name} no está disponible en esta tienda. Elige uno de estos medios: {names}.',
  'PAYMENT_METHOD_NOT_ENABLED.none':
    'El pago con {method_name} no está disponible en esta tienda, que todavía no acepta ningún medio de pago.',
  CARD_FLOW_NOT_SUPPORTED:
    'El pago con {method_name} no está disponible en este momento. Elige otro medio de pago.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    'El pago con {method_name} no está disponible en este momento. Elige otro medio de pago.',
  'LABEL.payment_method': 'Medio de pago',
  'LABEL.card_flow': 'Flujo de la tarjeta',
} satisfies Section<'cardFlow'>;

/** A merchant configuration that cannot be read (`merchant.ts`). */
export const merchant = {
  'INVALID_CONFIGURATION.merchant':
    'La configuración de pago de la tienda no es válida; el pago no se verificó.',
} satisfies Section<'merchant'>;

/** `resolveRequiredFields` con un país o contexto que no puede usar (`required-fields.ts`). */
export const requiredFields = {
  'INVALID_CONFIGURATION.country': 'El país debe ser un código ISO 3166-1 alfa-2, como BR.',
  'INVALID_CONFIGURATION.context': 'El campo {key} del contexto debe ser uno de: {values}.',
} as const;

/** Key auth: the public-key route, then the secret-key route (`.secret`) (`auth.ts`). */
export const auth = {
  MISSING_CREDENTIALS: 'No se pudo verificar este checkout. Recarga la página e inténtalo de nuevo.',
  MALFORMED_CREDENTIALS: 'No se pudo verificar este checkout. Recarga la página e inténtalo de nuevo.',
  NOT_A_PUBLIC_KEY:
    'Este checkout no está configurado correctamente y no puede recibir pagos en este momento.',
  SECRET_KEY_NOT_ALLOWED:
    'Este checkout no está configurado de forma segura y no puede recibir pagos en este momento. Su responsable debe revocar la clave secreta y crear una nueva.',
  'MISSING_CREDENTIALS.secret': 'No se pudo autorizar el pago. Inténtalo de nuevo más tarde.',
  'MALFORMED_CREDENTIALS.secret': 'No se pudo autorizar el pago. Inténtalo de nuevo más tarde.',
  NOT_A_SECRET_KEY: 'No se pudo autorizar el pago. Inténtalo de nuevo más tarde.',
  PUBLIC_KEY_NOT_ALLOWED: 'No se pudo autorizar el pago. Inténtalo de nuevo más tarde.',
} satisfies Section<'auth'>;

/** Problem details: titles and generic details, and the failures of readJsonBody (`http.ts`). */
export const http = {
  'TITLE.validation': 'El cobro no es válido',
  'TITLE.split': 'No se pudo aplicar la división',
  'TITLE.invalid_input': 'Los datos no se pueden usar',
  'TITLE.card_flow': 'No se puede atender este medio de pago',
  'TITLE.auth': 'No autorizado',
  'TITLE.webhook': 'El webhook no es confiable',
  'TITLE.idempotency': 'El reintento no se puede atender',
  'TITLE.lifecycle': 'El evento del cobro no se puede aplicar',
  'TITLE.refund': 'El reembolso no se puede aplicar',
  'TITLE.due': 'El cobro no se puede pagar',
  'TITLE.internal': 'Error interno',
  'TITLE.malformed_json': 'JSON mal formado',
  'TITLE.body_too_large': 'Cuerpo de la solicitud demasiado grande',
  'TITLE.unsupported_media_type': 'Tipo de medio no admitido',
  'INVALID_CONFIGURATION.max_bytes':
    'La opción maxBytes debe ser un número entero positivo de bytes; no se leyó el cuerpo.',
  MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON UTF-8 válido.',
  BODY_TOO_LARGE: 'El cuerpo de la solicitud supera los {max:number} bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Envía el cuerpo de la solicitud en JSON, con Content-Type: application/json.',
  'DETAIL.internal':
    'No se pudo completar la solicitud por un error de nuestra parte. Inténtalo de nuevo más tarde; si el error continúa, comunícate con soporte.',
} satisfies Section<'http'>;

/** The charge response helper (`charge.ts`). */
export const charge = {
  INVALID_PROVIDER_RESPONSE: 'El proveedor de pago envió una respuesta con un valor que no se puede usar.',
  INTERNAL_ERROR: 'No se pudo completar el pago por un error de nuestra parte. Inténtalo de nuevo más tarde.',
} satisfies Section<'charge'>;

/** The PIX BR Code codec (`pix-codes.ts`). */
export const pixCodes = {
  'LABEL.pix_code': 'Código de PIX',
  'LABEL.pix_fields': 'Datos del código de PIX',
  'LABEL.pix_key': 'Clave PIX',
  'PIX.not_text': 'El código PIX debe ser texto.',
  'PIX.too_long': 'El código PIX es demasiado largo: un BR Code tiene como máximo {max:number} bytes.',
  'PIX.characters': 'El código PIX solo puede tener caracteres imprimibles, sin saltos de línea.',
  'PIX.structure':
    'El código PIX está cortado o mal formado aquí: cada campo es un ID de dos dígitos, una longitud de dos dígitos y esa cantidad de bytes.',
  'PIX.first': 'Un código PIX empieza con su indicador de formato, 000201.',
  'PIX.duplicate': 'Este campo aparece más de una vez.',
  'PIX.crc_last':
    'Un código PIX termina con su suma de verificación: ID 63, longitud 04, cuatro dígitos hexadecimales.',
  'PIX.crc': 'La suma de verificación no coincide con el código: se escribió mal o fue alterado.',
  'PIX.required': 'Este campo es obligatorio en un código PIX.',
  'PIX.fields': 'Deben ser un objeto con los campos del código (key, name, city…).',
  'PIX.initiation': 'El método de iniciación es 11 (reutilizable) o 12 (un solo uso).',
  'PIX.account':
    'El código PIX no tiene cuenta de receptor PIX (una plantilla de 26 a 51 con el identificador de PIX).',
  'PIX.key_or_url': 'Una cuenta de receptor PIX tiene una clave o una URL de ubicación, no ambas ni ninguna.',
  'PIX.key':
    'Ingresa la clave PIX como registrada: CPF o CNPJ solo con dígitos, teléfono +55, correo o clave aleatoria en minúsculas.',
  'PIX.url': 'Escribe la URL de ubicación sin su esquema (sin https://), en como máximo {max:number} bytes.',
  'PIX.category': 'El código de categoría del comercio tiene cuatro dígitos: 0000 o un código ISO 18245.',
  'PIX.currency': 'La moneda de un código PIX es 986, el código del real.',
  'PIX.amount':
    'Escribe el monto en dígitos, con un punto antes de como máximo dos decimales, como 10.50, en como máximo 13 caracteres.',
  'PIX.amount_range': 'El monto está fuera de rango: de R$\u00a00,01 a {max:money}.',
  'PIX.blank': 'Escribe al menos un carácter que no sea un espacio.',
  'PIX.country': 'El código de país de un código PIX es BR.',
  'PIX.text': 'Usa de 1 a {max:number} bytes de texto imprimible.',
  'PIX.ascii':
    'Usa letras sin tilde, dígitos, espacios y puntuación común: las tildes se quitan, otros caracteres no se pueden escribir.',
  'PIX.txid': 'El identificador de la transacción es *** (ninguno) o de 1 a 25 letras y dígitos.',
  'PIX.dynamic_txid': 'Un código PIX dinámico no lleva identificador de la transacción.',
  'PIX.recurrence': 'La plantilla de recurrencia empieza con el identificador de PIX y luego la URL.',
  'PIX.template': 'Esta plantilla es demasiado larga: un campo tiene como máximo 99 bytes.',
} satisfies Section<'pixCodes'>;

/** The boleto codec (`boleto-codes.ts`). */
export const boletoCodes = {
  'LABEL.boleto_number': 'Número del boleto',
  'LABEL.boleto_fields': 'Datos del boleto',
  'LABEL.due_date': 'Vencimiento',
  'BOLETO.not_text': 'El número del boleto debe ser texto.',
  'BOLETO.fields': 'Deben ser un objeto con bank, amount, due_date y free_field.',
  'BOLETO.characters':
    'Escribe el número del boleto con dígitos, separados solo por puntos, espacios o guiones.',
  'BOLETO.length':
    'Un número de boleto tiene 44 dígitos (código de barras), 47 (línea digitable de un boleto bancario) o 48 (boleto de recaudación).',
  'BOLETO.currency': 'El dígito de moneda de un boleto bancario es 9, el real.',
  'BOLETO.product': 'El código de barras de un boleto de recaudación empieza con 8.',
  'BOLETO.segment': 'El segundo dígito de un boleto de recaudación, el segmento, es de 1 a 7 o 9.',
  'BOLETO.value_kind': 'El identificador de valor de un boleto de recaudación es 6, 7, 8 o 9.',
  'BOLETO.check_digit': 'Un dígito verificador no coincide: el número se escribió mal o fue alterado.',
  'BOLETO.date': 'Usa una fecha de 2000-07-03 a 9999-12-31, escrita AAAA-MM-DD.',
  'BOLETO.reference_date':
    'La opción referenceDate debe ser una fecha escrita AAAA-MM-DD; el boleto no se leyó.',
  'BOLETO.bank':
    'El código del banco tiene 3 dígitos y no empieza con 8 (la marca de un boleto de recaudación).',
  'BOLETO.amount': 'El monto es un número entero de centavos de 0 a 9999999999.',
  'BOLETO.free_field': 'El campo libre de un boleto bancario tiene 25 dígitos.',
} satisfies Section<'boletoCodes'>;

/** A provider's PIX code or boleto checked against the charge (`provider-answer.ts`). */
export const providerAnswer = {
  'ANSWER.amount': 'El código cobra {actual:money}, no el monto del cobro de {expected:money}.',
  'ANSWER.no_amount':
    'El código no tiene monto: el comprador podría pagar cualquier monto, no los {expected:money} cobrados.',
  'ANSWER.static':
    'El cobro vence, así que necesita un código PIX dinámico; el proveedor envió uno estático.',
  'ANSWER.same_payload':
    'El código para copiar y pegar y el código QR difieren: deben ser el mismo contenido.',
  'ANSWER.due_date': 'El boleto vence el {actual:date}, no el {expected:date} como se pidió.',
  'ANSWER.no_due_date': 'El boleto no tiene vencimiento, pero el cobro vence el {expected:date}.',
  'ANSWER.barcode_line': 'El código de barras y la línea digitable son de boletos distintos.',
  'ANSWER.method': 'Esta respuesta no es de un cobro PIX o boleto.',
} satisfies Section<'providerAnswer'>;

/** Whole failures of `validateChargeRequest`: a refused request, and options it cannot use (`failures.ts`). */
export const failures = {
  'VALIDATION_FAILED.one': 'El cobro tiene 1 problema.',
  'VALIDATION_FAILED.other': 'El cobro tiene {count:number} problemas.',
  'INVALID_CONFIGURATION.now': 'La opción now debe ser una Date válida; la solicitud no se verificó.',
  'INVALID_CONFIGURATION.currencies':
    'La opción currencies debe ser una lista de como máximo {max:number} códigos de moneda; la solicitud no se verificó.',
  'INVALID_CONFIGURATION.mdr':
    'La opción mdr no es un MDR válido (una tasa en [0, 1) como número o texto decimal, o { rate, fixed } con fixed un número entero de centavos no negativo); la solicitud no se verificó.',
  'INVALID_CONFIGURATION.installment_policy':
    'La opción installmentPolicy no es una política de cuotas válida (las opciones de quoteInstallments); la solicitud no se verificó.',
  'INVALID_CONFIGURATION.max_amount':
    'La opción maxAmount debe ser un número entero de centavos de 1 a {max:number}; la solicitud no se verificó.',
} satisfies Section<'failures'>;

/**
 * The split engine's failure for an MDR or options it cannot use and its issues at the MDR and the
 * fee bearer (`split-configuration.ts`): apart from `failures` and `issues`, whose words validation
 * ships, so that it does not ship these (it takes no fee bearer and reads its MDR with its own
 * options).
 */
export const splitConfiguration = {
  'INVALID_CONFIGURATION.split': 'El MDR o las opciones pasadas al split no son válidos: {detail}',
  'REQUIRED.mdr': 'Indica el MDR: 0 para un split sin tarifa.',
  'INVALID_VALUE.mdr':
    'Usa una tasa de 0 hasta 1 (sin incluirlo), como 0.0299, o { rate, fixed } con fixed en centavos enteros.',
  'INVALID_VALUE.fee_bearer': "Usa 'first', 'proportional', 'master' o { recipient_id }.",
  'INVALID_VALUE.fee_bearer_recipient': 'Indica el receptor de una de las reglas de la división.',
} satisfies Section<'splitConfiguration'>;

/** The `labels` and `messages` options of `validateChargeRequest` (`options.ts`). */
export const options = {
  'INVALID_CONFIGURATION.labels':
    'La opción labels debe asociar rutas de campos del cobro a textos; “{key}” no se puede usar. La solicitud no se verificó.',
  'INVALID_CONFIGURATION.messages':
    'La opción messages debe asociar códigos de problema, claves de mensaje o rutas de campos a textos o funciones; “{key}” no se puede usar. La solicitud no se verificó.',
} satisfies Section<'options'>;

/** The installment quote's options (`installments.ts`). */
export const installments = {
  'INVALID_CONFIGURATION.installments': 'Las opciones de cuotas no son válidas: {detail}',
  'INVALID_CONFIGURATION.installments_unquoted': 'No se pudieron calcular las opciones de cuotas.',
  'INVALID_VALUE.monthly_rate':
    'Usa una tasa mensual de 0 hasta 1 (sin incluirlo), escrita como fracción: 0.0199 equivale a 1,99 % mensual.',
  'INVALID_VALUE.method': 'Usa price (interés compuesto, Tabla Price) o simple.',
  'REQUIRED.monthly_rate':
    'Indica la tasa mensual: hay ofertas con interés (interestFreeUpTo menor que maxInstallments); usa 0 si no hay.',
  'OUT_OF_RANGE.interest_free_amount':
    'Usa un monto entero en centavos, de 0 hasta el monto del cobro ({max:money}).',
} satisfies Section<'installments'>;

/** The installment policy check of `validateChargeRequest` (`installment-policy.ts`). */
export const installmentPolicy = {
  INSTALLMENTS_NOT_OFFERED: 'Elige una de las cantidades de cuotas ofrecidas para este monto: {values}.',
  'INSTALLMENTS_NOT_OFFERED.invalid_policy':
    'No se pueden aceptar cuotas: la política de cuotas de la tienda no es válida, así que no se ofrece ninguna.',
} satisfies Section<'installmentPolicy'>;

/** `parseBRL`: why a text is not an amount of reais; never echoes the text read (`money.ts`). */
export const money = {
  'BRL.not_text': 'El monto debe ser un texto, como R$ 1.500,00.',
  'BRL.empty': 'Escribe un monto, como R$ 1.500,00.',
  'BRL.too_long': 'El monto es demasiado largo para ser un monto en reales.',
  'BRL.characters':
    'El monto solo puede tener dígitos, un separador decimal, separadores de miles, un R$ opcional y un signo menos al inicio.',
  'BRL.grouping':
    'Los separadores de miles están fuera de lugar: los dígitos se agrupan de tres en tres, como 1.500.000,00.',
  'BRL.ambiguous':
    'El monto es ambiguo: un separador seguido de tres dígitos puede marcar miles (1.500 como mil quinientos reales) o decimales (1.500 como un real con cincuenta centavos). Escribe los centavos (1.500,00) o usa el prefijo R$ para leerlo como miles.',
  'BRL.fraction': 'El monto tiene fracciones de centavo: usa como máximo dos decimales.',
  'BRL.too_large':
    'El monto es mayor que el mayor monto en centavos que esta biblioteca maneja con exactitud.',
} satisfies Section<'money'>;

/** Refunds and receivables (`after-charge.ts`). */
export const afterCharge = {
  REFUND_EXCEEDS_REMAINING:
    'Un reembolso de {amount:money} es mayor que los {remaining:money} de este cobro que aún no se reembolsaron.',
  'REFUND_EXCEEDS_REMAINING.recipient':
    'El receptor {recipient} solo tiene {remaining:money} de su parte para devolver; se pidieron {amount:money}.',
  'REFUND_EXCEEDS_REMAINING.master':
    'La cuenta principal solo tiene {remaining:money} para devolver; se pidieron {amount:money}.',
  INVALID_REFUND_ALLOCATION: 'La distribución del reembolso no es válida: {detail}',
  'INVALID_REFUND_ALLOCATION.sum':
    'Las partes suman {total:money}, no el monto del reembolso de {amount:money}.',
  'INVALID_REFUND_ALLOCATION.recipient':
    'Indica un receptor de esta división, o null para la cuenta principal.',
  'INVALID_REFUND_ALLOCATION.duplicate': 'Este receptor ya está en la lista; indica cada uno una sola vez.',
  'INVALID_REFUND_ALLOCATION.over':
    'Esto es más que los {remaining:money} que este receptor aún tiene para devolver.',
  'INVALID_REFUND_ALLOCATION.amount': 'Ingresa un monto entero en centavos, 0 o más.',
  'INVALID_CONFIGURATION.after_charge': 'Las opciones indicadas no se pueden usar: {detail}',
  'INVALID_VALUE.split_result': 'Pasa un resultado exitoso de computeSplit o prepareSplit, sin cambios.',
  'INVALID_VALUE.refund_mode':
    "Usa 'proportional', { from: recipient_id } o { custom: [{ recipient_id, amount }] }.",
  'INVALID_VALUE.refund_fee': "Usa 'keep' o 'refund'.",
  'INVALID_VALUE.previous':
    'Pasa la lista de los resultados anteriores de allocateRefund de esta misma división, sin cambios.',
  'INVALID_VALUE.previous_exceeds':
    'Estos devuelven más de lo que contiene esta división: no pueden ser los reembolsos de este cobro.',
  'INVALID_VALUE.receivables_method': 'Elige una de estas opciones: {values}.',
  'INVALID_VALUE.confirmed_at': 'Usa una Date válida entre los años 1900 y 9900.',
  'INVALID_VALUE.settlement_days':
    'Asocia medios de pago a números enteros de días de 0 a {max:number}, como { credit_card: 30 }.',
  'INVALID_VALUE.extra_holidays':
    'Usa una lista de como máximo {max:number} fechas con el formato AAAA-MM-DD, como 2026-01-25.',
  'OUT_OF_RANGE.receivables_installments':
    'Usa un número entero de 1 a 24 para tarjetas de crédito, y 1 para los otros medios.',
} satisfies Section<'afterCharge'>;

/** Webhook signatures (`webhooks.ts`). Never quotes a secret, a signature or the body. */
export const webhooks = {
  WEBHOOK_HEADER_MISSING:
    'El webhook no tiene un encabezado {header} utilizable: envía webhook-id, webhook-timestamp y webhook-signature.',
  WEBHOOK_TIMESTAMP_INVALID:
    'El encabezado webhook-timestamp debe ser segundos enteros desde 1970, en dígitos.',
  WEBHOOK_TIMESTAMP_OUT_OF_RANGE:
    'El webhook se firmó a {seconds:number} segundos del reloj de este servidor, más que los {tolerance:number} aceptados: puede ser una repetición.',
  WEBHOOK_SIGNATURE_MISMATCH:
    'Ninguna firma del webhook coincide con su cuerpo usando los secretos configurados.',
  'INVALID_CONFIGURATION.webhook_secrets':
    'Los secretos de webhook deben ser de uno a {max:number} secretos escritos whsec_ seguido del base64 de 24 a 64 bytes aleatorios.',
  'INVALID_CONFIGURATION.webhook_now': 'La opción now debe ser una Date válida.',
  'INVALID_CONFIGURATION.webhook_tolerance':
    'La opción toleranceSeconds debe ser un número entero de segundos de 0 a {max:number}.',
  'INVALID_CONFIGURATION.webhook_body':
    'Pasa el cuerpo sin procesar tal como llegó, un texto o un Uint8Array, antes de leer el JSON.',
  'INVALID_CONFIGURATION.web_crypto': 'Web Crypto no está disponible en este entorno.',
} satisfies Section<'webhooks'>;

/** Idempotency keys of POST /v1/charges (`idempotency.ts`). */
export const idempotency = {
  IDEMPOTENCY_KEY_INVALID:
    'Envía un encabezado Idempotency-Key de 1 a {max:number} caracteres ASCII visibles, como un UUID.',
  IDEMPOTENCY_KEY_IN_USE:
    'Una solicitud con esta Idempotency-Key aún se está procesando: espera y reintenta con la misma clave.',
  IDEMPOTENCY_KEY_REUSED:
    'Esta Idempotency-Key ya se usó con otra solicitud: usa una clave nueva para un cobro nuevo.',
  'INVALID_CONFIGURATION.idempotency_record':
    'El registro de idempotencia guardado debe ser undefined o { fingerprint, state: in_flight | completed, response }.',
  'INVALID_CONFIGURATION.idempotency_fingerprint':
    'La huella debe ser los 64 dígitos hexadecimales que devuelve fingerprintChargeRequest.',
} satisfies Section<'idempotency'>;

/** Charges with a due date (`due.ts`). */
export const due = {
  'OUT_OF_RANGE.below_original':
    'Ingresa menos que el monto del cobro: menos de 1 (100%) para un porcentaje.',
  'INVALID_VALUE.percentage_places': 'Usa como máximo cuatro decimales: 0.0215 significa 2,15%.',
  'INVALID_VALUE.interest_fixed_per_day': 'Los intereses de monto fijo solo se pueden cobrar por día.',
  'INVALID_VALUE.discount_same_type':
    'Usa el mismo tipo de descuento en todas las fechas: todos fijos o todos porcentajes.',
  'INVALID_VALUE.discount_after_due': 'Elige una fecha de descuento igual o anterior al vencimiento.',
  'INVALID_VALUE.discount_date_twice': 'Cada fecha de descuento se puede indicar una sola vez.',
} satisfies Section<'due'>;

/** What `computeAmountDue` answers once a charge can no longer be paid (`amount-due.ts`). */
export const amountDue = {
  CHARGE_EXPIRED: 'Este cobro se podía pagar hasta el {last:date}; ya no se puede pagar.',
} satisfies Section<'amountDue'>;

/** What only a request with a due date is told: consumer law and expiry (`due-request.ts`). */
export const dueRequest = {
  'OUT_OF_RANGE.late_fee_individual':
    'La multa para una persona física puede ser como máximo 2% del monto (0.02).',
  'OUT_OF_RANGE.interest_individual':
    'Los intereses para una persona física pueden ser como máximo 1% del monto al mes.',
  'FORBIDDEN_FIELD.expiry_with_due_date':
    'Un cobro PIX con vencimiento no tiene tiempo de expiración: déjalo fuera.',
} satisfies Section<'dueRequest'>;

/** The charge lifecycle (`lifecycle.ts`). */
export const lifecycle = {
  CHARGE_EVENT_NOT_ALLOWED: 'Un evento {event} no se puede aplicar a un cobro en estado {status}.',
  'CHARGE_EVENT_NOT_ALLOWED.not_paid':
    'El pago de este cobro aún no está confirmado, así que no se puede reembolsar ni contracargar: envía el evento de nuevo cuando esté pagado.',
  CHARGE_EVENT_CONFLICT:
    'Ya se aplicó a este cobro un evento con este id y otros datos: un id de evento identifica un solo evento.',
  'LABEL.event': 'Evento del cobro',
  'LABEL.event_id': 'Identificador del evento',
  'LABEL.event_type': 'Tipo de evento',
  'LABEL.occurred_at': 'Fecha y hora del evento',
  'LABEL.event_amount': 'Monto del evento',
  'INVALID_VALUE.charge_event':
    'Pasa un evento { id, type, occurred_at }, con amount cuando el type sea refunded o charged_back.',
  'INVALID_VALUE.event_id': 'Usa un id de evento de 1 a {max:number} caracteres.',
  'INVALID_VALUE.event_type': 'Elige una de estas opciones: {values}.',
  'INVALID_VALUE.occurred_at':
    'Usa una fecha y hora con su desfase, escrita como 2026-03-02T12:00:00Z o 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.event_amount': 'Usa un monto entero en centavos, de al menos 1.',
  'INVALID_VALUE.event_amount_forbidden': 'Solo un evento refunded o charged_back lleva monto.',
  'INVALID_CONFIGURATION.charge':
    'Pasa un cobro creado por openCharge o devuelto por applyChargeEvent, sin cambios.',
  'INVALID_CONFIGURATION.charge_events':
    'Este cobro ya tiene {max:number} eventos, el máximo que puede tener un cobro.',
} satisfies Section<'lifecycle'>;

/** Pix Automático: recurrences, their plan and their identifiers (`recurrence.ts`). */
export const recurrence = {
  'LABEL.recurrence_count': 'Número de pagos',
  'LABEL.recurrence_from': 'Fecha de inicio del plan',
  'LABEL.recurrence_id': 'Identificador del pago recurrente',
  'INVALID_VALUE.recurrence': 'Envía los datos del pago recurrente.',
  'INVALID_VALUE.recurrence_text': 'Usa de 1 a {max:number} caracteres.',
  'INVALID_VALUE.recurrence_date': 'Usa una fecha real, escrita como 2026-03-31.',
  'INVALID_VALUE.recurrence_choice': 'Elige uno de: {values}.',
  'INVALID_VALUE.recurrence_amount': 'Usa un número entero de centavos, de 1 a {max:number}.',
  'INVALID_VALUE.recurrence_count': 'Pide de 1 a {max:number} pagos.',
  'INVALID_VALUE.recurrence_id':
    'Usa el identificador de 29 caracteres del pago recurrente, tal como lo dio el banco (empieza con RR o RN).',
  'INVALID_VALUE.recurrence_id_retries':
    'El identificador empieza con {prefix}, lo que no corresponde a los nuevos intentos elegidos ({retries}): RR es para un pago que permite nuevos intentos, RN para uno que no los permite.',
} satisfies Section<'recurrence'>;

/**
 * A recurrence's fields and the rules between them, in a request and in a plan alike
 * (`recurrence.ts`): apart from the planner's other words, so that validation carries only these.
 */
export const recurrenceFields = {
  'LABEL.recurrence': 'Pago recurrente',
  'LABEL.recurrence_contract': 'Referencia del contrato',
  'LABEL.recurrence_object': 'Qué se paga',
  'LABEL.recurrence_start_date': 'Fecha del primer pago',
  'LABEL.recurrence_end_date': 'Fecha del último pago',
  'LABEL.recurrence_period': 'Periodicidad',
  'LABEL.recurrence_amount': 'Monto',
  'LABEL.recurrence_min_amount': 'Monto mínimo',
  'LABEL.recurrence_retries': 'Nuevos intentos',
  'INVALID_VALUE.recurrence_end_date': 'La fecha del último pago no puede ser anterior a la del primero.',
  'INVALID_VALUE.recurrence_amount_choice':
    'Indica un monto fijo o un monto mínimo: exactamente uno de ellos.',
} satisfies Section<'recurrenceFields'>;

export const recurrenceEvents = {
  'LABEL.recurrence_event': 'Evento del pago recurrente',
  'LABEL.recurrence_event_id': 'Identificador del evento',
  'LABEL.recurrence_event_subject': 'A qué se refiere el evento',
  'LABEL.recurrence_event_status': 'Estado',
  'LABEL.recurrence_event_occurred_at': 'Fecha y hora del evento',
  'LABEL.recurrence_event_cycle': 'Número del pago',
  'LABEL.recurrence_event_attempt': 'Número del intento',
  'LABEL.recurrence_event_reason': 'Código del motivo',
  'INVALID_VALUE.recurrence_event':
    'Pasa un evento con su id, asunto, estado y hora, el número del pago para un cobro y también el número del intento para un intento.',
  'INVALID_VALUE.recurrence_event_id': 'Usa un id de evento de 1 a {max:number} caracteres.',
  'INVALID_VALUE.recurrence_occurred_at':
    'Usa una fecha y hora con su desfase, escrita como 2026-03-02T12:00:00Z o 2026-03-02T09:00:00-03:00.',
  'INVALID_VALUE.recurrence_cycle': 'Usa un número entero, como mínimo 1.',
  'INVALID_VALUE.recurrence_attempt': 'Usa un número de intento de 1 a {max:number}.',
  'INVALID_VALUE.recurrence_reason':
    'Usa un código de 4 letras mayúsculas o dígitos, solo en un intento rechazado.',
  'INVALID_VALUE.recurrence_not_expected': 'Omite esto: este tipo de evento no lo lleva.',
  RECURRENCE_EVENT_CONFLICT:
    'Ya se registró para este pago recurrente un evento con este id y otros datos: un id de evento identifica un solo evento.',
  'INVALID_CONFIGURATION.recurrence_state':
    'Pasa un estado devuelto por applyRecurrenceEvent, sin cambios, o una política de reintentos con una lista de eventos vacía para empezar.',
  'INVALID_CONFIGURATION.recurrence_events':
    'Este pago recurrente ya tiene {max:number} eventos, el máximo que puede tener.',
  'NOTICE.attempt_failed':
    'El intento {attempt:number} del pago {cycle:number} no fue completado por el banco del pagador.',
  'NOTICE.attempt_failed_retry':
    'El intento {attempt:number} del pago {cycle:number} no fue completado por el banco del pagador; pueden seguir hasta {left:number} intentos más.',
  'INVALID_VALUE.recurrence_event_choice': 'Elige uno de: {values}.',
} satisfies Section<'recurrenceEvents'>;

/**
 * The labels of the request fields the split engine can name (`split-labels.ts`); `{n}` is the
 * entry's number, from 1.
 */
export const splitLabels = {
  amount: 'Monto',
  split: 'División',
  'split.*': 'Receptor {n}',
  'split.*.recipient_id': 'ID del receptor',
  'split.*.recipient_type': 'Tipo de receptor',
  'split.*.type': 'Tipo de división',
  'split.*.amount': 'Monto de la división',
  'split.*.cross_company': 'Entre empresas',
} satisfies Section<'splitLabels'>;

/** The container of a split rule's fields: `Share (recipient 2)` (`split-labels.ts`). */
export const splitLabelContexts = {
  'split.*': 'receptor {n}',
} satisfies Section<'splitLabelContexts'>;

/** The labels of the other fields of a charge request (`labels.ts`, after the split ones). */
export const fieldLabels = {
  currency: 'Moneda',
  product_type: 'Tipo de producto',
  customer: 'Cliente',
  'customer.name': 'Nombre',
  'customer.email': 'Correo electrónico',
  'customer.tax_id': 'CPF o CNPJ',
  'customer.phone': 'Teléfono',
  'customer.type': 'Tipo de cliente',
  'customer.birthdate': 'Fecha de nacimiento',
  items: 'Productos',
  'items.*': 'Producto {n}',
  'items.*.name': 'Nombre',
  'items.*.quantity': 'Cantidad',
  'items.*.unit_price': 'Precio unitario',
  'items.*.tangible': 'Producto físico',
  'items.*.description': 'Descripción',
  'items.*.category': 'Categoría',
  'items.*.code': 'Código',
  payment_method: 'Medio de pago',
  payment_details: 'Datos de pago',
  'payment_details.number': 'Número de tarjeta',
  'payment_details.holder_name': 'Nombre en la tarjeta',
  'payment_details.expiration_month': 'Mes de vencimiento',
  'payment_details.expiration_year': 'Año de vencimiento',
  'payment_details.cvv': 'Código de seguridad',
  'payment_details.token': 'Token de la tarjeta',
  'payment_details.installments': 'Cuotas',
  'payment_details.statement_descriptor': 'Nombre en el resumen de la tarjeta',
  'payment_details.expires_in_seconds': 'Vigencia del PIX',
  'payment_details.due_date': 'Fecha de vencimiento',
  'payment_details.days_after_due': 'Días para pagar después del vencimiento',
  'payment_details.late_fee': 'Recargo por mora',
  'payment_details.late_fee.type': 'Tipo de recargo',
  'payment_details.late_fee.amount': 'Monto del recargo',
  'payment_details.interest': 'Intereses',
  'payment_details.interest.type': 'Tipo de interés',
  'payment_details.interest.amount': 'Monto de los intereses',
  'payment_details.interest.per': 'Período de los intereses',
  'payment_details.interest.days': 'Días contados para los intereses',
  'payment_details.discount': 'Descuento',
  'payment_details.discount.type': 'Tipo de descuento',
  'payment_details.discount.amount': 'Monto del descuento',
  'payment_details.discount.per': 'Período del descuento',
  'payment_details.discount.days': 'Días contados para el descuento',
  'payment_details.discount.until': 'Fechas de descuento',
  'payment_details.discount.until.*': 'Descuento {n}',
  'payment_details.discount.until.*.date': 'Fecha del descuento',
  'payment_details.discount.until.*.type': 'Tipo de descuento',
  'payment_details.discount.until.*.amount': 'Monto del descuento',
  'payment_details.rebate': 'Rebaja',
  'payment_details.rebate.type': 'Tipo de rebaja',
  'payment_details.rebate.amount': 'Monto de la rebaja',
  'payment_details.instructions': 'Instrucciones del boleto',
  'payment_details.document_number': 'Número de documento',
  card_flow: 'Flujo de la tarjeta',
  submerchant_id: 'Subcomercio',
  shipping_amount: 'Envío',
  billing_address: 'Dirección de facturación',
  'billing_address.country': 'País',
  'billing_address.street': 'Calle',
  'billing_address.number': 'Número',
  'billing_address.complement': 'Complemento',
  'billing_address.neighborhood': 'Barrio',
  'billing_address.city': 'Ciudad',
  'billing_address.state': 'Estado',
  'billing_address.zip_code': 'CEP',
  shipping_address: 'Dirección de envío',
  'shipping_address.country': 'País',
  'shipping_address.street': 'Calle',
  'shipping_address.number': 'Número',
  'shipping_address.complement': 'Complemento',
  'shipping_address.neighborhood': 'Barrio',
  'shipping_address.city': 'Ciudad',
  'shipping_address.state': 'Estado',
  'shipping_address.zip_code': 'CEP',
  metadata: 'Metadatos',
} satisfies Section<'fieldLabels'>;

/** The containers whose fields' labels name them: `Unit price (item 2)` (`labels.ts`). */
export const fieldLabelContexts = {
  'items.*': 'producto {n}',
  billing_address: 'facturación',
  shipping_address: 'envío',
} satisfies Section<'fieldLabelContexts'>;

/** The label of the whole request, for an issue at the root (`labels.ts`). */
export const rootLabel = 'Cobro' satisfies Section<'rootLabel'>;

/**
 * The `Intl` locale this locale writes numbers, money and dates with (`formatBRL`, `{max:number}`,
 * `{total:money}`, `{latest:date}`): a decimal comma and dot groups (`R$ 1.506,00`, `1.000.000`),
 * as the store's own prices in reais and most South-American readers write them.
 */
export const intlLocale = 'es-AR' satisfies Section<'intlLocale'>;
