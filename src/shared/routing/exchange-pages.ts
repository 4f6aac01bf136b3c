import type { Language } from '@/shared/i18n';

// Pages of the wider exchange that P2P links to. Like Account Security (src/session/gates/account-security.ts)
// each belongs to another app of the exchange, so it is a full page load, never a router link; inside the native
// app the bridge's operation for it is asked first (spec §7). Point one elsewhere by changing its template;
// `{lang}` becomes the current language prefix.

/** The deposit page for an asset (`{asset}`); in the app: openDepositWithdraw. */
const DEPOSIT_URL_TEMPLATE = '/{lang}/assets/deposit?asset={asset}';

/** The balance (assets) overview; in the app: openBalanceHome. */
const BALANCE_URL_TEMPLATE = '/{lang}/assets/overview';

/** The exchange's community; in the app: goToCommunity with this page's address. */
const COMMUNITY_URL_TEMPLATE = '/{lang}/community';

/**
 * Spot trading on a pair (`{symbol}`, the exchange's `ASSET_QUOTE` form that the favourites service shares with
 * spot trading, e.g. USDT_USD); in the app: openTrade with the symbol.
 */
const SPOT_TRADE_URL_TEMPLATE = '/{lang}/trade/{symbol}';

/** Spot trading's home, when the page has no pair; in the app: openTrade without a symbol. */
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
