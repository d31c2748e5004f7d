export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const locale = negotiateLocale('pt-BR,pt;q=0.9,en;q=0.8');
__check(locale, 'pt-BR', "README.md:97");
__check(authorizeSecretRequest(`Basic ${btoa('sk_live_123:')}`), { ok: true, secret_key: 'sk_live_123' }, "README.md:98");

const refused = authorizeSecretRequest(undefined, { locale });
const response = toHttpResponse(refused, { locale, realm: 'charges' });
__check(response.status, 401, "README.md:102");
__check(response.headers['www-authenticate'], 'Basic realm="charges", charset="UTF-8"', "README.md:103");
__check(response.body.code, 'MISSING_CREDENTIALS', "README.md:104");
}
import { authorizeSecretRequest, negotiateLocale, toHttpResponse } from 'file:///work/main/src/index.ts';
