// POST /v1/charges: the server-to-server route. Authenticate with the secret key, read the JSON body,
// create the charge (charges.mjs), and answer it (201) or a problem (4xx/5xx).
import { authorizeSecretRequest, DEFAULT_MAX_BODY_BYTES, readJsonBody } from 'charge-rules';
import { createChargeService } from '../charges.mjs';
import { collectBody } from '../collect-body.mjs';
import { hostProblem } from '../host-problems.mjs';
import { sendFailure, sendJson, sendResponse } from '../respond.mjs';

// The realm of the 401 challenges: the secret key's, apart from the public key's "public".
const REALM = 'charges';

export function createChargeRoute({ merchants, acquirer, provider, now, log, charges }) {
  const createCharge = createChargeService({ acquirer, provider, now, log, charges });

  async function post(req, res, { locale }) {
    // Who is calling comes first: nobody's body is read before that.
    const auth = authorizeSecretRequest(req.headers.authorization, { locale });
    if (!auth.ok) return sendFailure(res, auth, { locale, realm: REALM });
    const merchant = await merchants.findBySecretKey(auth.secret_key);
    if (merchant === undefined) {
      return sendResponse(res, hostProblem('UNKNOWN_KEY', locale, { realm: REALM }));
    }

    // readJsonBody judges the media type, the size, the UTF-8 and the JSON; its failures are 400/413/415.
    const bytes = await collectBody(req, DEFAULT_MAX_BODY_BYTES, req.headers['content-length']);
    const body = readJsonBody(bytes, { contentType: req.headers['content-type'] ?? null, locale });
    if (!body.ok) {
      const acceptPost = body.status === 415 ? { 'Accept-Post': 'application/json' } : {};
      return sendFailure(res, body, { locale }, acceptPost);
    }

    // A retry with the same Idempotency-Key gets the first answer, and creates nothing.
    const created = await createCharge(merchant, body.value, locale, req.headers['idempotency-key']);
    if (!created.ok) return sendFailure(res, created, { locale });
    sendJson(res, 201, created.charge);
  }

  return { POST: post };
}
