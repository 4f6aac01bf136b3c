import type { Language } from '@/shared/i18n';

// Each page belongs to another app of the exchange, so it is a full page load, never a router link.

const DEPOSIT_URL_TEMPLATE = '/{lang}/assets/deposit?asset={asset}';

const BALANCE_URL_TEMPLATE = '/{lang}/assets/overview';

const COMMUNITY_URL_TEMPLATE = '/{lang}/community';

/** `{symbol}` is the exchange's `ASSET_QUOTE` form, e.g. USDT_USD. */
const SPOT_TRADE_URL_TEMPLATE = '/{lang}/trade/{symbol}';

const SPOT_TRADE_HOME_URL_TEMPLATE = '/{lang}/trade';

export function depositUrl(lang: Language, asset: string): string {
  return DEPOSIT_URL_TEMPLATE.replace('{lang}', lang).replace('{asset}', encodeURIComponent(asset));
}

export function balanceUrl(lang: Language): string {
  return BALANCE_URL_TEMPLATE.replace('{lang}', lang);
}

export function communityUrl(lang: Language): string {
  return COMMUNITY_URL_TEMPLATE.replace('{lang}', lang);
}

export function spotTradeUrl(lang: Language, symbol?: string): string {
  return symbol
    ? SPOT_TRADE_URL_TEMPLATE.replace('{lang}', lang).replace('{symbol}', encodeURIComponent(symbol))
    : SPOT_TRADE_HOME_URL_TEMPLATE.replace('{lang}', lang);
}
