import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/generated/models';
import { StatusChip } from '@ds';
import type { Language } from '@/shared/i18n';
import { OrderActions } from './order-actions';
import { OrderType, orderValues } from './order-cells';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';
import { OrderDueLink } from './order-due-link';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Phones and tablets: one card per order, with the table's fields. */
export function OrderCards({ orders, lang }: { orders: readonly Order[]; lang: Language }) {
  const { t } = useTranslation('my-orders');
  return (
    <Box
      component="ul"
      aria-label={t('results')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {orders.map((order) => {
        const values = orderValues(order, lang);
        return (
          <Paper
            component="li"
            key={order.orderId}
            variant="outlined"
            sx={{ p: 1.5 }}
            aria-label={t('card.label', { orderId: order.orderId })}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexShrink: 0 }}>
                <OrderType side={order.side} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {order.asset}
                </Typography>
              </Stack>
              {/* A long status ("Ожидает получения криптовалюты") wraps inside its chip rather than widen the card. */}
              <Stack sx={{ alignItems: 'flex-end', minWidth: 0 }}>
                <StatusChip
                  status={order.status}
                  sx={{
                    maxWidth: '100%',
                    height: 'auto',
                    // Whole pixels, 24 on one line as the chip's own height: the page's height stays whole.
                    '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'end', lineHeight: '20px', py: '2px' },
                  }}
                />
                <OrderDueLink order={order} lang={lang} />
              </Stack>
            </Stack>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <Field label={t('column.amount')} value={values.crypto} />
              <Field label={t('column.total')} value={values.fiat} />
              <Field label={t('column.price')} value={values.price} />
              <Field
                label={t('column.counterparty')}
                value={
                  <AdvertiserLink userId={order.counterparty.userId}>{order.counterparty.nickname}</AdvertiserLink>
                }
              />
              <Field label={t('column.orderId')} value={order.orderId} />
              <Field label={t('column.createdAt')} value={values.created} />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <OrderActions order={order} lang={lang} />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
