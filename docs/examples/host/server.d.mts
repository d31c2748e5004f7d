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
  /** The clock for card expiry and boleto due dates. @defaultValue the real clock */
  readonly now?: () => Date;
  readonly log?: (entry: HostLogEntry) => void;
}

export interface DemoHostOptions {
  readonly now?: () => Date;
  readonly log?: (entry: HostLogEntry) => void;
}

export declare function createHost(options: HostOptions): Server;
export declare function createDemoHost(options?: DemoHostOptions): Server;
