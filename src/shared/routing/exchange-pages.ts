import type { Language } from '@/shared/i18n';

/**
 * The exchange's deposit page for an asset. Like Account Security (src/session/gates/account-security.ts) it
 * belongs to another app of the exchange, so it is a full page load, never a router link; inside the native
 * app the bridge's openDepositWithdraw is asked first (spec §7). `{lang}` and `{asset}` are filled in.
 */
export const DEPOSIT_URL_TEMPLATE = '/{lang}/assets/deposit?asset={asset}';

export function depositUrl(lang: Language, asset: string): string {
  return DEPOSIT_URL_TEMPLATE.replace('{lang}', lang).replace('{asset}', encodeURIComponent(asset));
}
