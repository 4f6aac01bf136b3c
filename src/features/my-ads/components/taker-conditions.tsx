import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { AdTakerConditions } from '@/api/generated/models';
import { useTakerConditionsList } from '@/shared/i18n/taker-conditions';

/** "Takers must have identity verified and an account at least 30 days old"; nothing when the ad asks for nothing. */
export function TakerConditions({ conditions, locale }: { conditions: AdTakerConditions; locale: string }) {
  const { t } = useTranslation('my-ads');
  const list = useTakerConditionsList(conditions, locale);
  if (!list) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('card.conditions', { list })}
    </Typography>
  );
}
