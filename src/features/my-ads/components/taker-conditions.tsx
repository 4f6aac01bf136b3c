import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { AdTakerConditions } from '@/api/generated/models';

/** "Takers must have: identity verified and an account at least 30 days old"; nothing when the ad asks for nothing. */
export function TakerConditions({ conditions, locale }: { conditions: AdTakerConditions; locale: string }) {
  const { t } = useTranslation('my-ads');
  const parts = [
    conditions.kycRequired && t('card.conditionKyc'),
    conditions.minRegisteredDays > 0 && t('card.conditionDays', { count: conditions.minRegisteredDays }),
    conditions.maxOpenOrders > 0 && t('card.conditionOpenOrders', { count: conditions.maxOpenOrders }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('card.conditions', { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts) })}
    </Typography>
  );
}
