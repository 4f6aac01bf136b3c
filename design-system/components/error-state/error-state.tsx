import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { ErrorOutlineIcon } from '../../icons';

export interface ErrorStateProps {
  /** 'The request failed. Please try again.' by default. */
  message?: ReactNode;
  onRetry?: () => void;
}

/** True while a page notice already says loads fail and retry by themselves, so an error state gives way. */
export const FailuresExplainedElsewhere = createContext(false);

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const explained = useContext(FailuresExplainedElsewhere);
  if (explained) return null;
  return (
    <Stack role="alert" spacing={1.5} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }}>
      <ErrorOutlineIcon aria-hidden sx={{ fontSize: 48, color: 'error.main' }} />
      <Typography>{message ?? t('state.error')}</Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </Stack>
  );
}
