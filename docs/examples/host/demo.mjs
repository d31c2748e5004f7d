// What both example hosts start with on a developer's machine: the demo merchants, the fake
// acquirer and the fake payment provider.
import { createFakeAcquirer, DEMO_ACTIVE_SUBACCOUNTS } from './acquirer.mjs';
import { createMerchantDirectory, DEMO_MERCHANTS } from './merchants.mjs';
import { createFakeProvider } from './provider.mjs';

/** The options of a host wired to the demo merchants, the fake acquirer and the fake provider. */
export function demoHostOptions({ now = () => new Date(), log = () => {} } = {}) {
  return {
    merchants: createMerchantDirectory(DEMO_MERCHANTS),
    acquirer: createFakeAcquirer({ activeSubaccounts: DEMO_ACTIVE_SUBACCOUNTS }),
    provider: createFakeProvider({ now }),
    now,
    log,
  };
}
