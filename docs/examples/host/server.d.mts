// Types of server.mjs, for the TypeScript e2e tests.
import type { Server } from 'node:http';
import type { SettlementAcquirer } from '../../../src/index.js';
import type { MerchantDirectory } from './merchants.mjs';
import type { PaymentProvider } from './provider.mjs';

/** One log event; card data only ever appears in it redacted. */
export interface HostLogEntry {
  readonly event: string;
  readonly [field: string]: unknown;
}

export interface HostOptions {
  readonly merchants: MerchantDirectory;
  readonly acquirer: SettlementAcquirer;
  readonly provider: PaymentProvider;
  /** The provider's `whsec_` signing secrets; without them every webhook is answered 500. */
  readonly webhookSecrets?: readonly string[];
  /** The clock for card expiry, boleto due dates and webhook timestamps. @defaultValue the real clock */
  readonly now?: () => Date;
  readonly log?: (entry: HostLogEntry) => void;
}

export interface DemoHostOptions {
  readonly now?: () => Date;
  readonly log?: (entry: HostLogEntry) => void;
}

export declare function createHost(options: HostOptions): Server;
export declare function createDemoHost(options?: DemoHostOptions): Server;
