import type { Locale } from '../issues/issue.js';
import type { MessageParams } from './keys.js';

/** A catalogue of one area of the library, in every locale. */
export type Catalogue<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/**
 * Makes the formatter of one catalogue. Each area (validation issues, card flow, auth, …) has its
 * own catalogue so that a page importing only the card-flow rules does not ship every message.
 */
export function _messages<K extends string>(catalogue: Catalogue<K>) {
  return (locale: Locale, key: K, params: MessageParams = {}): string =>
    _fill(catalogue[locale][key], params);
}

/** Replaces each `{name}` with its parameter; a placeholder without one is left visible. */
export function _fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
