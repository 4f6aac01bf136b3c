import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Advertisement } from '@/api/generated/models';
import { formatAmount } from '@ds';
import type { SeenAdTerms } from '@/shared/routing/seen-ad-terms';

export interface AdChangesProps {
  /** The terms the trader saw (on the list's row, or on this page when the form opened). */
  seen: SeenAdTerms | null | undefined;
  ad: Advertisement;
  locale: string;
}

/**
 * What changed in the ad since the trader saw it, said in the trade form before they commit
 * (docs/product-rules.md §7.13): the price, the limits, the amount available. Nothing when nothing did.
 */
export function AdChanges({ seen, ad, locale }: AdChangesProps) {
  const { t } = useTranslation('ad-detail');
  if (!seen || seen.adNo !== ad.adNo) return null;
  const money = (value: string) => `${formatAmount(value, { asset: ad.fiat, locale })} ${ad.fiat}`;
  const limits = (min: string, max: string) =>
    `${formatAmount(min, { asset: ad.fiat, locale })} – ${formatAmount(max, { asset: ad.fiat, locale })} ${ad.fiat}`;
  const quantity = (value: string) => `${formatAmount(value, { asset: ad.asset, locale })} ${ad.asset}`;
  const changes: string[] = [];
  if (seen.price !== ad.price) changes.push(t('recheck.price', { before: money(seen.price), after: money(ad.price) }));
  if (seen.minLimit !== ad.minLimit || seen.maxLimit !== ad.maxLimit)
    changes.push(
      t('recheck.limits', {
        before: limits(seen.minLimit, seen.maxLimit),
        after: limits(ad.minLimit, ad.maxLimit),
      }),
    );
  if (seen.remaining !== ad.remaining)
    changes.push(t('recheck.available', { before: quantity(seen.remaining), after: quantity(ad.remaining) }));
  if (changes.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="ad-changed">
      <AlertTitle>{t('recheck.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </Box>
      {t('recheck.hint')}
    </Alert>
  );
}
