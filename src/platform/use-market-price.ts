import { useGetPublicRates } from '@/api/generated/endpoints/market/market';
import type { PublicRate } from '@/api/generated/models';
import { D, toMoney } from '@ds';

/** Rates move slowly against an ad list that refreshes every 15 s; a minute keeps the figure fresh enough. */
const RATES_REFRESH_MS = 60_000;

/**
 * The market price of one `asset` in `fiat` from the public rates (issue 17 point 2; contract PublicRate: both
 * codes are asked for in one call and each comes against USD, so the price is rate(asset) / rate(fiat)).
 * Undefined when a rate is missing, zero or malformed: the figure is then hidden and nothing else changes.
 */
export function marketPriceFrom(
  rates: readonly PublicRate[] | undefined,
  asset: string,
  fiat: string,
): string | undefined {
  const usdOf = (code: string) => {
    if (code === 'USD') return D(1);
    const rate = rates?.find((r) => r.asset === code && r.quote === 'USD');
    return toMoney(rate?.rate) ?? undefined;
  };
  const assetUsd = usdOf(asset);
  const fiatUsd = usdOf(fiat);
  if (!assetUsd || !fiatUsd || fiatUsd.isZero() || assetUsd.isZero()) return undefined;
  return assetUsd.div(fiatUsd).toFixed();
}

/** How far `price` is from `market`, as a ratio ('0.018' for 1.8% above); undefined without a market price. */
export function distanceFromMarket(price: string, market: string | undefined): string | undefined {
  const ad = toMoney(price);
  const reference = toMoney(market);
  if (!ad || !reference || reference.isZero()) return undefined;
  return ad.minus(reference).div(reference).toFixed();
}

/**
 * The market price for screens: silent (a failed call hides the figure and never blocks trading) and shared by
 * every screen that shows the same pair (the list, its rows, the order forms) through one query.
 */
export function useMarketPrice(asset: string, fiat: string): string | undefined {
  const codes = asset === fiat || fiat === 'USD' ? asset : `${asset},${fiat}`;
  const rates = useGetPublicRates(
    { assets: codes },
    {
      request: { silent: true },
      query: {
        staleTime: RATES_REFRESH_MS,
        refetchInterval: RATES_REFRESH_MS,
        retry: 1,
        enabled: asset !== '' && fiat !== '',
      },
    },
  );
  return marketPriceFrom(rates.data, asset, fiat);
}
