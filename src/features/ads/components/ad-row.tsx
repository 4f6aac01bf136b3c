import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { OnlineDot, PaymentMethodChips, UserAvatar, formatAmount, formatMinutes, formatPercent } from '@ds';
import { LANGUAGE_INFO, type Language } from '@/shared/i18n';

export interface AdRowProps {
  ad: Advertisement;
  lang: Language;
  onTrade: (ad: Advertisement) => void;
}

/** One advertisement (spec §2 trade home: advertiser, price, quantity and remaining, limits, methods, window). */
export function AdRow({ ad, lang, onTrade }: AdRowProps) {
  const { t } = useTranslation(['p2p', 'ds']);
  const locale = LANGUAGE_INFO[lang].locale;
  const seller = ad.advertiser;
  const buying = ad.side === 'BUY';
  return (
    <Paper component="article" variant="outlined" aria-label={seller.nickname} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 2fr) minmax(0, 1.5fr) auto' }, alignItems: 'center' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar name={seller.nickname} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{seller.nickname}</Typography>
              <OnlineDot online={seller.online} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('p2p:list.trades', { count: seller.totalTrades })} · {t('p2p:list.completion', { rate: formatPercent(seller.completionRate, locale) })}
            </Typography>
          </Box>
        </Stack>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('p2p:list.price')}
          </Typography>
          <Typography variant="h6" component="p">
            {formatAmount(ad.price, { asset: ad.fiat, locale })} <Typography component="span" variant="body2">{ad.fiat}</Typography>
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2">
            {t('p2p:list.available')}: {formatAmount(ad.remaining, { asset: ad.asset, locale })} / {formatAmount(ad.quantity, { asset: ad.asset, locale })} {ad.asset}
          </Typography>
          <Typography variant="body2">
            {t('p2p:list.limit')}: {formatAmount(ad.minLimit, { asset: ad.fiat, locale })} – {formatAmount(ad.maxLimit, { asset: ad.fiat, locale })} {ad.fiat}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('p2p:list.payWindow')}: {formatMinutes(ad.payWindowMinutes, t)}
          </Typography>
        </Box>
        <PaymentMethodChips methods={ad.payMethods.map((m) => m.name)} />
        <Button
          variant="contained"
          color={buying ? 'buy' : 'sell'}
          onClick={() => onTrade(ad)}
          aria-label={t(buying ? 'p2p:list.buyAsset' : 'p2p:list.sellAsset', { asset: ad.asset, name: seller.nickname })}
          sx={{ minWidth: 112 }}
        >
          {t(buying ? 'p2p:list.buyAction' : 'p2p:list.sellAction', { asset: ad.asset })}
        </Button>
      </Box>
    </Paper>
  );
}
