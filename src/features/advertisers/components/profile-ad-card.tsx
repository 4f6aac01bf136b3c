import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { FactList, PaymentMethodChips, formatAmount, useFormatMinutes } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { seenTermsOf } from '@/shared/routing/seen-ad-terms';
import type { Language } from '@/shared/i18n';
import { LANGUAGE_INFO } from '@/shared/i18n';

export interface ProfileAdCardProps {
  ad: Advertisement;
  lang: Language;
  /** The trader's own ads are shown without a trade button. */
  tradable: boolean;
}

/**
 * One ad as the list shows it, traded in the list's one action: the button opens the ad with its form, carrying the
 * terms seen here so the form can say what changed (docs/product-rules.md §7.13).
 */
export function ProfileAdCard({ ad, lang, tradable }: ProfileAdCardProps) {
  const { t } = useTranslation(['advertisers', 'ads']);
  const locale = LANGUAGE_INFO[lang].locale;
  const minutes = useFormatMinutes();
  const methodName = usePayMethodName();
  const buying = ad.side === 'BUY';
  const side = buying ? 'buy' : 'sell';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`ad-${ad.adNo}`}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        // Fixed tracks, so the columns of one card line up with the next whatever their content.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(max-content, 9rem)',
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={`ad-${ad.adNo}`} variant="subtitle2" component="h3" color="text.secondary">
          {t('advertisers:ads.pair', { asset: ad.asset, fiat: ad.fiat })}
        </Typography>
        <Typography variant="h6" component="p">
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', mr: 0.5 }}>
            {t('ads:list.price')}
          </Box>
          {formatAmount(ad.price, { asset: ad.fiat, locale })} {ad.fiat}
        </Typography>
      </Box>
      <FactList
        facts={[
          {
            label: t('ads:list.available'),
            value: `${formatAmount(ad.remaining, { asset: ad.asset, locale })} ${ad.asset}`,
          },
          {
            label: t('ads:list.limit'),
            value: `${formatAmount(ad.minLimit, { asset: ad.fiat, locale })} – ${formatAmount(ad.maxLimit, { asset: ad.fiat, locale })} ${ad.fiat}`,
          },
          { label: t('ads:list.payWindow'), value: minutes(ad.payWindowMinutes) },
        ]}
      />
      <PaymentMethodChips methods={ad.payMethods.map(methodName)} />
      {tradable && (
        <Button
          component={RouterLink}
          to={paths.adDetail(lang, side, ad.adNo, { trade: true })}
          state={seenTermsOf(ad)}
          variant="contained"
          color={side}
          aria-label={t(buying ? 'ads:list.buyAsset' : 'ads:list.sellAsset', {
            asset: ad.asset,
            name: ad.advertiser.nickname,
          })}
        >
          {t(buying ? 'ads:list.buyAction' : 'ads:list.sellAction', { asset: ad.asset })}
        </Button>
      )}
    </Paper>
  );
}
