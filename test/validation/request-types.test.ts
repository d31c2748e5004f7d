import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUEST_TYPES_FILE, renderRequestTypes } from '../../scripts/request-types.mjs';
import { evaluate, isMethod } from '../../src/rules/conditions.js';
import { FIELD_RULES, type FieldRule } from '../../src/rules/fields.js';

const render = (rules: readonly FieldRule[]) => renderRequestTypes(rules, evaluate as never);

/** The member lines of one declared interface of the rendered text. */
function membersOf(text: string, name: string): string[] {
  const start = text.indexOf(`export interface ${name} `);
  if (start < 0) throw new Error(`${name} is not declared`);
  const body = text.slice(text.indexOf('{', start) + 1, text.indexOf('\n}', start));
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\w+\??:/.test(line));
}

describe('the request types generated from the table', () => {
  it('give a row added to the table a member in the types of the methods that allow it', () => {
    const rules = [
      ...FIELD_RULES,
      { path: 'payment_details.pix_key', type: 'string', allowed: isMethod('pix') },
    ];

    const text = render(rules as FieldRule[]);

    expect(membersOf(text, 'PixPaymentDetails')).toContain('pix_key?: string;');
    expect(membersOf(text, 'BoletoPaymentDetails').join()).not.toContain('pix_key');
    expect(text).not.toBe(readFileSync(REQUEST_TYPES_FILE, 'utf8'));
  });

  it('make a field required for one method required in its type and absent from the others', () => {
    const text = render(FIELD_RULES);

    expect(membersOf(text, 'BoletoPaymentDetails')).toContain('due_date: string;');
    expect(membersOf(text, 'PixPaymentDetails')).toContain('due_date?: string;');
    expect(membersOf(text, 'CreditCardDataPaymentDetails').join()).not.toContain('due_date');
  });

  it('leave a field with a default optional in the input and present in the normalized value', () => {
    const text = render(FIELD_RULES);

    expect(membersOf(text, 'AddressInput')).toContain('country?: string;');
    expect(membersOf(text, 'Address')).toContain('country: string;');
  });

  it('accept a field the rows ignore in the input and leave it out of the normalized value', () => {
    const text = render(FIELD_RULES);

    expect(membersOf(text, 'CreditCardTokenPaymentDetailsInput')).toContain('cvv?: string;');
    expect(membersOf(text, 'CreditCardTokenPaymentDetails').join()).not.toContain('cvv');
  });

  it('type an enumerated string as the union of its values', () => {
    const text = render(FIELD_RULES);

    expect(membersOf(text, 'Customer')).toContain("type: 'individual' | 'company';");
  });

  it('refuse an object row the generator has no name for, rather than type it loosely', () => {
    const rules = [...FIELD_RULES, { path: 'device', type: 'object' }];

    expect(() => render(rules as FieldRule[])).toThrow(/name the object device/);
  });
});
