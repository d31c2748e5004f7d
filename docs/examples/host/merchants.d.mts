// Types of merchants.mjs, for the TypeScript e2e tests. They come from the library's source rather
// than from 'charge-rules' because `npm test` type-checks before it builds dist/.
import type { Merchant, SplitMdrParts } from '../../../src/index.js';

/** A merchant as the directory hands it out: never with its secret key. */
export interface DirectoryMerchant extends Merchant {
  readonly id: string;
  readonly publicKey: string;
  readonly mdr: SplitMdrParts;
}

/** A merchant as configured, secret key included. */
export interface MerchantRecord extends DirectoryMerchant {
  readonly secretKey: string;
}

/** Where a real merchant directory plugs in: two lookups, sync or async. */
export interface MerchantDirectory {
  findByPublicKey(publicKey: string): DirectoryMerchant | undefined | Promise<DirectoryMerchant | undefined>;
  findBySecretKey(secretKey: string): DirectoryMerchant | undefined | Promise<DirectoryMerchant | undefined>;
}

export declare const DEMO_MERCHANTS: readonly MerchantRecord[];
export declare function createMerchantDirectory(records: readonly MerchantRecord[]): MerchantDirectory;
