import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../src/messages/labels.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW } from '../fixtures/requests.js';

// biome-ignore lint/suspicious/noExplicitAny: tests reshape requests freely
type Draft = any;

// The words, hints and labels of an issue are kept once rendered: these tests hold that what is kept
// never leaks from one locale, caller or request into another.
function badZipRequest(): Draft {
  const request: Draft = creditCardRequest();
  request.billing_address.zip_code = '1234';
  return request;
}

function zipIssue(input: unknown, options: ValidateChargeRequestOptions = {}) {
  const result = validateChargeRequest(input, { now: NOW, ...options });
  if (result.ok || result.status !== 422) throw new Error('expected a 422');
  const issue = result.issues?.find((candidate) => candidate.path === 'billing_address.zip_code');
  if (issue === undefined) throw new Error('expected an issue at the zip code');
  return { issue, message: result.message };
}

describe('localization caches', () => {
  it('renders the same issue in each locale asked, in any order', () => {
    const english = zipIssue(badZipRequest(), { locale: 'en' }).issue.message;
    const portuguese = zipIssue(badZipRequest(), { locale: 'pt-BR' }).issue.message;

    expect(zipIssue(badZipRequest(), { locale: 'en' }).issue.message).toBe(english);
    expect(portuguese).not.toBe(english);
  });

  it("uses the caller's message after the same issue was rendered without it", () => {
    zipIssue(badZipRequest());

    const { issue } = zipIssue(badZipRequest(), {
      messages: { 'billing_address.zip_code': { INVALID_VALUE: 'Check the CEP.' } },
    });

    expect(issue.message).toBe('Check the CEP.');
  });

  it("uses the caller's label after the same issue was rendered without it", () => {
    zipIssue(badZipRequest());

    const { issue } = zipIssue(badZipRequest(), { labels: { 'billing_address.zip_code': 'Postcode' } });

    expect(issue.params.label).toBe('Postcode');
  });

  it('hands each issue params of its own, which a caller may change without changing the next answer', () => {
    const first = zipIssue(badZipRequest()).issue;
    (first.params as Record<string, unknown>).label = 'changed';

    expect(zipIssue(badZipRequest()).issue.params.label).not.toBe('changed');
  });

  it('counts the issues of each request in its own summary', () => {
    const one = validateChargeRequest(badZipRequest(), { now: NOW });
    const two = validateChargeRequest({ ...badZipRequest(), amount: -1 }, { now: NOW });

    expect([one.ok ? '' : one.message, two.ok ? '' : two.message]).toEqual([
      expect.stringContaining('1'),
      expect.stringContaining('2'),
    ]);
  });

  it('names each unknown key in its own hint and pointer, while keys under one field share its label and words', () => {
    const unknownKeys = (keys: string[]) => {
      const request: Draft = creditCardRequest();
      for (const key of keys) request.customer[key] = 1;
      const result = validateChargeRequest(request, { now: NOW, locale: 'pt-BR' });
      return result.ok ? [] : (result.issues ?? []).filter((issue) => issue.code === 'UNKNOWN_FIELD');
    };

    const [nickname, zzz] = unknownKeys(['nickname', 'zzz']);
    const [later] = unknownKeys(['qqq']);

    expect([nickname, zzz, later].map((issue) => [issue?.pointer, issue?.hint])).toEqual([
      ['/customer/nickname', 'customer.nickname is not a field of a charge request: remove it.'],
      ['/customer/zzz', 'customer.zzz is not a field of a charge request: remove it.'],
      ['/customer/qqq', 'customer.qqq is not a field of a charge request: remove it.'],
    ]);
    expect(
      new Set([nickname, zzz, later].map((issue) => `${issue?.params.label} ${issue?.message}`)).size,
    ).toBe(1);
  });

  it("uses the caller's message for an unknown key after the same key was rendered without it", () => {
    const request = (): Draft => ({ ...creditCardRequest(), nickname: 1 });
    validateChargeRequest(request(), { now: NOW });

    const result = validateChargeRequest(request(), {
      now: NOW,
      messages: { UNKNOWN_FIELD: 'Drop {label}.' },
    });

    expect(result.ok ? [] : result.issues?.map((issue) => issue.message)).toEqual(['Drop Charge request.']);
  });

  it("labels keys outside the table under one field with that field's label, whichever came first", () => {
    const labelsOf = (keys: string[]) => {
      const request: Draft = { ...creditCardRequest() };
      for (const key of keys) request[key] = 1;
      const result = validateChargeRequest(request, { now: NOW });
      return result.ok ? [] : (result.issues ?? []).map((issue) => `${issue.path}: ${issue.params.label}`);
    };

    expect(labelsOf(['items.01'])).toEqual([`items.01: ${FIELD_LABELS.en.items}`]);
    expect(labelsOf(['items.qq', 'items.02'])).toEqual([
      `items.02: ${FIELD_LABELS.en.items}`,
      `items.qq: ${FIELD_LABELS.en.items}`,
    ]);
  });

  it('suggests the same field for the same unknown key however many other unknown keys came before', () => {
    for (let index = 0; index < 600; index++)
      validateChargeRequest({ [`unknown_${index}`]: 1 }, { now: NOW });

    const result = validateChargeRequest({ ...creditCardRequest(), amout: 100 }, { now: NOW });

    const issue = result.ok ? undefined : result.issues?.find((candidate) => candidate.path === 'amout');
    expect(issue?.params.suggestion).toBe('amount');
  });
});
