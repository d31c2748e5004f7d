// POST /v1/charges: the server-to-server route. Authenticate with the secret key, read the JSON body,
// validate it against the merchant's methods and MDR, decide the card flow, compute the split and its
// settlement, ask the provider, and answer the charge (201) or a problem (4xx/5xx).
import {
  computeSplit,
  decideCardFlow,
  planSettlement,
  redactChargeRequest,
  shapeChargeResponse,
  validateChargeRequest,
} from 'charge-rules';
import { hostProblem } from '../host-problems.mjs';
import { isJsonContentType, readJsonBody } from '../read-json-body.mjs';
import { sendFailure, sendJson, sendProblem } from '../respond.mjs';
import { authorizeSecretRequest } from '../secret-key-auth.mjs';

const CHALLENGE = { 'WWW-Authenticate': 'Basic realm="charges", charset="UTF-8"' };

export function createChargeRoute({ merchants, acquirer, provider, now, log }) {
  async function post(req, res, { locale }) {
    // Who is calling comes first: nobody's body is read before that.
    const auth = authorizeSecretRequest(req.headers.authorization);
    if (!auth.ok) {
      const problem = hostProblem(auth.code, locale);
      return sendProblem(res, problem, problem.status === 401 ? CHALLENGE : {});
    }
    const merchant = await merchants.findBySecretKey(auth.secret_key);
    if (merchant === undefined) return sendProblem(res, hostProblem('UNKNOWN_KEY', locale), CHALLENGE);

    if (!isJsonContentType(req.headers['content-type'])) {
      return sendProblem(res, hostProblem('UNSUPPORTED_MEDIA_TYPE', locale), {
        'Accept-Post': 'application/json',
      });
    }
    const body = await readJsonBody(req);
    if (!body.ok) return sendProblem(res, hostProblem(body.code, locale));
    // The raw body may hold a card number and CVV: only its redacted copy is ever logged.
    log({ event: 'charge.received', merchant: merchant.id, body: redactChargeRequest(body.value) });

    const validation = validateChargeRequest(body.value, { merchant, mdr: merchant.mdr, locale, now: now() });
    if (!validation.ok) return sendFailure(res, validation, locale);
    const request = validation.value;

    // Validation already ran these checks with the same merchant and MDR, so they pass here; the
    // host still reads their results, which it needs, and answers any failure the same way.
    const flow = decideCardFlow(request, merchant, { locale });
    if (!flow.ok) return sendFailure(res, flow, locale);
    const split = computeSplit(request.amount, request.split ?? [], merchant.mdr);
    if (!split.ok) return sendFailure(res, split, locale);
    const settlement = planSettlement(split, acquirer);

    const answer = await provider.createCharge({ merchant, request, flow: flow.flow });
    const shaped = shapeChargeResponse(request, answer, { locale });
    if (!shaped.ok) {
      // The provider's mistake is for our log; the caller gets a generic 502.
      log({
        event: 'charge.provider_answer_rejected',
        merchant: merchant.id,
        code: shaped.code,
        path: shaped.path,
      });
      return sendFailure(res, shaped, locale);
    }
    log({
      event: 'charge.created',
      merchant: merchant.id,
      id: shaped.charge.id,
      status: shaped.charge.status,
    });
    sendJson(res, 201, { ...shaped.charge, split: splitBreakdown(split, settlement) });
  }

  return { POST: post };
}

/**
 * The host's addition to the charge record (the interface shows none): how the amount divides,
 * the MDR and who bears it, what stays with the master account, and how each share is settled.
 */
function splitBreakdown(split, settlement) {
  return {
    fee: split.fee,
    unallocated: split.unallocated,
    shares: split.shares,
    settlement: settlement.entries,
  };
}
