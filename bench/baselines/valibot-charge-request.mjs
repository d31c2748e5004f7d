// Baseline: a hand-written valibot schema of the same structural rules as the zod baseline (types,
// enums, lengths, ranges, unknown keys), as a team using valibot would write it. It knows nothing
// of conditional fields, check digits, card expiry or split totals: our full rule set is measured
// against this subset.
import * as v from 'valibot';

const text = (max) => v.pipe(v.string(), v.maxLength(max));
const optionalText = (max) => v.optional(text(max));
const address = v.strictObject({
  country: v.optional(v.pipe(v.string(), v.length(2))),
  street: optionalText(120),
  number: optionalText(20),
  complement: optionalText(120),
  neighborhood: optionalText(100),
  city: optionalText(100),
  state: optionalText(40),
  zip_code: optionalText(16),
});
const integer = (min, max) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const pattern = (regex) => v.optional(v.pipe(v.string(), v.regex(regex)));

export const valibotChargeRequest = v.strictObject({
  amount: integer(1, Number.MAX_SAFE_INTEGER),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  product_type: v.picklist(['digital', 'physical']),
  customer: v.strictObject({
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
    email: v.pipe(v.string(), v.email(), v.maxLength(254)),
    tax_id: optionalText(40),
    phone: optionalText(20),
    type: v.picklist(['individual', 'company']),
    birthdate: v.optional(v.pipe(v.string(), v.isoDate())),
  }),
  items: v.pipe(
    v.array(
      v.strictObject({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
        quantity: integer(1, 1_000_000),
        unit_price: integer(0, Number.MAX_SAFE_INTEGER),
        tangible: v.boolean(),
        description: optionalText(500),
        category: optionalText(100),
        code: optionalText(64),
      }),
    ),
    v.minLength(1),
    v.maxLength(500),
  ),
  payment_method: v.picklist(['credit_card', 'debit_card', 'pix', 'boleto']),
  payment_details: v.optional(
    v.strictObject({
      number: optionalText(32),
      holder_name: optionalText(64),
      expiration_month: pattern(/^(0[1-9]|1[0-2])$/),
      expiration_year: pattern(/^\d{4}$/),
      cvv: pattern(/^\d{3,4}$/),
      token: optionalText(512),
      installments: v.optional(integer(1, 24)),
      statement_descriptor: optionalText(13),
      expires_in_seconds: v.optional(integer(60, 2_592_000)),
      due_date: v.optional(v.pipe(v.string(), v.isoDate())),
      instructions: optionalText(500),
      document_number: optionalText(64),
    }),
  ),
  card_flow: v.optional(v.literal('hosted')),
  submerchant_id: optionalText(64),
  shipping_amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  billing_address: v.optional(address),
  shipping_address: v.optional(address),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  split: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          recipient_id: v.pipe(v.string(), v.uuid()),
          recipient_type: v.picklist(['merchant', 'submerchant']),
          type: v.picklist(['percentage', 'fixed']),
          amount: v.number(),
          cross_company: v.optional(v.boolean()),
        }),
      ),
      v.maxLength(100),
    ),
  ),
});

/** Whether the request passes, every issue collected (as validateChargeRequest collects them). */
export const valibotSafeParse = (request) => v.safeParse(valibotChargeRequest, request).success;
