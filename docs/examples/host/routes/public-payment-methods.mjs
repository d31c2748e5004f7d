// GET /v1/public/payment-methods: the browser route. It takes the public key only and tells the
// checkout which methods to offer and whether to render card fields.
import { authorizePublicRequest, listPublicPaymentMethods } from 'charge-rules';
import { hostProblem } from '../host-problems.mjs';
import { sendFailure, sendJson, sendResponse } from '../respond.mjs';

// The realm of the 401 challenges: the public key's, apart from the secret key's "charges".
const REALM = 'public';

// Checkout pages live on the merchant's own domain, so the browser asks first (CORS preflight).
// Any origin may ask: the answer is public, and no cookie is involved (the key travels in a header).
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Authorization',
  'Access-Control-Max-Age': '600',
};

export function publicPaymentMethodsRoute({ merchants }) {
  async function get(req, res, { locale }) {
    const auth = authorizePublicRequest(req.headers.authorization, { locale });
    if (!auth.ok) return sendFailure(res, auth, { locale, realm: REALM }, cors());

    const merchant = await merchants.findByPublicKey(auth.public_key);
    if (merchant === undefined)
      return sendResponse(res, hostProblem('UNKNOWN_KEY', locale, { realm: REALM }), cors());

    const listed = listPublicPaymentMethods(merchant, { locale });
    // The directory checked every configuration at start-up; if one is broken anyway, it is a 500.
    if (!listed.ok) return sendFailure(res, listed, { locale }, cors());
    sendJson(res, 200, listed.body, cors());
  }

  function preflight(_req, res) {
    res.writeHead(204, CORS_HEADERS);
    res.end();
  }

  return { GET: get, OPTIONS: preflight };
}

function cors() {
  return { 'Access-Control-Allow-Origin': '*' };
}
