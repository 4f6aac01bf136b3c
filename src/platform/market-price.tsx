import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@ds';
import { AssetLogo } from './asset-logo';
import { useMarketPrice } from './use-market-price';

export interface MarketPriceProps {
  asset: string;
  fiat: string;
  locale: string;
}

/** Nothing is shown while the rates load or when they fail. */
export function MarketPrice({ asset, fiat, locale }: MarketPriceProps) {
  const { t } = useTranslation('ads');
  const price = useMarketPrice(asset, fiat);
  if (!price) return null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      // Wrapped on a narrow line, the label and the value are two lines of text, with no gap between.
      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0, rowGap: 0 }}
      data-testid="market-price"
    >
      {/* Each part stays on one line, so a narrow row wraps it into two lines at most. */}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('market.label')}
      </Typography>
      <AssetLogo asset={asset} size={16} />
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {t('market.value', { asset, price: formatAmount(price, { asset: fiat, locale }), fiat })}
      </Typography>
    </Stack>
  );
}
