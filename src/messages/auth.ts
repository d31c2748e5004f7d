import { _messages } from './define.js';

/** The message keys of key auth: the public-key route's, then the secret-key route's (`.secret`). */
export type AuthMessageKey = keyof (typeof AUTH_MESSAGES)['en'];

/** Messages of key auth (public and secret), in every locale. */
export const AUTH_MESSAGES = {
  en: {
    MISSING_CREDENTIALS: 'Send the Authorization header: Basic base64(public_key + ":").',
    MALFORMED_CREDENTIALS:
      'The Authorization header must be Basic followed by base64 of your public key and a colon, with an empty password.',
    NOT_A_PUBLIC_KEY: 'This route accepts only a public key (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'A secret key was sent to a browser route. Revoke that secret key now and create a new one; use the public key (pk_...) in browsers.',
    'MISSING_CREDENTIALS.secret': 'Send the Authorization header: Basic base64(secret_key + ":").',
    'MALFORMED_CREDENTIALS.secret':
      'The Authorization header must be Basic followed by base64 of your secret key and a colon, with an empty password.',
    NOT_A_SECRET_KEY: 'This route accepts only a secret key (sk_...).',
    PUBLIC_KEY_NOT_ALLOWED:
      'A public key cannot create charges. Call this route from your server with the secret key (sk_...); the public key only reads the payment methods.',
  },
  'pt-BR': {
    MISSING_CREDENTIALS: 'Envie o cabeçalho Authorization: Basic base64(chave_publica + ":").',
    MALFORMED_CREDENTIALS:
      'O cabeçalho Authorization deve ser Basic seguido do base64 da sua chave pública e dois-pontos, com senha vazia.',
    NOT_A_PUBLIC_KEY: 'Esta rota aceita apenas a chave pública (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'Uma chave secreta foi enviada a uma rota do navegador. Revogue essa chave secreta agora e gere outra; no navegador use a chave pública (pk_...).',
    'MISSING_CREDENTIALS.secret': 'Envie o cabeçalho Authorization: Basic base64(chave_secreta + ":").',
    'MALFORMED_CREDENTIALS.secret':
      'O cabeçalho Authorization deve ser Basic seguido do base64 da sua chave secreta e dois-pontos, com senha vazia.',
    NOT_A_SECRET_KEY: 'Esta rota aceita apenas a chave secreta (sk_...).',
    PUBLIC_KEY_NOT_ALLOWED:
      'A chave pública não cria cobranças. Chame esta rota do seu servidor com a chave secreta (sk_...); a chave pública só consulta os meios de pagamento.',
  },
  es: {
    MISSING_CREDENTIALS: 'Envía el encabezado Authorization: Basic base64(clave_publica + ":").',
    MALFORMED_CREDENTIALS:
      'El encabezado Authorization debe ser Basic seguido del base64 de tu clave pública y dos puntos, con contraseña vacía.',
    NOT_A_PUBLIC_KEY: 'Esta ruta acepta solo una clave pública (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'Se envió una clave secreta a una ruta del navegador. Revoca esa clave secreta ahora y crea una nueva; en el navegador usa la clave pública (pk_...).',
    'MISSING_CREDENTIALS.secret': 'Envía el encabezado Authorization: Basic base64(clave_secreta + ":").',
    'MALFORMED_CREDENTIALS.secret':
      'El encabezado Authorization debe ser Basic seguido del base64 de tu clave secreta y dos puntos, con contraseña vacía.',
    NOT_A_SECRET_KEY: 'Esta ruta acepta solo una clave secreta (sk_...).',
    PUBLIC_KEY_NOT_ALLOWED:
      'La clave pública no crea cobros. Llama a esta ruta desde tu servidor con la clave secreta (sk_...); la clave pública solo consulta los medios de pago.',
  },
} as const;

/** Renders a message of key auth in a locale. */
export const formatAuthMessage = _messages<AuthMessageKey>(AUTH_MESSAGES);
