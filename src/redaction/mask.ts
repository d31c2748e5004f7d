/**
 * Masks a value of the buyer's personal data (LGPD), keeping enough to tell records apart in a
 * support conversation and not enough to identify a person: an e-mail keeps its first character and
 * its domain, a tax id or phone its last 2 digits, any other field its first character.
 *
 * @param value - the value of a field the rules table flags `personal`.
 * @param path - the field's path in the table (`customer.email`), which decides the form.
 * @returns the masked value.
 * @example
 * [_maskPersonal('maria@example.com.br', 'customer.email'), _maskPersonal('529.982.247-25', 'customer.tax_id')]
 * //=> ['m•••@example.com.br', '•••25']
 */
export function _maskPersonal(value: string, path: string): string {
  if (path.endsWith('email')) {
    const at = value.lastIndexOf('@');
    return at > 0 ? `${value[0]}•••${value.slice(at)}` : '•••';
  }
  if (path.endsWith('tax_id') || path.endsWith('phone')) {
    return `•••${value.replace(/\D/g, '').slice(-2)}`;
  }
  return value.length > 0 ? `${value[0]}•••` : value;
}
