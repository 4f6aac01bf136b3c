import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinutesTranslator } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import type { AdRowWords } from '../ad-row-text';

/** The row's words from i18next, for a buy or a sell ad; one object while the language stays. */
export function useAdRowWords(buying: boolean): AdRowWords {
  const { t } = useTranslation(['ads', 'ds']);
  const methodName = usePayMethodName();
  return useMemo(
    () => ({
      trades: (count) => t('ads:list.trades', { count }),
      completion: (rate) => t('ads:list.completion', { rate }),
      minutes: t as MinutesTranslator,
      action: (asset) => t(buying ? 'ads:list.buyAction' : 'ads:list.sellAction', { asset }),
      actionLabel: (asset, name) => t(buying ? 'ads:list.buyAsset' : 'ads:list.sellAsset', { asset, name }),
      methodName,
    }),
    [t, methodName, buying],
  );
}
