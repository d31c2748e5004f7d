import { describe, expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { formatMessage } from '../../src/messages/format.js';
import { ptBR } from '../../src/messages/pt-BR.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('define the same keys in English and Portuguese', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('are translated, not copied', () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => en[key] === ptBR[key]);
    expect(same).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('fills placeholders from the parameters', () => {
    expect(formatMessage('en', 'TOO_LONG', { field: 'customer.name', max: 120 })).toBe(
      'customer.name must have at most 120 characters.',
    );
  });

  it('writes Portuguese for pt-BR', () => {
    expect(formatMessage('pt-BR', 'REQUIRED', { field: 'customer.tax_id' })).toBe(
      'Informe customer.tax_id: o campo é obrigatório.',
    );
  });

  it('leaves a placeholder without a parameter visible', () => {
    expect(formatMessage('en', 'TOO_LONG', { field: 'x' })).toBe('x must have at most {max} characters.');
  });

  it('does not read parameters from Object.prototype', () => {
    expect(formatMessage('en', 'REQUIRED', {})).toBe('{field} is required.');
  });
});
