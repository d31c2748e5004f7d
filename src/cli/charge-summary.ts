import { _exactOfNumber, _exactPercent } from '../arithmetic/exact-decimal.js';
import {
  type Address,
  type ChargeRequest,
  type CreditCardChargeRequest,
  type DebitCardChargeRequest,
  detectCardBrand,
  formatBRL,
  type Locale,
} from '../index.js';

/** One line of the summary: a label and its text. */
export type SummaryLine = readonly [label: string, text: string];

const MAX_ITEMS_SHOWN = 3;

type Money = (centavos: number) => string;

/**
 * Summarizes a valid charge request for a reader, in a few labelled lines.
 *
 * @param request - the normalized request **already passed through `redactChargeRequest`**: the
 *   card number is masked and the CVV is gone before anything here reads them, so no branch of this
 *   function can print card data.
 * @param locale - how amounts are written. They are all reais: the CLI validates with the library's
 *   default currencies, BRL only.
 * @returns the lines, in reading order.
 */
export function summarizeCharge(request: ChargeRequest, locale: Locale): SummaryLine[] {
  const money = (centavos: number) => formatBRL(centavos, { locale });
  const lines: SummaryLine[] = [];
  const shipping = request.shipping_amount ? `, shipping ${money(request.shipping_amount)}` : '';
  lines.push(['amount', `${money(request.amount)} (${request.amount} centavos)${shipping}`]);
  lines.push(['product', request.product_type]);
  lines.push(['payment', describePayment(request)]);
  lines.push(['customer', describeCustomer(request)]);
  lines.push(['items', describeItems(request, money)]);
  if (request.billing_address) lines.push(['billing address', describeAddress(request.billing_address)]);
  if (request.shipping_address) lines.push(['shipping address', describeAddress(request.shipping_address)]);
  if (request.split) lines.push(['split', describeSplit(request, money)]);
  if (request.metadata) lines.push(['metadata', Object.keys(request.metadata).join(', ') || '(empty)']);
  return lines;
}

function describePayment(request: ChargeRequest): string {
  switch (request.payment_method) {
    case 'pix': {
      const seconds = request.payment_details?.expires_in_seconds;
      return `pix, QR code valid for ${seconds === undefined ? "the provider's default time" : counted(seconds, 'second')}`;
    }
    case 'boleto': {
      const details = request.payment_details;
      const document = details.document_number ? `, document ${details.document_number}` : '';
      return `boleto, due ${details.due_date}${document}`;
    }
    default: {
      const installments =
        request.payment_method === 'credit_card'
          ? `, ${counted(request.payment_details?.installments ?? 1, 'installment')}`
          : '';
      return `${request.payment_method}${installments}, ${describeCard(request)}`;
    }
  }
}

function describeCard(request: CreditCardChargeRequest | DebitCardChargeRequest): string {
  if (request.card_flow === 'hosted') return "hosted flow: the buyer types the card on the provider's page";
  const details = request.payment_details;
  if (details.token !== undefined) return `transparent flow, token ${details.token}`;
  // The masked number keeps the first 6 digits (the BIN), all detectCardBrand reads.
  const brand = detectCardBrand(details.number.slice(0, 6));
  return `transparent flow, ${brand} ${details.number}, expires ${details.expiration_month}/${details.expiration_year}`;
}

function describeCustomer(request: ChargeRequest): string {
  const { customer } = request;
  const taxId = customer.tax_id;
  const kind = taxId?.length === 11 ? 'CPF' : taxId?.length === 14 ? 'CNPJ' : 'tax_id';
  return [`${customer.name} <${customer.email}>`, customer.type, taxId ? `${kind} ${taxId}` : undefined]
    .filter((part) => part !== undefined)
    .join(', ');
}

function describeItems(request: ChargeRequest, money: Money): string {
  const shown = request.items
    .slice(0, MAX_ITEMS_SHOWN)
    .map((item) => `${item.name} ×${item.quantity} at ${money(item.unit_price)}`);
  const more =
    request.items.length > MAX_ITEMS_SHOWN ? `, and ${request.items.length - MAX_ITEMS_SHOWN} more` : '';
  return `${shown.join(', ')}${more}`;
}

function describeAddress(address: Address): string {
  const place = [address.city, address.state].filter(Boolean).join('/');
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return [street, address.neighborhood, place, address.zip_code, address.country].filter(Boolean).join(', ');
}

function describeSplit(request: ChargeRequest, money: Money): string {
  const rules = request.split ?? [];
  const parts = rules.map((rule) =>
    rule.type === 'percentage' ? _exactPercent(_exactOfNumber(rule.amount)) : money(rule.amount),
  );
  return `${counted(rules.length, 'recipient')}: ${parts.join(', ')} (breakdown: charge-rules split)`;
}

/** `1 installment`, `3 installments`: a count with its noun, never `installment(s)`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
