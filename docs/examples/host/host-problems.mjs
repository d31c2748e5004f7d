// Problems that belong to the host, not to the library: routing and the merchant lookup (the body's
// own problems are the library's readJsonBody). They have the same RFC 9457 shape and the same
// `{ status, headers, body }` response as the library's `toHttpResponse`, so a client reads every
// error the same way.
import { DEFAULT_AUTH_REALM, DEFAULT_PROBLEM_TYPE_BASE, PROBLEM_JSON_CONTENT_TYPE } from 'charge-rules';

const STATUS = {
  UNKNOWN_KEY: 401,
  NOT_FOUND: 404,
  UNKNOWN_CHARGE: 404,
  METHOD_NOT_ALLOWED: 405,
};

// [title, detail]. No detail holds anything the caller sent: keys and bodies are never echoed.
const MESSAGES = {
  en: {
    UNKNOWN_KEY: ['Not authorized', 'No merchant has this key.'],
    NOT_FOUND: [
      'Not found',
      'No route here. Routes: GET /v1/public/payment-methods, POST /v1/charges, POST /v1/webhooks/charge-events.',
    ],
    UNKNOWN_CHARGE: ['Not found', 'No charge has this charge_id.'],
    METHOD_NOT_ALLOWED: ['Method not allowed', 'This route does not take this method; see the Allow header.'],
  },
  'pt-BR': {
    UNKNOWN_KEY: ['Não autorizado', 'Nenhum lojista tem esta chave.'],
    NOT_FOUND: [
      'Não encontrado',
      'Rota inexistente. Rotas: GET /v1/public/payment-methods, POST /v1/charges, POST /v1/webhooks/charge-events.',
    ],
    UNKNOWN_CHARGE: ['Não encontrado', 'Nenhuma cobrança tem este charge_id.'],
    METHOD_NOT_ALLOWED: ['Método não permitido', 'Esta rota não aceita este método; veja o cabeçalho Allow.'],
  },
};

/**
 * The `{ status, headers, body }` response of a host problem, in the caller's locale (English for a
 * locale the host has no text in); a 401 carries the route's Basic challenge, as the library's do.
 */
export function hostProblem(code, locale, { realm = DEFAULT_AUTH_REALM } = {}) {
  const language = Object.hasOwn(MESSAGES, locale) ? locale : 'en';
  const [title, detail] = MESSAGES[language][code];
  const status = STATUS[code];
  const type = DEFAULT_PROBLEM_TYPE_BASE + code.toLowerCase().replaceAll('_', '-');
  const headers = { 'content-type': PROBLEM_JSON_CONTENT_TYPE, 'content-language': language };
  if (status === 401) headers['www-authenticate'] = `Basic realm="${realm}", charset="UTF-8"`;
  return { status, headers, body: { type, title, status, detail, code } };
}
