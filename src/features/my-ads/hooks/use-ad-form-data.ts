import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetAdRules } from '@/api/generated/endpoints/my-ads/my-ads';
import { useGetUserPayments } from '@/api/generated/endpoints/payment-methods/payment-methods';
import { useGetSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import type { MyAd } from '@/api/generated/models';
import { D } from '@ds';
import { useMarketPrice } from '@/platform/use-market-price';
import { useSession } from '@/session/session-store';
import { adFormSchema } from '../forms/ad-form-schema';
import type { AdFormValues } from '../forms/ad-form-values';

export type AdPair = Pick<AdFormValues, 'makerSide' | 'asset' | 'fiat'>;

/**
 * What the post-ad form reads for the side and pair chosen: the rules (with the fiat's payment methods), the market
 * price, the balance a sell ad may hold, the saved accounts, and the schema that checks the values against them.
 * Silent: the form shows each failure where it matters.
 */
export function useAdFormData({ makerSide, asset, fiat }: AdPair, editing: MyAd | undefined) {
  const currencies = useSession((s) => s.currencies);
  const rules = useGetAdRules(
    { fiat },
    { request: { silent: true }, query: { placeholderData: keepPreviousData, enabled: fiat !== '' } },
  );
  const market = useMarketPrice(asset, fiat);
  const sells = makerSide === 'SELL';
  const balances = useGetSpotBalance(
    { includeStaking: false },
    { request: { silent: true }, query: { enabled: sells } },
  );
  const payments = useGetUserPayments({ request: { silent: true }, query: { enabled: sells } });
  const available = balances.data ? (balances.data.find((b) => b.asset === asset)?.available ?? '0') : undefined;
  // An edited sell ad already holds its quantity: it may grow by what the balance has left.
  const maxQuantity =
    !sells || available === undefined ? undefined : editing ? D(available).plus(editing.quantity).toFixed() : available;
  const minQuantity = editing ? D(editing.quantity).minus(editing.remaining).toFixed() : undefined;
  const fiatScale = currencies?.fiatList.find((f) => f.code === fiat)?.scale ?? 2;
  const cryptoScale = currencies?.cryptoList.find((c) => c.assetCode === asset)?.scale ?? 8;
  const schema = useMemo(
    () => (rules.data ? adFormSchema({ rules: rules.data, market, fiatScale, maxQuantity, minQuantity }) : null),
    [rules.data, market, fiatScale, maxQuantity, minQuantity],
  );
  return { rules, market, maxQuantity, minQuantity, fiatScale, cryptoScale, payments, schema };
}
