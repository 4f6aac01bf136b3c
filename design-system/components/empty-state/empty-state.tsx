import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { InboxIcon } from '../../icons';

export interface EmptyStateProps {
  /** 'No records' by default. */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing, e.g. my orders after filtering. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" color="text.primary">
        {title ?? t('state.empty')}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
      {action}
    </Stack>
  );
}
