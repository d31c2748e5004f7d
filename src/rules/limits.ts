import { _deepFreeze } from '../shared/freeze.js';

/**
 * The default largest amount, in centavos (`LIMITS.amount.max`), apart so that a bundle that needs
 * only this number does not carry every limit.
 */
export const _MAX_AMOUNT = 9_999_999_999;

/**
 * The numeric limits in force. The interface document fixes some (installments, statement
 * descriptor, PIX lifetime); the rest are this library's choices, recorded in `docs/decisions.md`,
 * sized so a real checkout never meets them while a hostile body is cut short early.
 *
 * @example
 * LIMITS.installments
 * //=> { min: 1, max: 24 }
 */
export const LIMITS = /* @__PURE__ */ _deepFreeze({
  /**
   * Charge amount in centavos: R$ 0.01 to R$ 99,999,999.99, the most a boleto's bar code can carry
   * (ten digits of centavos), and above what Brazilian providers accept for one card or PIX charge.
   * A host lowers or raises it with the `maxAmount` option (up to `Number.MAX_SAFE_INTEGER`).
   */
  amount: { min: 1, max: _MAX_AMOUNT },
  /** Credit installments. */
  installments: { min: 1, max: 24 },
  /** PIX QR code lifetime in seconds: at least 60, at most 30 days. */
  pixExpiresInSeconds: { min: 60, max: 2_592_000 },
  /**
   * Latest boleto due date, in days after today (Brasília). Banks set no shorter term than the due
   * date factor allows; a year keeps a mistyped year from becoming a boleto nobody will pay.
   */
  boletoDueDays: 365,
  /**
   * Calendar days after the due date on which a charge with a due date can still be paid (the Pix
   * API's `validadeAposVencimento`): 30 unless the request says otherwise, at most a year.
   */
  daysAfterDue: { default: 30, max: 365 },
  /** Discount dates of a charge with a due date: the Pix API's `descontoDataFixa` holds one to three. */
  discountDates: 3,
  /**
   * Latest card expiry year, in years after this one. Cards are issued for at most about ten years;
   * twenty leaves room for long-lived corporate cards and still refuses a mistyped year like 3000.
   */
  cardExpiryYears: 20,
  /** Item quantity. */
  quantity: { min: 1, max: 1_000_000 },
  /** Entries in `items`. */
  items: 500,
  /** Entries in `split`. */
  split: 100,
  /**
   * Entries in `options.currencies` (ISO 4217 has fewer than 200 codes): a longer list is not read
   * and only the default, BRL, is accepted.
   */
  currencies: 200,
  /** Unknown fields reported one by one; past them, one TOO_MANY at the root says there are more. */
  unknownFields: 20,
  /** Characters of a caller's key shown in an issue path. */
  pathKeyLength: 64,
  /** Free-form `metadata`: entries counted at every level, nesting depth, key and string lengths. */
  metadata: { entries: 50, depth: 3, keyLength: 40, stringLength: 500 },
  /** Longest text accepted per kind of field, in UTF-16 code units. */
  text: {
    statementDescriptor: 13,
    name: 120,
    email: 254,
    phone: 20,
    taxId: 40,
    shortCode: 64,
    label: 100,
    line: 120,
    description: 500,
    zipCode: 16,
    state: 40,
    holderName: 64,
    token: 512,
    cardNumber: 32,
  },
} as const);
