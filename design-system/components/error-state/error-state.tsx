import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { ErrorOutlineIcon } from '../../icons';

export interface ErrorStateProps {
  /** Defaults to spec §8's 'The request failed. Please try again.' */
  message?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

/**
 * True while a notice of the page already says that loads fail and are tried again by themselves (the service
 * outage notice): an error state would be a second message for the same failure, so it gives way.
 */
export const FailuresExplainedElsewhere = createContext(false);

/** A failed load in place of its content, with a way to try again (spec §2: my orders has retry). */
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
