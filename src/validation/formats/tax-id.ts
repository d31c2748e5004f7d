import { _isCnpj } from './cnpj.js';
import { _isCpf } from './cpf.js';

/** Which Brazilian document a tax id is, once valid. */
export type BrazilianTaxIdKind = 'cpf' | 'cnpj';

/**
 * The kind of a Brazilian tax id written without its mask (the row's masks are removed first), the
 * letters of an alphanumeric CNPJ in either case, or `undefined` when it is neither a CPF nor a CNPJ.
 */
export function _brazilianTaxIdKind(value: string): BrazilianTaxIdKind | undefined {
  const upper = value.toUpperCase();
  if (upper.length === 11) return _isCpf(upper) ? 'cpf' : undefined;
  if (upper.length === 14) return _isCnpj(upper) ? 'cnpj' : undefined;
  return undefined;
}
