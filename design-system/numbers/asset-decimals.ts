/** Fiat shows 2, except currencies with no minor units in practice; an unlisted coin may pass its own fallback. */
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
