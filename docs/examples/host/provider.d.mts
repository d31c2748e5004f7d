// Types of provider.mjs, for the TypeScript e2e tests.
import type { CardFlow, ChargeRequest, ProviderAnswer } from '../../../src/index.js';
import type { DirectoryMerchant } from './merchants.mjs';

/** What the host asks of a provider: one call per charge. */
export interface PaymentProvider {
  createCharge(charge: {
    readonly merchant: DirectoryMerchant;
    readonly request: ChargeRequest;
    readonly flow: CardFlow | null;
  }): Promise<ProviderAnswer>;
}

export interface FakeProviderOptions {
  readonly checkoutBaseUrl?: string;
  /** Where the fake dynamic BR Codes point, without scheme. */
  readonly pixLocationBase?: string;
  readonly now?: () => Date;
}

export declare const DECLINED_CARD_NUMBER: string;
export declare const DECLINED_CARD_TOKEN: string;
export declare function createFakeProvider(options?: FakeProviderOptions): PaymentProvider;
