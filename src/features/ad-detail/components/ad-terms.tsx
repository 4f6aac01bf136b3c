import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { FactList, PaymentMethodChips, formatAmount, useFormatMinutes } from '@ds';
import { usePayMethodName } from '@/shared/i18n';

export interface AdTermsProps {
  ad: Advertisement;
  locale: string;
}

export function AdTerms({ ad, locale }: AdTermsProps) {
  const { t } = useTranslation('ad-detail');
  const minutes = useFormatMinutes();
  const methodName = usePayMethodName();
  const fiat = (value: string) => `${formatAmount(value, { asset: ad.fiat, locale })} ${ad.fiat}`;
  return (
    <FactList
      facts={[
        {
          label: t('detail.price'),
          value: (
            <Typography component="span" variant="h6" color={ad.side === 'BUY' ? 'buy.main' : 'sell.main'}>
              {fiat(ad.price)}
            </Typography>
          ),
        },
        {
          label: t('detail.available'),
          value: t('detail.availableOf', {
            remaining: formatAmount(ad.remaining, { asset: ad.asset, locale }),
            quantity: formatAmount(ad.quantity, { asset: ad.asset, locale }),
            asset: ad.asset,
          }),
        },
        {
          label: t('detail.limit'),
          value: `${formatAmount(ad.minLimit, { asset: ad.fiat, locale })} – ${fiat(ad.maxLimit)}`,
        },
        {
          label: t('detail.payMethods'),
          value: (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <PaymentMethodChips methods={ad.payMethods.map(methodName)} max={6} />
            </Box>
          ),
        },
        { label: t('detail.payWindow'), value: minutes(ad.payWindowMinutes) },
      ]}
    />
  );
}
