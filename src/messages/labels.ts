import type { Locale } from '../issues/issue.js';
import { _deepFreeze } from '../shared/freeze.js';
import { _labelOf } from './label-of.js';
import { SPLIT_FIELD_LABELS, SPLIT_LABEL_CONTEXTS } from './split-labels.js';

/**
 * The paths of a charge request's fields, as the rules table writes them (`*` for every entry of an
 * array): the keys of the `labels` option and of the path-specific `messages` overrides.
 */
export type FieldPath =
  | 'amount'
  | 'currency'
  | 'product_type'
  | 'customer'
  | 'customer.name'
  | 'customer.email'
  | 'customer.tax_id'
  | 'customer.phone'
  | 'customer.type'
  | 'customer.birthdate'
  | 'items'
  | 'items.*'
  | 'items.*.name'
  | 'items.*.quantity'
  | 'items.*.unit_price'
  | 'items.*.tangible'
  | 'items.*.description'
  | 'items.*.category'
  | 'items.*.code'
  | 'payment_method'
  | 'payment_details'
  | 'payment_details.number'
  | 'payment_details.holder_name'
  | 'payment_details.expiration_month'
  | 'payment_details.expiration_year'
  | 'payment_details.cvv'
  | 'payment_details.token'
  | 'payment_details.installments'
  | 'payment_details.statement_descriptor'
  | 'payment_details.expires_in_seconds'
  | 'payment_details.due_date'
  | 'payment_details.instructions'
  | 'payment_details.document_number'
  | 'card_flow'
  | 'submerchant_id'
  | 'shipping_amount'
  | 'billing_address'
  | 'billing_address.country'
  | 'billing_address.street'
  | 'billing_address.number'
  | 'billing_address.complement'
  | 'billing_address.neighborhood'
  | 'billing_address.city'
  | 'billing_address.state'
  | 'billing_address.zip_code'
  | 'shipping_address'
  | 'shipping_address.country'
  | 'shipping_address.street'
  | 'shipping_address.number'
  | 'shipping_address.complement'
  | 'shipping_address.neighborhood'
  | 'shipping_address.city'
  | 'shipping_address.state'
  | 'shipping_address.zip_code'
  | 'metadata'
  | 'split'
  | 'split.*'
  | 'split.*.recipient_id'
  | 'split.*.recipient_type'
  | 'split.*.type'
  | 'split.*.amount'
  | 'split.*.cross_company';

/**
 * The human label of each field of a charge request, in every locale: what a form shows next to the
 * field, and what `formatIssue` puts before a message that stands alone. `{n}` is the entry's
 * number, counted from 1. A field inside an array entry or an address is told apart by its
 * container (`Unit price (item 2)`, `CEP (billing)`); see {@link FIELD_LABEL_CONTEXTS}.
 */
export const FIELD_LABELS: Readonly<Record<Locale, Readonly<Record<FieldPath, string>>>> =
  /* @__PURE__ */ _deepFreeze({
    en: {
      ...SPLIT_FIELD_LABELS.en,
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
    },
    'pt-BR': {
      ...SPLIT_FIELD_LABELS['pt-BR'],
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
    },
    es: {
      ...SPLIT_FIELD_LABELS.es,
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
    },
  });

/** The containers whose fields' labels name them, in every locale: `Unit price (item 2)`. */
export const FIELD_LABEL_CONTEXTS: Readonly<
  Record<Locale, Readonly<Record<'items.*' | 'split.*' | 'billing_address' | 'shipping_address', string>>>
> = {
  en: {
    ...SPLIT_LABEL_CONTEXTS.en,
    'items.*': 'item {n}',
    billing_address: 'billing',
    shipping_address: 'shipping',
  },
  'pt-BR': {
    ...SPLIT_LABEL_CONTEXTS['pt-BR'],
    'items.*': 'item {n}',
    billing_address: 'cobrança',
    shipping_address: 'entrega',
  },
  es: {
    ...SPLIT_LABEL_CONTEXTS.es,
    'items.*': 'producto {n}',
    billing_address: 'facturación',
    shipping_address: 'envío',
  },
};

/** The label of the whole request, for an issue at the root. */
export const ROOT_LABELS: Readonly<Record<Locale, string>> = {
  en: 'Charge request',
  'pt-BR': 'Cobrança',
  es: 'Cobro',
};

/**
 * The label of a concrete path in a locale: the caller's own label for its pattern when given, else
 * the catalogue's, with its container when it sits in one (`Unit price (item 2)`). A path outside
 * the table (an unknown field, a metadata key, an engine's argument) is its own label: it is a name
 * the developer wrote.
 *
 * @param path - the dotted path (`items.1.unit_price`).
 * @param locale - the language of the label.
 * @param labels - the caller's labels by pattern, already checked.
 * @returns the label.
 * @example
 * _fieldLabel('items.1.unit_price', 'pt-BR')
 * //=> 'Preço unitário (item 2)'
 */
export function _fieldLabel(path: string, locale: Locale, labels?: ReadonlyMap<string, string>): string {
  if (path === '') return ROOT_LABELS[locale];
  return _labelOf(path, FIELD_LABELS[locale], FIELD_LABEL_CONTEXTS[locale], labels);
}
