import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type Decimal from 'decimal.js';
import { FactList, formatAmount, formatPercent } from '@ds';
import { distance } from '../../forms/ad-price';

export interface PricePreviewProps {
  price: Decimal | null;
  /** At the fiat's decimals, as takers would see it. */
  market: string | undefined;
  /** undefined while loading, null when no other ad is listed. */
  best: string | null | undefined;
  fiat: string;
  locale: string;
}

/** The price takers will pay or get, as it is typed, against the market price and the best ad listed now. */
export function PricePreview({ price, market, best, fiat, locale }: PricePreviewProps) {
  const { t } = useTranslation('my-ads');
  const money = (value: Decimal | string) => `${formatAmount(value, { asset: fiat, locale })} ${fiat}`;
  const gapText = (other: string) => {
    const gap = distance(price, other);
    if (!gap) return null;
    if (gap.isZero()) return t('form.preview.same');
    return t(gap.gt(0) ? 'form.preview.above' : 'form.preview.below', { percent: formatPercent(gap.abs(), locale) });
  };
  const against = (other: string) => {
    const gap = gapText(other);
    return (
      <>
        {money(other)}
        {gap && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
            {gap}
          </Box>
        )}
      </>
    );
  };
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 1 }}
    >
      <Typography variant="h6" component="p">
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', mr: 1 }}>
          {t('form.preview.yourPrice')}
        </Box>
        {price ? money(price) : t('form.preview.unknown')}
      </Typography>
      <FactList
        facts={[
          {
            label: t('form.preview.market'),
            value: market ? against(market) : t('form.preview.unknown'),
          },
          {
            label: t('form.preview.best'),
            value:
              best === undefined
                ? t('form.preview.loading')
                : best === null
                  ? t('form.preview.noOther')
                  : against(best),
          },
        ]}
      />
    </Box>
  );
}
