import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';

const folder = 'docs/examples/requests';
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8'));
// The examples are valid at a fixed instant, which every check of them passes as the clock.
const now = new Date(JSON.parse(readFileSync('docs/examples/clock.json', 'utf8')).now);

describe('docs/examples/requests', () => {
  it('holds a valid example for every method and flow', () => {
    expect(files.filter((file) => file.startsWith('valid-'))).toHaveLength(7);
  });

  it.each(files.filter((file) => file.startsWith('valid-')))('%s is valid', (file) => {
    const result = validateChargeRequest(read(file), { now });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(files.filter((file) => file.startsWith('invalid-')))('%s is invalid', (file) => {
    expect(validateChargeRequest(read(file), { now }).ok).toBe(false);
  });
});
