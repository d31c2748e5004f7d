// The length of a recurrence's contract and object, in the request rows and in planRecurrence alike.
// Source: bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28),
// RecBase.vinculo: "objeto: type: string … maxLength: 35" and "contrato: type: string … maxLength:
// 35". OpenAPI 3 takes maxLength from JSON Schema, which counts characters, not bytes ("The length of
// a string instance is defined as the number of its characters as defined by RFC 8259", JSON Schema
// Validation §6.3.1): "ç" is one character for the Pix API, two bytes in UTF-8. The library counts
// UTF-16 units, as every length of its rules does (docs/decisions.md, "which rules can the schema not
// state?"): the same count for every character of Portuguese text, and never more lenient than the
// Pix API (a character beyond U+FFFF, an emoji, counts 2 here and 1 there).
import { describe, expect, it } from 'vitest';
import { planRecurrence } from '../../src/recurrence/plan-recurrence.js';
import { MAX_RECURRENCE_TEXT_LENGTH, type Recurrence } from '../../src/recurrence/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

const recurrence: Recurrence = {
  contract: 'CT-2026-0042',
  object: 'Academia',
  start_date: '2026-12-31',
  period: 'monthly',
  amount: 9990,
  retries: 'none',
};

function planned(contract: string): string {
  const plan = planRecurrence({ ...recurrence, contract }, { count: 1 });
  return plan.ok ? 'ok' : (plan.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`).join();
}

function validated(contract: string): string {
  const result = validateChargeRequest(
    { ...pixRequest(), payment_details: { recurrence: { ...recurrence, contract } } },
    { now: NOW },
  );
  return result.ok ? 'ok' : (result.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`).join();
}

describe('the 35 characters of a recurrence contract or object', () => {
  it('is the Pix API maxLength, 35', () => {
    expect(MAX_RECURRENCE_TEXT_LENGTH).toBe(35);
  });

  it.each([
    ['35 ASCII characters', 'C'.repeat(35)],
    ['35 characters with a cedilla each: 70 bytes of UTF-8, 35 characters for the Pix API', 'ç'.repeat(35)],
    ['34 accented characters and a space', `${'ã'.repeat(34)} `],
    ['17 emoji and one letter: 35 UTF-16 units', `${'😀'.repeat(17)}a`],
  ])('accepts %s, in the request and in a plan', (_, contract) => {
    expect([validated(contract), planned(contract)]).toEqual(['ok', 'ok']);
  });

  it.each([
    ['36 ASCII characters', 'C'.repeat(36)],
    ['36 characters with a cedilla', 'ç'.repeat(36)],
    ['18 emoji: 18 characters for the Pix API, 36 UTF-16 units here (the stricter count)', '😀'.repeat(18)],
  ])('refuses %s, in the request and in a plan', (_, contract) => {
    expect([validated(contract), planned(contract)]).toEqual([
      'TOO_LONG at payment_details.recurrence.contract',
      'INVALID_VALUE at recurrence.contract',
    ]);
  });

  it.each([
    ['an empty contract', ''],
    ['a contract of spaces only', '   '],
  ])('refuses %s, in the request and in a plan', (_, contract) => {
    expect([validated(contract), planned(contract)]).toEqual([
      'REQUIRED at payment_details.recurrence.contract',
      'INVALID_VALUE at recurrence.contract',
    ]);
  });
});
