import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { softTone } from '../../theme/tone-styles';
import { isOrderStatus, ORDER_STATUS_LABEL_KEY, ORDER_STATUS_TONE, type OrderStatus } from './order-status';

export interface StatusChipProps {
  status: OrderStatus;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A status the app does not know yet is shown as sent, in grey. */
export function StatusChip({ status, size = 'small', sx }: StatusChipProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const known = isOrderStatus(status);
  const tone = known ? ORDER_STATUS_TONE[status] : 'neutral';
  return (
    <Chip
      size={size}
      label={known ? t(ORDER_STATUS_LABEL_KEY[status]) : String(status)}
      sx={[softTone(tone), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
