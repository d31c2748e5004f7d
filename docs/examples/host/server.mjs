// The reference host: a plain node:http server that shows how a server consumes charge-rules end
// to end. Run it with `npm run build && node docs/examples/host/server.mjs` (PORT, default 8787).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { negotiateLocale } from 'charge-rules';
import { demoHostOptions } from './demo.mjs';
import { hostProblem } from './host-problems.mjs';
import { sendFailure, sendResponse } from './respond.mjs';
import { chargeEventsRoute } from './routes/charge-events.mjs';
import { createChargeRoute } from './routes/create-charge.mjs';
import { publicPaymentMethodsRoute } from './routes/public-payment-methods.mjs';

/**
 * Builds the host (not yet listening).
 * - merchants: `{ findByPublicKey(key), findBySecretKey(key) }` (see merchants.mjs)
 * - acquirer: `{ supportsSubaccounts, hasActiveSubaccount(recipientId) }` (see acquirer.mjs)
 * - provider: `{ createCharge({ merchant, request, flow }) }` (see provider.mjs)
 * - webhookSecrets: the provider's `whsec_` secrets, for POST /v1/webhooks/charge-events
 * - now: the clock for card expiry, boleto due dates and webhook timestamps, default the real one
 * - log: receives one object per event; card data only ever reaches it redacted
 */
export function createHost({
  merchants,
  acquirer,
  provider,
  webhookSecrets,
  now = () => new Date(),
  log = () => {},
}) {
  // Each charge's lifecycle state, by charge id: in memory for the demo, a table in a real host.
  const charges = new Map();
  const routes = {
    '/v1/public/payment-methods': publicPaymentMethodsRoute({ merchants }),
    '/v1/charges': createChargeRoute({ merchants, acquirer, provider, now, log, charges }),
    '/v1/webhooks/charge-events': chargeEventsRoute({ charges, webhookSecrets, acquirer, now, log }),
  };

  // A slow client may hold a connection only so long (Node's default waits five minutes).
  const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, async (req, res) => {
    // pt-BR unless the client prefers a language the library speaks (q-values, `pt`, `en-US`…).
    const locale = negotiateLocale(req.headers['accept-language']);
    const path = (req.url ?? '/').split('?', 1)[0];
    res.on('finish', () => log({ event: 'request', method: req.method, path, status: res.statusCode }));
    try {
      const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
      if (route === undefined) return sendResponse(res, hostProblem('NOT_FOUND', locale));
      const handle = Object.hasOwn(route, req.method) ? route[req.method] : undefined;
      if (handle === undefined) {
        return sendResponse(res, hostProblem('METHOD_NOT_ALLOWED', locale), {
          Allow: Object.keys(route).join(', '),
        });
      }
      await handle(req, res, { locale });
    } catch (error) {
      // Only the kind of error: its text may quote what a provider was sent, card data included,
      // and redactChargeRequest masks whole values, not numbers inside a sentence.
      log({ event: 'error', path, error: error instanceof Error ? error.name : typeof error });
      // Anything that is not a library failure becomes a generic 500 INTERNAL_ERROR body.
      if (!res.headersSent) sendFailure(res, error, { locale });
      else res.destroy();
    }
  });
  return server;
}

/** The host with the demo merchants, the fake acquirer and the fake provider. */
export function createDemoHost(options) {
  return createHost(demoHostOptions(options));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 8787);
  const server = createDemoHost({ log: (entry) => console.log(JSON.stringify(entry)) });
  server.listen(port, () => console.log(`charge-rules reference host on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
