// What keeps the regular expressions reviewed and their inputs small, by count and size (their timing
// is in test/slow/redos.test.ts, run by `npm run test:slow`).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { pixRequest } from '../fixtures/requests.js';
import { CATALOGUE, regexLiteralsIn } from './regex-catalogue.js';

describe('regular expressions', () => {
  it('every regular expression in src/ is in the reviewed catalogue, and the catalogue has no stale entry', () => {
    const found = regexLiteralsIn(join(import.meta.dirname, '../../src'));

    expect([...new Set(found)].filter((text) => !CATALOGUE.has(text))).toEqual([]);
    expect([...CATALOGUE.keys()].filter((text) => !found.includes(text))).toEqual([]);
  });

  it('a 10 MB e-mail or uuid is cut by the guard before any regex sees it', () => {
    const huge = `${'a.'.repeat(5_000_000)}@`;
    const request = {
      ...pixRequest(),
      customer: { ...pixRequest().customer, email: huge },
      split: [{ recipient_id: huge, recipient_type: 'merchant', type: 'fixed', amount: 1 }],
    };

    const result = validateChargeRequest(request);

    expect(result.ok ? [] : result.issues?.map((issue) => `${issue.code} ${issue.path}`)).toEqual(
      expect.arrayContaining(['TOO_LONG customer.email', 'TOO_LONG split.0.recipient_id']),
    );
  });
});
