import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type Decimal from 'decimal.js';
import type { PayMethod } from '@/api/generated/models';
import { FactList, PaymentMethodChips, UserAvatar, formatAmount, useFormatMinutes } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import { useTakerConditionsList } from '@/shared/i18n/taker-conditions';
import { useSession } from '@/session/session-store';
import type { AdFormValues } from '../../forms/ad-form-values';

export interface AdPreviewProps {
  values: AdFormValues;
  price: Decimal | null;
  methods: readonly PayMethod[];
  locale: string;
}

const TAB_KEY = { SELL: 'my-ads:form.preview.onBuyTab', BUY: 'my-ads:form.preview.onSellTab' } as const;

/** The ad as takers will meet it in their list: the maker's name, price, what is available, limits and methods. */
export function AdPreview({ values, price, methods, locale }: AdPreviewProps) {
  const { t } = useTranslation('my-ads');
  const minutes = useFormatMinutes();
  const methodName = usePayMethodName();
  const name = useSession((s) => s.userInfo?.username) ?? '';
  const conditions = useTakerConditionsList(
    {
      kycRequired: values.kycRequired,
      minRegisteredDays: values.minRegisteredDays,
      maxOpenOrders: values.maxOpenOrders,
    },
    locale,
  );
  const { asset, fiat } = values;
  const money = (value: string) => `${formatAmount(value, { asset: fiat, locale })} ${fiat}`;
  return (
    <Box component="section" aria-labelledby="ad-preview-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="ad-preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('form.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(TAB_KEY[values.makerSide], { asset })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <UserAvatar name={name} size={28} />
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Box>
        <Typography variant="h6" component="p">
          {price ? money(price.toFixed()) : t('form.preview.unknown')}
        </Typography>
        <FactList
          facts={[
            {
              label: t('card.available'),
              value: `${formatAmount(values.quantity, { asset, locale })} ${asset}`,
            },
            { label: t('card.limit'), value: `${money(values.minLimit)} – ${money(values.maxLimit)}` },
            { label: t('card.payWindow'), value: minutes(values.payWindowMinutes) },
          ]}
        />
        <PaymentMethodChips methods={methods.map(methodName)} />
        {conditions && (
          <Typography variant="body2" color="text.secondary">
            {t('card.conditions', { list: conditions })}
          </Typography>
        )}
        {values.remark.trim() && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {values.remark.trim()}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
