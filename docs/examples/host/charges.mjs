// Creating a charge once the caller is known and the body read, with no HTTP in sight, so every host
// (node:http here, Fastify in ../fastify) runs the same steps: validate the body against the
// merchant's methods and MDR, decide the card flow, compute the split and its settlement, ask the
// provider, and shape its answer.
import {
  computeSplit,
  decideCardFlow,
  decideIdempotentRequest,
  fingerprintChargeRequest,
  openCharge,
  planSettlement,
  redactChargeRequest,
  shapeChargeResponse,
  validateChargeRequest,
} from 'charge-rules';

/**
 * Builds `createCharge(merchant, body, locale, idempotencyKey?)` → a promise of `{ ok: true, charge }`
 * (answer 201) or a failure of the library (answer it with `toHttpResponse`). Each charge created is
 * opened in `charges` (a Map of charge id → lifecycle state, for the webhook route); a request with
 * an `Idempotency-Key` is created once per merchant and key, and its retries get the same answer.
 */
export function createChargeService({ acquirer, provider, now, log, charges = new Map() }) {
  // In memory for the demo; a real host keeps these in its database, inserted atomically.
  const idempotent = new Map();

  return async function createCharge(merchant, body, locale, idempotencyKey) {
    // The raw body may hold a card number and CVV: only its redacted copy is ever logged.
    log({ event: 'charge.received', merchant: merchant.id, body: redactChargeRequest(body) });

    const validation = validateChargeRequest(body, { merchant, mdr: merchant.mdr, locale, now: now() });
    if (!validation.ok) return validation;
    const request = validation.value;
    if (idempotencyKey === undefined) return create(merchant, request, locale);

    const fingerprint = await fingerprintChargeRequest(request);
    const slot = `${merchant.id} ${idempotencyKey}`;
    const decision = decideIdempotentRequest(
      idempotent.get(slot),
      { key: idempotencyKey, fingerprint },
      { locale },
    );
    if (!decision.ok) return decision;
    if (decision.action === 'replay') return decision.response;
    idempotent.set(slot, { fingerprint, state: 'in_flight' });
    const created = await create(merchant, request, locale).catch((error) => {
      idempotent.delete(slot);
      throw error;
    });
    // A refused charge frees the key, so a corrected retry can use it; a created one is kept.
    if (created.ok) idempotent.set(slot, { fingerprint, state: 'completed', response: created });
    else idempotent.delete(slot);
    return created;
  };

  async function create(merchant, request, locale) {
    const plan = planCharge(request, merchant, acquirer, locale);
    if (!plan.ok) return plan;
    const answer = await provider.createCharge({ merchant, request, flow: plan.flow });
    const created = finishCharge(request, answer, plan, locale);
    if (!created.ok) {
      // The provider's mistake is for our log; the caller gets a generic 502.
      log({
        event: 'charge.provider_answer_rejected',
        merchant: merchant.id,
        code: created.code,
        path: created.path,
      });
      return created;
    }
    log({
      event: 'charge.created',
      merchant: merchant.id,
      id: created.charge.id,
      status: created.charge.status,
    });
    if (created.state !== undefined) charges.set(created.charge.id, created.state);
    return { ok: true, charge: created.charge };
  }
}

/**
 * What a charge needs before the provider is called, from a validated request: its card flow, its
 * split and the split's settlement. Validation already ran these checks with the same merchant and
 * MDR, so they pass here; a host still reads their results, which it needs, and answers any failure
 * the same way. Plain data, so a host may store it while the provider works.
 */
export function planCharge(request, merchant, acquirer, locale) {
  const flow = decideCardFlow(request, merchant, { locale });
  if (!flow.ok) return flow;
  const split = computeSplit(request.amount, request.split ?? [], merchant.mdr);
  if (!split.ok) return split;
  const installments =
    request.payment_method === 'credit_card' ? (request.payment_details?.installments ?? 1) : 1;
  return { ok: true, flow: flow.flow, split, settlement: planSettlement(split, acquirer), installments };
}

/**
 * The provider answered: check and shape its answer (a failure is 502, the provider's mistake), and
 * open the charge's lifecycle. Answers `{ ok: true, charge, state }`: the record for the caller (with
 * the split breakdown) and the lifecycle state that webhooks move on.
 */
export function finishCharge(request, answer, plan, locale) {
  const shaped = shapeChargeResponse(request, answer, { locale });
  if (!shaped.ok) return shaped;
  const opened = openCharge(plan.split, {
    payment_method: request.payment_method,
    installments: plan.installments,
    locale,
  });
  return {
    ok: true,
    charge: { ...shaped.charge, split: splitBreakdown(plan.split, plan.settlement) },
    state: opened.ok ? opened.charge : undefined,
  };
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
