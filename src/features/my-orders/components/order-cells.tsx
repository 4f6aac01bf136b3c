import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/generated/models';
import { DS_NAMESPACE, ORDER_STATUS_LABEL_KEY, StatusChip, formatAmount, isOrderStatus } from '@ds';
import { LANGUAGE_INFO, formatDateTime, type Language } from '@/shared/i18n';

/** Dates through Intl and decimal strings through formatAmount, never through a JS number. */
export function orderValues(order: Order, lang: Language) {
  const locale = LANGUAGE_INFO[lang].locale;
  return {
    created: formatDateTime(order.createdAt, { language: lang }),
    crypto: `${formatAmount(order.cryptoAmount, { asset: order.asset, locale })} ${order.asset}`,
    fiat: `${formatAmount(order.fiatAmount, { asset: order.fiat, locale })} ${order.fiat}`,
    price: `${formatAmount(order.price, { asset: order.fiat, locale })} ${order.fiat}`,
  };
}

/** Buy or Sell from the trader's side (B buys, S sells). */
export function OrderType({ side }: { side: Order['side'] }) {
  const { t } = useTranslation('my-orders');
  const buy = side === 'B';
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: buy ? 'buy.main' : 'sell.main' }}>
      {t(buy ? 'type.buy' : 'type.sell')}
    </Typography>
  );
}

/** A label of several words wraps inside its chip; one word wider than the column ends in an ellipsis, titled whole. */
export function OrderStatus({ status }: { status: Order['status'] }) {
  const { t } = useTranslation(DS_NAMESPACE);
  const label = isOrderStatus(status) ? t(ORDER_STATUS_LABEL_KEY[status]) : String(status);
  return (
    <Box component="span" title={label} sx={{ display: 'block', maxWidth: '100%' }}>
      <StatusChip
        status={status}
        sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
    </Box>
  );
}
