import { _messages } from './define.js';

/** The message keys of public-key auth. */
export type AuthMessageKey =
  | 'MISSING_CREDENTIALS'
  | 'MALFORMED_CREDENTIALS'
  | 'NOT_A_PUBLIC_KEY'
  | 'SECRET_KEY_NOT_ALLOWED';

/** Messages of public-key auth, in every locale. */
export const AUTH_MESSAGES = {
  en: {
    MISSING_CREDENTIALS: 'Send the Authorization header: Basic base64(public_key + ":").',
    MALFORMED_CREDENTIALS:
      'The Authorization header must be Basic followed by base64 of your public key and a colon, with an empty password.',
    NOT_A_PUBLIC_KEY: 'This route accepts only a public key (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'A secret key was sent to a browser route. Revoke that secret key now and create a new one; use the public key (pk_...) in browsers.',
  },
  'pt-BR': {
    MISSING_CREDENTIALS: 'Envie o cabeçalho Authorization: Basic base64(chave_publica + ":").',
    MALFORMED_CREDENTIALS:
      'O cabeçalho Authorization deve ser Basic seguido do base64 da sua chave pública e dois-pontos, com senha vazia.',
    NOT_A_PUBLIC_KEY: 'Esta rota aceita apenas a chave pública (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'Uma chave secreta foi enviada a uma rota do navegador. Revogue essa chave secreta agora e gere outra; no navegador use a chave pública (pk_...).',
  },
  es: {
    MISSING_CREDENTIALS: 'Envía el encabezado Authorization: Basic base64(clave_publica + ":").',
    MALFORMED_CREDENTIALS:
      'El encabezado Authorization debe ser Basic seguido del base64 de tu clave pública y dos puntos, con contraseña vacía.',
    NOT_A_PUBLIC_KEY: 'Esta ruta acepta solo una clave pública (pk_...).',
    SECRET_KEY_NOT_ALLOWED:
      'Se envió una clave secreta a una ruta del navegador. Revoca esa clave secreta ahora y crea una nueva; en el navegador usa la clave pública (pk_...).',
  },
} as const;

/** Renders a message of public-key auth in a locale. */
export const formatAuthMessage = _messages<AuthMessageKey>(AUTH_MESSAGES);
