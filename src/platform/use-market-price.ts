import { useGetPublicRates } from '@/api/generated/endpoints/market/market';
import type { PublicRate } from '@/api/generated/models';
import { D, toMoney } from '@ds';

/** Rates move slowly; a minute keeps the figure fresh enough. */
const RATES_REFRESH_MS = 60_000;

/** Each rate is against USD, so the price is rate(asset) / rate(fiat); undefined if a rate is missing, zero or bad. */
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

/** Silent and retried once: a failed call only hides the figure and must never block trading. */
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
