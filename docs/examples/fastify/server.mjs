// The reference host's two routes on Fastify: the library authorizes, negotiates the locale, checks
// the rules and builds every problem response; the reference host's merchant directory, provider,
// acquirer and charge steps are reused as they are. Fastify parses the JSON body (1 MiB at most).
// Run it with `npm run build && node docs/examples/fastify/server.mjs` (PORT, default 8788).
import { pathToFileURL } from 'node:url';
import {
  authorizePublicRequest,
  authorizeSecretRequest,
  listPublicPaymentMethods,
  negotiateLocale,
  toHttpResponse,
} from 'charge-rules';
import Fastify from 'fastify';
import { createChargeEventService } from '../host/charge-events.mjs';
import { createChargeService } from '../host/charges.mjs';
import { demoHostOptions } from '../host/demo.mjs';
import { hostProblem } from '../host/host-problems.mjs';
import { MAX_BODY_BYTES } from '../host/read-json-body.mjs';

/** Builds the Fastify app (not yet listening) from the same parts as the reference host's createHost. */
export function createFastifyHost({
  merchants,
  acquirer,
  provider,
  webhookSecrets,
  now = () => new Date(),
  log = () => {},
}) {
  const app = Fastify({ bodyLimit: MAX_BODY_BYTES });
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
    const created = await createCharge(req.merchant, req.body, req.locale, req.headers['idempotency-key']);
    if (!created.ok) return send(reply, toHttpResponse(created, { locale: req.locale }));
    return reply.code(201).send(created.charge);
  });

  // The webhook is verified on the bytes as sent: in its own scope, JSON is not parsed but kept raw.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/v1/webhooks/charge-events', async (req, reply) => {
      const bytes = new Uint8Array(req.body ?? []);
      const answer = await receiveChargeEvent(req.headers, bytes, req.locale);
      return answer.status === 204 ? reply.code(204).send() : send(reply, answer);
    });
  });
  // The glue of the routes ends here.

  return app;
}

/** Sends a `{ status, headers, body }` response, the library's or the host's. */
function send(reply, { status, headers, body }) {
  return reply.code(status).headers(headers).send(body);
}

// Fastify's own refusals (bad JSON, body too large, not JSON) as the reference host's problems.
const FASTIFY_ERRORS = { 400: 'MALFORMED_JSON', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** What every route shares: the locale of each request, JSON bodies only, problem+json errors. */
function setUp(app, log) {
  app.decorateRequest('locale', 'pt-BR');
  app.decorateRequest('merchant', null);
  app.addHook('onRequest', async (req) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
  });
  // Fastify reads text/plain bodies too; a charge is JSON only, so anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler((req, reply) => send(reply, hostProblem('NOT_FOUND', req.locale)));
  app.setErrorHandler((error, req, reply) => {
    // Only the kind of error: its text may quote what a provider was sent, card data included.
    log({ event: 'error', path: req.url, error: error instanceof Error ? error.name : typeof error });
    const code = Object.hasOwn(FASTIFY_ERRORS, error.statusCode)
      ? FASTIFY_ERRORS[error.statusCode]
      : undefined;
    // Anything else is not a library failure: toHttpResponse makes it a generic 500 INTERNAL_ERROR.
    send(
      reply,
      code === undefined ? toHttpResponse(error, { locale: req.locale }) : hostProblem(code, req.locale),
    );
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
