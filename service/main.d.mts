// Types of main.mjs, for the TypeScript tests.
import type { Server } from 'node:http';

/** One query's rows. */
export type Rows = Record<string, unknown>[];

export interface ServiceDatabase {
  /** True when this process is the database's only client (the embedded one). */
  readonly exclusive: boolean;
  query(sql: string, params?: readonly unknown[]): Promise<Rows>;
  transaction<T>(
    work: (tx: { query(sql: string, params?: readonly unknown[]): Promise<Rows> }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

export interface ServiceLogEntry {
  readonly event: string;
  readonly [field: string]: unknown;
}

export interface StartServiceOptions {
  /** Where the embedded database keeps its files (`memory://` for none). @defaultValue `'.data'` */
  readonly dataDir?: string;
  /** A PostgreSQL server's URL; when set, `dataDir` is not used. */
  readonly url?: string | undefined;
  /** 0 for any free port. @defaultValue 3000 */
  readonly port?: number;
  readonly host?: string;
  /** The clock for card expiry, due dates and webhook timestamps. @defaultValue the real clock */
  readonly now?: () => Date;
  readonly log?: (entry: ServiceLogEntry) => void;
  /** Called after each step that wrote: 'reserved', 'provider_answered', 'completed', 'event_written', 'event_committed'. */
  readonly onStep?: (step: string) => void;
  readonly fingerprintKey?: string;
  /** The provider, given the demo one (a test wraps it to hold a call). @defaultValue the demo provider */
  readonly provider?: (demo: ServiceProvider) => ServiceProvider;
}

/** What the service asks its payment provider. */
export interface ServiceProvider {
  createCharge(charge: {
    readonly merchant: unknown;
    readonly request: unknown;
    readonly flow: unknown;
    readonly idempotencyKey: string;
  }): Promise<unknown>;
  /** The answer of the creation made with this key, or `undefined` when none reached the provider. */
  findCharge(idempotencyKey: string): Promise<unknown>;
}

export interface RunningService {
  readonly server: Server;
  readonly db: ServiceDatabase;
  readonly port: number;
  close(): Promise<void>;
}

export declare function startService(options: StartServiceOptions): Promise<RunningService>;
