import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { StatusChip } from '@ds';
import { AssetLogo } from '@/platform/asset-logo';
import { NotifyButton } from './notify-button';

export const SIDE_LABEL = { B: 'side.B', S: 'side.S' } as const;

export function OrderHeader({ order, actions }: { order: Order; actions?: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <AssetLogo asset={order.asset} size={28} />
        <Typography variant="h5" component="h1" sx={{ color: order.side === 'B' ? 'buy.main' : 'sell.main' }}>
          {t(SIDE_LABEL[order.side], { asset: order.asset })}
        </Typography>
        <StatusChip status={order.status} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {actions}
        <NotifyButton />
      </Box>
    </Box>
  );
}
