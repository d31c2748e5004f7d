// A fake payment provider. A real one plugs in by implementing the same single call:
// `createCharge({ merchant, request, flow })` → a promise of the answer `shapeChargeResponse` expects
// for the request's method and flow. The host checks that answer before anything reaches a browser.
import { randomUUID } from 'node:crypto';
import { buildBoleto, buildPixCode } from 'charge-rules';

/** Test cards and tokens the fake provider declines, so a transparent charge can also fail. */
export const DECLINED_CARD_NUMBER = '4000000000000002';
export const DECLINED_CARD_TOKEN = 'tok_declined';

const DEFAULT_PIX_LIFETIME_SECONDS = 3600;

/**
 * A provider that answers at once: hosted cards get a redirect URL, PIX a BR Code, boleto its
 * numbers, transparent cards `paid` (or `failed` for the declined test card and token).
 */
export function createFakeProvider({
  checkoutBaseUrl = 'https://checkout.provider.example',
  pixLocationBase = 'pix.provider.example/qr/v2',
  now = () => new Date(),
} = {}) {
  return {
    async createCharge({ merchant, request, flow }) {
      const id = `ch_${randomUUID()}`;
      if (flow === 'hosted') return { id, redirect_url: `${checkoutBaseUrl}/pay/${id}` };
      if (request.payment_method === 'pix') return pixAnswer(id, merchant, request, pixLocationBase, now());
      if (request.payment_method === 'boleto') return boletoAnswer(id, request);
      return { id, status: isDeclined(request.payment_details) ? 'failed' : 'paid' };
    },
  };
}

// A dynamic BR Code, as a provider hands one out for a charge that expires: a location URL (made
// up, so nothing can actually be paid with it), the amount, and the library's own checksum.
function pixAnswer(id, merchant, request, pixLocationBase, now) {
  const lifetime = request.payment_details?.expires_in_seconds ?? DEFAULT_PIX_LIFETIME_SECONDS;
  const built = buildPixCode({
    url: `${pixLocationBase}/${id.replace(/[^A-Za-z0-9]/g, '')}`,
    amount: request.amount,
    merchant_name: merchant.id.toUpperCase().slice(0, 25),
    merchant_city: 'SAO PAULO',
    single_use: true,
  });
  if (!built.ok) throw new Error(built.message);
  const expiresAt = new Date(now.getTime() + lifetime * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { id, qr_code: built.text, expires_at: expiresAt };
}

// A bank boleto with every check digit right and the requested amount and due date, under a
// made-up bank code and free field, so it cannot actually be paid.
function boletoAnswer(id, request) {
  const built = buildBoleto({
    bank: '999',
    amount: request.amount,
    due_date: request.payment_details.due_date,
    free_field: String(parseInt(id.slice(3, 13), 16) % 1e10).padStart(25, '0'),
  });
  if (!built.ok) throw new Error(built.message);
  return { id, digitable_line: built.line, barcode: built.barcode };
}

function isDeclined(details) {
  return details?.number === DECLINED_CARD_NUMBER || details?.token === DECLINED_CARD_TOKEN;
}
