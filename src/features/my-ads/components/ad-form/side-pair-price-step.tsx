import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { RhfAmountField, RhfNativeSelectField, formatAmount, toMoney } from '@ds';
import { useRestrictions } from '@/platform/use-restrictions';
import { visibleAssets } from '@/shared/privacy-coins';
import { useSession, type SessionState } from '@/session/session-store';
import type { AdFormValues } from '../../forms/ad-form-values';
import { fixedPriceBand, marginBand, takerPrice } from '../../forms/ad-price';
import { useBestAdPrice } from '../../hooks/use-best-ad-price';
import type { AdFormEnv } from './ad-form-env';
import { MarginField } from './margin-field';
import { PricePreview } from './price-preview';

const selectCurrencies = (s: SessionState) => s.currencies;

const TITLE_KEY = { BUY: 'my-ads:sideTitle.BUY', SELL: 'my-ads:sideTitle.SELL' } as const;

/** Step 1: what the ad trades and at what price (docs/product-rules.md §18.3). */
export function SidePairPriceStep({ control, env }: { control: Control<AdFormValues>; env: AdFormEnv }) {
  const { t } = useTranslation('my-ads');
  const currencies = useSession(selectCurrencies);
  const { restrictedAssets } = useRestrictions();
  const [makerSide, asset, fiat, priceType, price, margin] = useWatch({
    control,
    name: ['makerSide', 'asset', 'fiat', 'priceType', 'price', 'margin'],
  });
  const best = useBestAdPrice(makerSide, asset, fiat);
  const band = marginBand(env.rules.priceBandPercent);
  const fixedBand = fixedPriceBand(env.rules.priceBandPercent, env.market, env.fiatScale);
  const money = (value: { toFixed(): string }) =>
    `${formatAmount(value.toFixed(), { asset: fiat, locale: env.locale })} ${fiat}`;
  const assets = visibleAssets(currencies?.cryptoList ?? [], env.lang);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {env.editing ? (
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {t(TITLE_KEY[makerSide], { asset, fiat })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.pairFixed')}
          </Typography>
        </Box>
      ) : (
        <>
          <Controller
            control={control}
            name="makerSide"
            render={({ field }) => (
              <Box>
                <Typography id="ad-form-side" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('form.side')}
                </Typography>
                <ToggleButtonGroup
                  aria-labelledby="ad-form-side"
                  exclusive
                  fullWidth
                  color="primary"
                  value={field.value}
                  onChange={(_event, side: AdFormValues['makerSide'] | null) => side && field.onChange(side)}
                >
                  <ToggleButton value="SELL">{t('form.iSell')}</ToggleButton>
                  <ToggleButton value="BUY">{t('form.iBuy')}</ToggleButton>
                </ToggleButtonGroup>
              </Box>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <RhfNativeSelectField
              control={control}
              name="asset"
              required
              label={t('form.asset')}
              options={withCurrent(
                assets.map((crypto) => {
                  const restricted = restrictedAssets.has(crypto.assetCode);
                  return {
                    value: crypto.assetCode,
                    label: restricted ? t('form.assetRestricted', { asset: crypto.assetCode }) : crypto.assetCode,
                    disabled: restricted,
                  };
                }),
                asset,
              )}
            />
            <RhfNativeSelectField
              control={control}
              name="fiat"
              required
              label={t('form.fiat')}
              options={withCurrent(
                (currencies?.fiatList ?? []).map((currency) => ({ value: currency.code, label: currency.code })),
                fiat,
              )}
            />
          </Box>
        </>
      )}
      <Controller
        control={control}
        name="priceType"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="ad-form-price-type" sx={{ typography: 'body2' }}>
              {t('form.priceType')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="ad-form-price-type"
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
            >
              <FormControlLabel value="FLOATING" control={<Radio />} label={t('form.floating')} />
              <FormControlLabel value="FIXED" control={<Radio />} label={t('form.fixed')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {priceType === 'FLOATING' ? (
        <MarginField control={control} min={band.min.toFixed()} max={band.max.toFixed()} locale={env.locale} />
      ) : (
        <RhfAmountField
          control={control}
          name="price"
          asset={fiat}
          maxDecimals={env.fiatScale}
          required
          label={t('form.price', { fiat })}
          helperText={fixedBand ? t('form.priceHint', { min: money(fixedBand.min), max: money(fixedBand.max) }) : ''}
          messageValues={fixedBand ? { min: money(fixedBand.min), max: money(fixedBand.max) } : {}}
        />
      )}
      <PricePreview
        price={takerPrice({ priceType, price, margin }, env.market, env.fiatScale)}
        market={roundedMarket(env.market, env.fiatScale)}
        best={best}
        fiat={fiat}
        locale={env.locale}
      />
    </Box>
  );
}

/** Compared as shown: a price at 100 % of the market is the market price, not 0.02 % under its fifth decimal. */
function roundedMarket(market: string | undefined, fiatScale: number): string | undefined {
  return toMoney(market)?.toDecimalPlaces(fiatScale, Decimal.ROUND_HALF_UP).toFixed();
}

/** Without the start-up's lists the current choice is still shown, never an empty select. */
function withCurrent<T extends { value: string; label: string }>(options: T[], current: string) {
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}
