// POST /v1/charges: the server-to-server route. Authenticate with the secret key, read the JSON body,
// create the charge (charges.mjs), and answer it (201) or a problem (4xx/5xx).
import { authorizeSecretRequest } from 'charge-rules';
import { createChargeService } from '../charges.mjs';
import { hostProblem } from '../host-problems.mjs';
import { isJsonContentType, readJsonBody } from '../read-json-body.mjs';
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

    if (!isJsonContentType(req.headers['content-type'])) {
      return sendResponse(res, hostProblem('UNSUPPORTED_MEDIA_TYPE', locale), {
        'Accept-Post': 'application/json',
      });
    }
    const body = await readJsonBody(req);
    if (!body.ok) return sendResponse(res, hostProblem(body.code, locale));

    // A retry with the same Idempotency-Key gets the first answer, and creates nothing.
    const created = await createCharge(merchant, body.value, locale, req.headers['idempotency-key']);
    if (!created.ok) return sendFailure(res, created, { locale });
    sendJson(res, 201, created.charge);
  }

  return { POST: post };
}
