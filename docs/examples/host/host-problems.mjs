// Problems that belong to the host, not to the library: routing, body parsing and the secret-key
// scheme. They have the same RFC 9457 shape as the library's `toProblemDetails` bodies, so a client
// reads every error the same way.
import { DEFAULT_PROBLEM_TYPE_BASE } from 'charge-rules';

const STATUS = {
  MALFORMED_JSON: 400,
  MISSING_CREDENTIALS: 401,
  MALFORMED_CREDENTIALS: 401,
  NOT_A_SECRET_KEY: 401,
  UNKNOWN_KEY: 401,
  PUBLIC_KEY_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

// [title, detail]. No detail holds anything the caller sent: keys and bodies are never echoed.
const MESSAGES = {
  en: {
    MALFORMED_JSON: ['Malformed JSON', 'The request body is not valid UTF-8 JSON.'],
    MISSING_CREDENTIALS: ['Not authorized', 'Send the Authorization header: Basic base64(secret_key + ":").'],
    MALFORMED_CREDENTIALS: [
      'Not authorized',
      'The Authorization header must be Basic base64(secret_key + ":"): the secret key and an empty password.',
    ],
    NOT_A_SECRET_KEY: ['Not authorized', 'This route accepts only a secret key (sk_...).'],
    UNKNOWN_KEY: ['Not authorized', 'No merchant has this key.'],
    PUBLIC_KEY_NOT_ALLOWED: [
      'Forbidden',
      'Charges are created by your server with the secret key (sk_...). The public key only reads the payment methods.',
    ],
    NOT_FOUND: ['Not found', 'No route here. Routes: GET /v1/public/payment-methods, POST /v1/charges.'],
    METHOD_NOT_ALLOWED: ['Method not allowed', 'This route does not take this method; see the Allow header.'],
    PAYLOAD_TOO_LARGE: ['Payload too large', 'The request body is over 1 MiB.'],
    UNSUPPORTED_MEDIA_TYPE: [
      'Unsupported media type',
      'Send the charge as JSON, with Content-Type: application/json.',
    ],
  },
  'pt-BR': {
    MALFORMED_JSON: ['JSON malformado', 'O corpo da requisição não é um JSON UTF-8 válido.'],
    MISSING_CREDENTIALS: [
      'Não autorizado',
      'Envie o cabeçalho Authorization: Basic base64(chave_secreta + ":").',
    ],
    MALFORMED_CREDENTIALS: [
      'Não autorizado',
      'O cabeçalho Authorization deve ser Basic base64(chave_secreta + ":"): a chave secreta e uma senha vazia.',
    ],
    NOT_A_SECRET_KEY: ['Não autorizado', 'Esta rota aceita apenas a chave secreta (sk_...).'],
    UNKNOWN_KEY: ['Não autorizado', 'Nenhum lojista tem esta chave.'],
    PUBLIC_KEY_NOT_ALLOWED: [
      'Proibido',
      'Cobranças são criadas pelo seu servidor com a chave secreta (sk_...). A chave pública só consulta os meios de pagamento.',
    ],
    NOT_FOUND: [
      'Não encontrado',
      'Rota inexistente. Rotas: GET /v1/public/payment-methods, POST /v1/charges.',
    ],
    METHOD_NOT_ALLOWED: ['Método não permitido', 'Esta rota não aceita este método; veja o cabeçalho Allow.'],
    PAYLOAD_TOO_LARGE: ['Corpo grande demais', 'O corpo da requisição passa de 1 MiB.'],
    UNSUPPORTED_MEDIA_TYPE: [
      'Tipo de mídia não suportado',
      'Envie a cobrança em JSON, com Content-Type: application/json.',
    ],
  },
};

/** The problem details body of a host problem, in the caller's locale. */
export function hostProblem(code, locale) {
  const [title, detail] = MESSAGES[locale][code];
  const type = DEFAULT_PROBLEM_TYPE_BASE + code.toLowerCase().replaceAll('_', '-');
  return { type, title, status: STATUS[code], detail, code };
}
