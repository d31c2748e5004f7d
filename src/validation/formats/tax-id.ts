import { _isCnpj } from './cnpj.js';
import { _isCpf } from './cpf.js';

/** Which Brazilian document a tax id is, once valid. */
export type BrazilianTaxIdKind = 'cpf' | 'cnpj';

/**
 * Removes the mask characters a Brazilian tax id may be written with (`.`, `-`, `/`, spaces) and
 * upper-cases the letters of an alphanumeric CNPJ.
 */
export function _stripTaxIdMask(value: string): string {
  let stripped = '';
  for (const char of value) {
    if (char !== '.' && char !== '-' && char !== '/' && char !== ' ') stripped += char;
  }
  return stripped.toUpperCase();
}

/** The kind of a Brazilian tax id (mask allowed), or `undefined` when it is neither a CPF nor a CNPJ. */
export function _brazilianTaxIdKind(value: string): BrazilianTaxIdKind | undefined {
  const stripped = _stripTaxIdMask(value);
  if (stripped.length === 11) return _isCpf(stripped) ? 'cpf' : undefined;
  if (stripped.length === 14) return _isCnpj(stripped) ? 'cnpj' : undefined;
  return undefined;
}
