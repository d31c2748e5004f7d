// What both example hosts start with on a developer's machine: the demo merchants, the fake
// acquirer and the fake payment provider.
import { createFakeAcquirer, DEMO_ACTIVE_SUBACCOUNTS } from './acquirer.mjs';
import { createMerchantDirectory, DEMO_MERCHANTS } from './merchants.mjs';
import { createFakeProvider } from './provider.mjs';

/**
 * The demo provider's webhook signing secret: the Standard Webhooks test vector's, public on purpose.
 * A real host reads its provider's secrets from its secret store.
 */
export const DEMO_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The options of a host wired to the demo merchants, the fake acquirer and the fake provider. */
export function demoHostOptions({ now = () => new Date(), log = () => {} } = {}) {
  return {
    webhookSecrets: [DEMO_WEBHOOK_SECRET],
    merchants: createMerchantDirectory(DEMO_MERCHANTS),
    acquirer: createFakeAcquirer({ activeSubaccounts: DEMO_ACTIVE_SUBACCOUNTS }),
    provider: createFakeProvider({ now }),
    now,
    log,
  };
}
