import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/generated/models';
import { formatAmount } from '@ds';
import { LANGUAGE_INFO, formatDateTime, type Language } from '@/shared/i18n';

/**
 * The values of one order as the list shows them, in the user's conventions: Intl dates (spec §3 created
 * time), decimal strings grouped by formatAmount without passing through a JS number (spec §9).
 */
export function orderValues(order: Order, lang: Language) {
  const locale = LANGUAGE_INFO[lang].locale;
  return {
    created: formatDateTime(order.createdAt, { language: lang }),
    crypto: `${formatAmount(order.cryptoAmount, { asset: order.asset, locale })} ${order.asset}`,
    fiat: `${formatAmount(order.fiatAmount, { asset: order.fiat, locale })} ${order.fiat}`,
    price: `${formatAmount(order.price, { asset: order.fiat, locale })} ${order.fiat}`,
  };
}

/** Buy or Sell from the user's side (contract OrderSide: B buys, S sells), in the buy and sell colours. */
export function OrderType({ side }: { side: Order['side'] }) {
  const { t } = useTranslation('myOrders');
  const buy = side === 'B';
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: buy ? 'buy.main' : 'sell.main' }}>
      {t(buy ? 'type.buy' : 'type.sell')}
    </Typography>
  );
}
