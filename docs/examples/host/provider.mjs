// A fake payment provider. A real one plugs in by implementing the same single call:
// `createCharge({ merchant, request, flow })` → a promise of the answer `shapeChargeResponse` expects
// for the request's method and flow. The host checks that answer before anything reaches a browser.
import { randomUUID } from 'node:crypto';
import { buildBrCode } from './br-code.mjs';

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
  pixKey = 'pix@provider.example',
  now = () => new Date(),
} = {}) {
  return {
    async createCharge({ merchant, request, flow }) {
      const id = `ch_${randomUUID()}`;
      if (flow === 'hosted') return { id, redirect_url: `${checkoutBaseUrl}/pay/${id}` };
      if (request.payment_method === 'pix') return pixAnswer(id, merchant, request, pixKey, now());
      if (request.payment_method === 'boleto') return boletoAnswer(id, request.amount);
      return { id, status: isDeclined(request.payment_details) ? 'failed' : 'paid' };
    },
  };
}

function pixAnswer(id, merchant, request, pixKey, now) {
  const lifetime = request.payment_details?.expires_in_seconds ?? DEFAULT_PIX_LIFETIME_SECONDS;
  const qrCode = buildBrCode({
    pixKey,
    amount: request.amount,
    merchantName: merchant.id.toUpperCase(),
    merchantCity: 'SAO PAULO',
    txid: id.replace(/[^A-Za-z0-9]/g, ''),
  });
  const expiresAt = new Date(now.getTime() + lifetime * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { id, qr_code: qrCode, expires_at: expiresAt };
}

// Not a payable boleto: the numbers have the right length, and the amount sits in the last ten
// digits as on a real one, but the bank, due-date factor and check digits are placeholders.
function boletoAnswer(id, amount) {
  const value = String(amount).padStart(10, '0');
  const barcode = `0019${'0'.repeat(5)}${value}${'1'.repeat(25)}`;
  const digitableLine = `00190.00009 01111.111111 11111.111111 1 0000${value}`;
  return { id, digitable_line: digitableLine, barcode };
}

function isDeclined(details) {
  return details?.number === DECLINED_CARD_NUMBER || details?.token === DECLINED_CARD_TOKEN;
}
