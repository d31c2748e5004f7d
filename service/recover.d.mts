// Types of recover.mjs, for the TypeScript tests.
import type { ServiceDatabase, ServiceLogEntry, ServiceProvider } from './main.mjs';

export interface RecoveredCreations {
  readonly completed: string[];
  readonly released: string[];
}

export declare function recoverCreations(
  db: ServiceDatabase,
  provider: Pick<ServiceProvider, 'findCharge'>,
  options?: { readonly all?: boolean; readonly log?: (entry: ServiceLogEntry) => void },
): Promise<RecoveredCreations>;
