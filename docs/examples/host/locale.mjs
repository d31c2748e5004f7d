// The language of messages, from Accept-Language. The library speaks 'en' and 'pt-BR'.

/**
 * `pt-BR` when the caller's first language is Portuguese (`pt`, `pt-BR`, `pt-PT`…), else `en`.
 * A host serving many languages would negotiate with the q-values; two locales do not need it.
 */
export function localeOf(acceptLanguage) {
  return typeof acceptLanguage === 'string' && /^\s*pt(?:-|_|;|,|\s|$)/i.test(acceptLanguage)
    ? 'pt-BR'
    : 'en';
}
