import { useMemo } from 'react';
import { assetDecimals } from '@ds';
import { useSession } from '@/session/session-store';

export interface TradeDecimals {
  fiat: number;
  crypto: number;
  minTrade?: string;
}

/** Unknown coins keep 8 decimals rather than losing value to the 2-decimal default. */
const UNKNOWN_CRYPTO_DECIMALS = 8;

/** The start-up currency list's scale when loaded, else the design system's table. */
export function useTradeDecimals(asset: string, fiat: string): TradeDecimals {
  // The store keeps one currencies object until the lists change, so this selector is stable.
  const currencies = useSession((s) => s.currencies);
  return useMemo(() => {
    const crypto = currencies?.cryptoList.find((c) => c.assetCode === asset);
    const money = currencies?.fiatList.find((f) => f.code === fiat);
    return {
      crypto: crypto?.scale ?? assetDecimals(asset, UNKNOWN_CRYPTO_DECIMALS),
      fiat: money?.scale ?? assetDecimals(fiat),
      minTrade: crypto?.minTradeAmount,
    };
  }, [currencies, asset, fiat]);
}
