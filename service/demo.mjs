// What the service starts with on a developer's machine: one demo merchant (secret key
// `sk_test_demo`), the fake acquirer, the demo provider and its webhook secret.
import { createFakeAcquirer, DEMO_ACTIVE_SUBACCOUNTS } from '../docs/examples/host/acquirer.mjs';
import { DEMO_WEBHOOK_SECRET } from '../docs/examples/host/demo.mjs';
import { createMerchantDirectory, DEMO_MERCHANTS } from '../docs/examples/host/merchants.mjs';
import { createDemoProvider } from './provider.mjs';

/**
 * The demo merchant: the example hosts' first one (cards collected by the checkout itself, PIX and
 * boleto, a 2.99% + R$ 0,50 MDR) under the service's own keys.
 */
export const DEMO_MERCHANT = {
  ...DEMO_MERCHANTS[0],
  id: 'mer_demo',
  publicKey: 'pk_test_demo',
  secretKey: 'sk_test_demo',
};

export { DEMO_WEBHOOK_SECRET };

/**
 * The key of the stored fingerprints' HMAC on a developer's machine. A real service reads its own
 * from its secret store (FINGERPRINT_KEY here).
 */
export const DEMO_FINGERPRINT_KEY = 'demo-fingerprint-key';

/** The options of `createService` for the demo, on an open database. */
export function demoServiceOptions({ db, now, log, onStep, fingerprintKey = DEMO_FINGERPRINT_KEY }) {
  return {
    db,
    merchants: createMerchantDirectory([DEMO_MERCHANT]),
    acquirer: createFakeAcquirer({ activeSubaccounts: DEMO_ACTIVE_SUBACCOUNTS }),
    provider: createDemoProvider({ db, now: now ?? (() => new Date()) }),
    webhookSecrets: [DEMO_WEBHOOK_SECRET],
    fingerprintKey,
    ...(now === undefined ? {} : { now }),
    ...(log === undefined ? {} : { log }),
    ...(onStep === undefined ? {} : { onStep }),
  };
}
