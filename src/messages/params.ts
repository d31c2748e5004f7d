// Apart from the keys (keys.ts gathers every area's catalogue): the catalogues' own definer fills
// templates with these values, and an import of the keys from there would close a circle.

/** Values a message template can interpolate as `{name}`. Never card data or keys. */
export type MessageParams = Readonly<Record<string, string | number>>;
