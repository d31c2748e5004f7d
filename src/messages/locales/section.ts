// Apart from the registry (index.ts): each locale file types its sections with these, and the
// registry imports each locale file, so declaring them there would close a circle.
import type * as en from './en.js';

/** The areas of the library's text: the sections of each locale file, named as in `en.ts`. */
export type Area = keyof typeof en;

/** One area's text in one locale: every key of English's section, each a text (or a text alone). */
export type Section<A extends Area> = (typeof en)[A] extends string
  ? string
  : { readonly [K in keyof (typeof en)[A]]: string };
