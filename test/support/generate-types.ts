// Vitest's global setup: the files derived from the rules table are written before any suite
// imports them, so a suite run straight after editing a row reads that row.
import { generateTypes } from '../../scripts/generate-types.mjs';

export default async function setup(): Promise<void> {
  await generateTypes();
}
