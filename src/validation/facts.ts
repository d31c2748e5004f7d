import type { Facts } from '../rules/conditions.js';
import { PAYMENT_METHODS, PRODUCT_TYPES } from '../rules/values.js';
import { _emptyRecord, _isRecord, _own } from '../shared/own.js';
import { FORMAT_CHECKS } from './formats/index.js';

/**
 * Reads the facts the rules table's conditions depend on from a request (raw input or schema
 * output). A fact whose field is invalid stays unknown, so no condition is decided on bad data.
 */
export function _readFacts(request: unknown): Facts {
  // No prototype: a fact inherited from Object.prototype is not a fact.
  const facts = _emptyRecord<Facts>();
  const method = _own(request, 'payment_method');
  const productType = _own(request, 'product_type');
  const cardFlow = _own(request, 'card_flow');
  if (PAYMENT_METHODS.some((known) => known === method)) facts.payment_method = method as string;
  if (PRODUCT_TYPES.some((known) => known === productType)) facts.product_type = productType as string;
  if (cardFlow === undefined || cardFlow === 'hosted') facts.card_flow = cardFlow ?? 'transparent';
  _addressCountry(facts, request, 'billing_address');
  _addressCountry(facts, request, 'shipping_address');
  const details = _own(request, 'payment_details');
  if (details === undefined) facts['payment_details.token'] = 'absent';
  else if (_isRecord(details))
    facts['payment_details.token'] = _own(details, 'token') === undefined ? 'absent' : 'sent';
  return facts;
}

function _addressCountry(
  facts: Facts,
  request: unknown,
  address: 'billing_address' | 'shipping_address',
): void {
  const value = _own(request, address);
  // No address, or an address without a country: Brazil.
  if (value === undefined) facts[`${address}.country`] = 'BR';
  if (!_isRecord(value)) return;
  const country = _own(value, 'country');
  if (country === undefined) facts[`${address}.country`] = 'BR';
  else if (typeof country === 'string' && FORMAT_CHECKS.country(country))
    facts[`${address}.country`] = country.toUpperCase();
}
