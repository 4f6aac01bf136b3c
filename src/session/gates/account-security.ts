import type { Language } from '@/shared/i18n';

/**
 * The exchange's Account Security page, where phone, email, KYC and two-factor set-up are finished (spec §2:
 * "finish phone, email or KYC verification on the Account Security page, each with a GO button"). It lives
 * outside this app, so it is a full page load, never a router link. Point it elsewhere by changing this one
 * template; `{lang}` becomes the current language prefix.
 */
const ACCOUNT_SECURITY_URL_TEMPLATE = '/{lang}/account/security';

export function accountSecurityUrl(lang: Language): string {
  return ACCOUNT_SECURITY_URL_TEMPLATE.replace('{lang}', lang);
}
