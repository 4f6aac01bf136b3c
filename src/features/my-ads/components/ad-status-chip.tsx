import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { MyAdStatus } from '@/api/generated/models';
import { softTone, type ToneName } from '@ds';

const TONE: Readonly<Record<MyAdStatus, ToneName>> = {
  ONLINE: 'positive',
  OFFLINE: 'neutral',
  PAUSED: 'warning',
  CLOSED: 'neutral',
};

/** Labels written out so each key stays searchable. */
const LABEL_KEY: Readonly<Record<MyAdStatus, string>> = {
  ONLINE: 'my-ads:status.ONLINE',
  OFFLINE: 'my-ads:status.OFFLINE',
  PAUSED: 'my-ads:status.PAUSED',
  CLOSED: 'my-ads:status.CLOSED',
};

export function AdStatusChip({ status }: { status: MyAdStatus }) {
  const { t } = useTranslation('my-ads');
  return <Chip size="small" label={t(LABEL_KEY[status])} sx={softTone(TONE[status])} />;
}
