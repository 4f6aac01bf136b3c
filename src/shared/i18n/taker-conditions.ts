import { useTranslation } from 'react-i18next';
import type { AdTakerConditions } from '@/api/generated/models';

/**
 * An ad's conditions on takers as one list in the page's language ("identity verified and an account at least 30
 * days old"), or null when the ad asks for nothing; the maker's My ads and the taker's trade form say the same.
 */
export function useTakerConditionsList(conditions: AdTakerConditions | undefined, locale: string): string | null {
  const { t } = useTranslation('common');
  if (!conditions) return null;
  const parts = [
    conditions.kycRequired && t('takerConditions.kyc'),
    conditions.minRegisteredDays > 0 && t('takerConditions.days', { count: conditions.minRegisteredDays }),
    conditions.maxOpenOrders > 0 && t('takerConditions.openOrders', { count: conditions.maxOpenOrders }),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0 ? null : new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}
