import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { orderDetailsPath, reorderPath } from '../lib/order-links';

/** Issue: "view details" and "reorder (back to the same advertisement)"; real links, so they open in a new tab too. */
export function OrderActions({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('myOrders');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'stretch', md: 'flex-end' } }}>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={orderDetailsPath(lang, order)}
        aria-label={t('action.viewLabel', { orderId: order.orderId })}
        sx={{ whiteSpace: 'nowrap', flex: { xs: 1, md: 'none' } }}
      >
        {t('action.view')}
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={reorderPath(lang, order)}
        aria-label={t('action.reorderLabel', { orderId: order.orderId })}
        sx={{ whiteSpace: 'nowrap', flex: { xs: 1, md: 'none' } }}
      >
        {t('action.reorder')}
      </Button>
    </Stack>
  );
}
