// Baseline: zod v4 with the structural rules of the charge request (types, enums, lengths, ranges,
// unknown keys), the check a team would write by hand. It knows nothing of conditional fields,
// check digits, card expiry or split totals: our full rule set is measured against this subset.
import { z } from 'zod';

const text = (max) => z.string().max(max);
const address = z.strictObject({
  country: z.string().length(2).optional(),
  street: text(120).optional(),
  number: text(20).optional(),
  complement: text(120).optional(),
  neighborhood: text(100).optional(),
  city: text(100).optional(),
  state: text(40).optional(),
  zip_code: text(16).optional(),
});

export const zodChargeRequest = z.strictObject({
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  product_type: z.enum(['digital', 'physical']),
  customer: z.strictObject({
    name: text(120).min(1),
    email: z.email().max(254),
    tax_id: text(40).optional(),
    phone: text(20).optional(),
    type: z.enum(['individual', 'company']),
    birthdate: z.iso.date().optional(),
  }),
  items: z
    .array(
      z.strictObject({
        name: text(120).min(1),
        quantity: z.number().int().min(1).max(1_000_000),
        unit_price: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        tangible: z.boolean(),
        description: text(500).optional(),
        category: text(100).optional(),
        code: text(64).optional(),
      }),
    )
    .min(1)
    .max(500),
  payment_method: z.enum(['credit_card', 'debit_card', 'pix', 'boleto']),
  payment_details: z
    .strictObject({
      number: text(32).optional(),
      holder_name: text(64).optional(),
      expiration_month: z
        .string()
        .regex(/^(0[1-9]|1[0-2])$/)
        .optional(),
      expiration_year: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
      cvv: z
        .string()
        .regex(/^\d{3,4}$/)
        .optional(),
      token: text(512).optional(),
      installments: z.number().int().min(1).max(24).optional(),
      statement_descriptor: text(13).optional(),
      expires_in_seconds: z.number().int().min(60).max(2_592_000).optional(),
      due_date: z.iso.date().optional(),
      instructions: text(500).optional(),
      document_number: text(64).optional(),
    })
    .optional(),
  card_flow: z.literal('hosted').optional(),
  submerchant_id: text(64).optional(),
  shipping_amount: z.number().int().min(0).optional(),
  billing_address: address.optional(),
  shipping_address: address.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  split: z
    .array(
      z.strictObject({
        recipient_id: z.uuid(),
        recipient_type: z.enum(['merchant', 'submerchant']),
        type: z.enum(['percentage', 'fixed']),
        amount: z.number(),
        cross_company: z.boolean().optional(),
      }),
    )
    .max(100)
    .optional(),
});
