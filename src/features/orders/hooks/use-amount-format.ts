import { useCallback } from 'react';
import { assetDecimals, formatAmount } from '@ds';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

/** Digits after the point in a Decimal string ('98.4251' -> 4). */
function scaleOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** Never rounds below the server's scale: the buyer pays the exact fiat amount; the crypto is what leaves escrow. */
export function useAmountFormat(): (value: string, code: string) => string {
  const lang = useCurrentLanguage();
  return useCallback(
    (value: string, code: string) =>
      formatAmount(value, { locale: lang, decimals: Math.max(assetDecimals(code), scaleOf(value)) }),
    [lang],
  );
}
