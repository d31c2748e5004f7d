export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {

const locale = negotiateLocale('en-US,en;q=0.9,pt-BR;q=0.8');
__check(locale, 'en', "docs/hosts.md:17");
__check(negotiateLocale('de-DE'), 'pt-BR', "docs/hosts.md:18");
__check(negotiateLocale('pt;q=0, *'), 'en', "docs/hosts.md:19");

const auth = authorizeSecretRequest(`Basic ${btoa('pk_test_123:')}`, { locale });
__check(auth.ok === false && auth.code, 'PUBLIC_KEY_NOT_ALLOWED', "docs/hosts.md:22");

const response = auth.ok ? undefined : toHttpResponse(auth, { locale, realm: 'charges' });
__check(response?.status, 403, "docs/hosts.md:25");
__check(response?.headers, { 'content-type': 'application/problem+json', 'content-language': 'en' }, "docs/hosts.md:26");
__check(response?.body.code, 'PUBLIC_KEY_NOT_ALLOWED', "docs/hosts.md:27");

__check(toHttpResponse(authorizeSecretRequest(undefined), { realm: 'charges' }).headers['www-authenticate'], 'Basic realm="charges", charset="UTF-8"', "docs/hosts.md:29");
}
import { authorizeSecretRequest, negotiateLocale, toHttpResponse } from 'file:///work/main/src/index.ts';
