/**
 * Decimals shown per asset or fiat code. Fiat currencies show 2, except those without minor units in practice.
 * Unknown codes fall back to `fallback` (2 unless the caller knows better, e.g. 8 for an unlisted coin).
 */
const DECIMALS: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 6,
  BNB: 6,
  SOL: 6,
  USDT: 2,
  USDC: 2,
  FDUSD: 2,
  DAI: 2,
  JPY: 0,
  KRW: 0,
  VND: 0,
  IDR: 0,
};

export const DEFAULT_DECIMALS = 2;

export function assetDecimals(code: string | null | undefined, fallback: number = DEFAULT_DECIMALS): number {
  return (code ? DECIMALS[code.trim().toUpperCase()] : undefined) ?? fallback;
}
