// The reference host's two routes on Fastify: the library authorizes, negotiates the locale, checks
// the rules and builds every problem response; the reference host's merchant directory, provider,
// acquirer and charge steps are reused as they are. Fastify only buffers the body (1 MiB at most, as
// the node:http host does); the library's readJsonBody judges it.
// Run it with `npm run build && node docs/examples/fastify/server.mjs` (PORT, default 8788).
import { pathToFileURL } from 'node:url';
import {
  authorizePublicRequest,
  authorizeSecretRequest,
  DEFAULT_MAX_BODY_BYTES,
  listPublicPaymentMethods,
  negotiateLocale,
  readJsonBody,
  toHttpResponse,
} from 'charge-rules';
import Fastify from 'fastify';
import { createChargeEventService } from '../host/charge-events.mjs';
import { createChargeService } from '../host/charges.mjs';
import { collectBody } from '../host/collect-body.mjs';
import { demoHostOptions } from '../host/demo.mjs';
import { hostProblem } from '../host/host-problems.mjs';

/** Builds the Fastify app (not yet listening) from the same parts as the reference host's createHost. */
export function createFastifyHost({
  merchants,
  acquirer,
  provider,
  webhookSecrets,
  now = () => new Date(),
  log = () => {},
}) {
  const app = Fastify();
  const charges = new Map();
  const createCharge = createChargeService({ acquirer, provider, now, log, charges });
  const receiveChargeEvent = createChargeEventService({
    charges,
    secrets: webhookSecrets,
    acquirer,
    now,
    log,
  });
  setUp(app, log);

  // The glue of the two routes starts here.
  app.get('/v1/public/payment-methods', async (req, reply) => {
    const { locale } = req;
    reply.header('access-control-allow-origin', '*');
    const auth = authorizePublicRequest(req.headers.authorization, { locale });
    if (!auth.ok) return send(reply, toHttpResponse(auth, { locale, realm: 'public' }));
    const merchant = await merchants.findByPublicKey(auth.public_key);
    if (merchant === undefined) return send(reply, hostProblem('UNKNOWN_KEY', locale, { realm: 'public' }));
    const listed = listPublicPaymentMethods(merchant, { locale });
    return listed.ok ? listed.body : send(reply, toHttpResponse(listed, { locale }));
  });

  // onRequest runs before Fastify reads the body: nobody's body is read before the key is checked.
  async function secretKey(req, reply) {
    const { locale } = req;
    const auth = authorizeSecretRequest(req.headers.authorization, { locale });
    if (!auth.ok) return send(reply, toHttpResponse(auth, { locale, realm: 'charges' }));
    req.merchant = await merchants.findBySecretKey(auth.secret_key);
    if (req.merchant === undefined)
      return send(reply, hostProblem('UNKNOWN_KEY', locale, { realm: 'charges' }));
  }

  app.post('/v1/charges', { onRequest: secretKey }, async (req, reply) => {
    const contentType = req.headers['content-type'] ?? null;
    const body = readJsonBody(req.body ?? '', { contentType, locale: req.locale });
    if (!body.ok) return send(reply, toHttpResponse(body, { locale: req.locale }));
    const created = await createCharge(req.merchant, body.value, req.locale, req.headers['idempotency-key']);
    if (!created.ok) return send(reply, toHttpResponse(created, { locale: req.locale }));
    return reply.code(201).send(created.charge);
  });

  // The webhook is verified on the bytes as sent: every body reaches a route as bytes (setUp).
  app.post('/v1/webhooks/charge-events', async (req, reply) => {
    const bytes = req.body instanceof Uint8Array ? req.body : new Uint8Array();
    const answer = await receiveChargeEvent(req.headers, bytes, req.locale);
    return answer.status === 204 ? reply.code(204).send() : send(reply, answer);
  });
  // The glue of the routes ends here.

  return app;
}

/** Sends a `{ status, headers, body }` response, the library's or the host's. */
function send(reply, { status, headers, body }) {
  return reply.code(status).headers(headers).send(body);
}

/** What every route shares: the locale of each request, JSON bodies only, problem+json errors. */
function setUp(app, log) {
  app.decorateRequest('locale', 'pt-BR');
  app.decorateRequest('merchant', null);
  app.addHook('onRequest', async (req) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
  });
  // Every body, whatever its media type, reaches the route as bytes (at most one over the limit):
  // readJsonBody answers 400, 413 or 415 as the node:http host does.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (req, payload, done) => {
    collectBody(payload, DEFAULT_MAX_BODY_BYTES, req.headers['content-length']).then(
      (bytes) => done(null, bytes),
      done,
    );
  });
  app.setNotFoundHandler((req, reply) => send(reply, hostProblem('NOT_FOUND', req.locale)));
  app.setErrorHandler((error, req, reply) => {
    // Only the kind of error: its text may quote what a provider was sent, card data included.
    log({ event: 'error', path: req.url, error: error instanceof Error ? error.name : typeof error });
    // Not a library failure: toHttpResponse makes it a generic 500 INTERNAL_ERROR.
    send(reply, toHttpResponse(error, { locale: req.locale }));
  });
}

/** The Fastify host with the demo merchants, the fake acquirer and the fake provider. */
export function createFastifyDemoHost(options) {
  return createFastifyHost(demoHostOptions(options));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const app = createFastifyDemoHost({ log: (entry) => console.log(JSON.stringify(entry)) });
  const address = await app.listen({ port: Number(process.env.PORT ?? 8788) });
  console.log(`charge-rules Fastify host on ${address}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => app.close().then(() => process.exit(0)));
}
