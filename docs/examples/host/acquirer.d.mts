// Types of acquirer.mjs, for the TypeScript e2e tests.
import type { SettlementAcquirer } from '../../../src/index.js';

export interface FakeAcquirerOptions {
  readonly supportsSubaccounts?: boolean;
  readonly activeSubaccounts?: readonly string[];
}

export declare const DEMO_ACTIVE_SUBACCOUNTS: readonly string[];
export declare function createFakeAcquirer(options?: FakeAcquirerOptions): SettlementAcquirer;
