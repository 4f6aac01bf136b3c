import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { orderDetailsPath, reorderPath } from '../lib/order-links';

/** A label too wide for its column ends in an ellipsis; the title keeps it whole. */
const FITTED = { minWidth: 0, maxWidth: '100%', flex: { xs: 1, md: 'none' } } as const;
const LABEL = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Real links, so they open in a new tab too; in the table they wrap where a language's labels are wide. */
export function OrderActions({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('my-orders');
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', justifyContent: { xs: 'stretch', md: 'flex-end' } }}
    >
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={orderDetailsPath(lang, order)}
        aria-label={t('action.viewLabel', { orderId: order.orderId })}
        title={t('action.view')}
        sx={FITTED}
      >
        <Box component="span" sx={LABEL}>
          {t('action.view')}
        </Box>
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={reorderPath(lang, order)}
        aria-label={t('action.reorderLabel', { orderId: order.orderId })}
        title={t('action.reorder')}
        sx={FITTED}
      >
        <Box component="span" sx={LABEL}>
          {t('action.reorder')}
        </Box>
      </Button>
    </Stack>
  );
}
