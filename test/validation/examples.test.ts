import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';

const folder = 'docs/examples/requests';
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8'));

describe('docs/examples/requests', () => {
  it('holds a valid example for every method and flow', () => {
    expect(files.filter((file) => file.startsWith('valid-'))).toHaveLength(7);
  });

  it.each(files.filter((file) => file.startsWith('valid-')))('%s is valid', (file) => {
    const result = validateChargeRequest(read(file));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(files.filter((file) => file.startsWith('invalid-')))('%s is invalid', (file) => {
    expect(validateChargeRequest(read(file)).ok).toBe(false);
  });
});
