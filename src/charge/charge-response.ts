import type { Issue } from '../issues/issue.js';
import type { CardFlow, CardMethod, PaymentMethod } from '../rules/values.js';
import type { CardCreationStatus } from './charge-status.js';

/** What the buyer needs to finish paying on the provider's hosted checkout. */
export interface HostedPaymentFields {
  /** Where to send the buyer: an absolute `https:` URL. */
  readonly redirect_url: string;
}

/** The PIX data to present to the buyer. */
export interface PixPaymentFields {
  /** The BR Code (EMV) payload the QR code encodes: render it as a QR code. */
  readonly qr_code: string;
  /** The "Pix Copia e Cola" code: the same payload, shown as text with a copy button. */
  readonly copy_paste: string;
  /** When the QR code stops being payable: ISO 8601 with an offset, like `2026-05-01T12:00:00Z`. */
  readonly expires_at: string;
  /** A ready-made image of the QR code, when the provider gives one (`https:` or `data:image/png`). */
  readonly qr_code_image_url?: string;
}

/** The boleto data to present to the buyer. */
export interface BoletoPaymentFields {
  /** The linha digitável, digits only: 47 (bank boleto) or 48 (collection boleto). */
  readonly digitable_line: string;
  /** The 44-digit barcode number. */
  readonly barcode: string;
  /** The due date of the request, `YYYY-MM-DD`. */
  readonly due_date: string;
  /** The printable boleto, when the provider gives one: an absolute `https:` URL. */
  readonly pdf_url?: string;
}

/** The fields every charge response carries. */
export interface ChargeResponseBase {
  /** The provider's charge id. */
  readonly id: string;
  /** Total in centavos, as requested. */
  readonly amount: number;
  readonly currency: string;
}

/** A card charge whose card data the merchant's checkout collected. */
export interface TransparentCardChargeResponse extends ChargeResponseBase {
  readonly payment_method: CardMethod;
  readonly status: CardCreationStatus;
}

/** A card charge on the provider's hosted checkout: pending until the webhook. */
export interface HostedCardChargeResponse extends ChargeResponseBase {
  readonly payment_method: CardMethod;
  readonly card_flow: 'hosted';
  readonly status: 'pending';
  readonly payment_fields: HostedPaymentFields;
}

/** A PIX charge: pending until the buyer pays the QR code. */
export interface PixChargeResponse extends ChargeResponseBase {
  readonly payment_method: 'pix';
  readonly status: 'pending';
  readonly payment_fields: PixPaymentFields;
}

/** A boleto charge: pending until the boleto is paid. */
export interface BoletoChargeResponse extends ChargeResponseBase {
  readonly payment_method: 'boleto';
  readonly status: 'pending';
  readonly payment_fields: BoletoPaymentFields;
}

/** The charge record answered to POST /v1/charges at creation. */
export type ChargeResponse =
  | TransparentCardChargeResponse
  | HostedCardChargeResponse
  | PixChargeResponse
  | BoletoChargeResponse;

/** What a host reads of the (validated) charge request to shape the response. */
export interface ChargeOutcomeRequest {
  readonly amount: number;
  readonly currency: string;
  readonly payment_method: PaymentMethod;
  readonly card_flow?: CardFlow;
  /** Read for its `due_date` (boleto, dated PIX) and `expires_in_seconds` (PIX). */
  readonly payment_details?: unknown;
}

/** The provider's answer to a transparent card charge. */
export interface ProviderCardAnswer {
  readonly id: string;
  readonly status: CardCreationStatus;
}

/** The provider's answer to a hosted card charge. */
export interface ProviderHostedCardAnswer {
  readonly id: string;
  readonly redirect_url: string;
}

/** The provider's answer to a PIX charge. `copy_paste` defaults to `qr_code`, the same payload. */
export interface ProviderPixAnswer {
  readonly id: string;
  readonly qr_code: string;
  readonly expires_at: string;
  readonly copy_paste?: string;
  readonly qr_code_image_url?: string;
}

/** The provider's answer to a boleto charge; the line may be formatted with dots and spaces. */
export interface ProviderBoletoAnswer {
  readonly id: string;
  readonly digitable_line: string;
  readonly barcode: string;
  readonly pdf_url?: string;
}

/** Any provider answer; which one is expected follows from the request. */
export type ProviderAnswer =
  | ProviderCardAnswer
  | ProviderHostedCardAnswer
  | ProviderPixAnswer
  | ProviderBoletoAnswer;

/**
 * The response cannot be shaped: the provider's answer does not fit the request (502
 * INVALID_PROVIDER_RESPONSE), or the request is not a validated one (500 INTERNAL_ERROR, a host bug).
 * `path` names the offending field (`answer.redirect_url`, `request.amount`) for the host's log.
 */
export interface ChargeResponseFailure {
  readonly ok: false;
  readonly status: 500 | 502;
  readonly code: 'INTERNAL_ERROR' | 'INVALID_PROVIDER_RESPONSE';
  /** For the buyer, in the locale asked for: the payment cannot be completed now. */
  readonly message: string;
  /** For the integrator, in English: the field of the answer or request at fault. */
  readonly hint: string;
  readonly path: string;
  /**
   * For a PIX code or boleto that fails its checks or disagrees with the request: one issue per
   * problem, at the answer's field and the place inside the code (`/answer/qr_code/54`).
   */
  readonly issues?: readonly Issue[];
}
