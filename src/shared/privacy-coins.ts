// Hidden for the ko locale under Korean rules on anonymity-enhanced assets.
export const PRIVACY_COINS: ReadonlySet<string> = new Set([
  'XMR',
  'ZEC',
  'DASH',
  'ZEN',
  'SCRT',
  'FIRO',
  'BEAM',
  'GRIN',
  'ARRR',
  'DERO',
  'PIVX',
  'KMD',
  'ZANO',
  'OXEN',
  'XVG',
  'MWC',
]);

export function isHiddenAsset(assetCode: string, lang: string): boolean {
  return lang === 'ko' && PRIVACY_COINS.has(assetCode.toUpperCase());
}

export function visibleAssets<T extends { assetCode: string }>(list: readonly T[], lang: string): T[] {
  return list.filter((item) => !isHiddenAsset(item.assetCode, lang));
}
