/** Writes the files derived from the rules table (request types, presence answers) from src/. */
export function generateTypes(): Promise<void>;
