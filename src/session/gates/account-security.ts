import type { Language } from '@/shared/i18n';

/** It lives outside this app, so it is a full page load, never a router link. */
const ACCOUNT_SECURITY_URL_TEMPLATE = '/{lang}/account/security';

export function accountSecurityUrl(lang: Language): string {
  return ACCOUNT_SECURITY_URL_TEMPLATE.replace('{lang}', lang);
}
