import { memo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { visuallyHidden } from '../../theme/tone-styles';

export interface LoadingStateProps {
  /** Skeleton rows shaped like the list that is loading, or a spinner for small areas. */
  variant?: 'skeleton' | 'spinner';
  rows?: number;
  /** Pixels, or per breakpoint (`{ xs: 150, md: 67 }`) for a list whose rows change shape with the width. */
  rowHeight?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /** 'Loading…' by default; read by screen readers. */
  label?: string;
}

/** Memoised: a waiting screen re-renders with each answer that comes, and skeleton rows were most of those renders. */
export const LoadingState = memo(function LoadingState({
  variant = 'skeleton',
  rows = 3,
  rowHeight = 48,
  label,
}: LoadingStateProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const text = label ?? t('state.loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ py: variant === 'spinner' ? 4 : 1, display: 'flex', justifyContent: 'center' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
      {variant === 'spinner' ? (
        // The size also as a style rule: the prerendered pages carry no style attributes, which the CSP refuses.
        <CircularProgress aria-hidden size={32} sx={{ width: 32, height: 32 }} />
      ) : (
        <Stack spacing={1} aria-hidden sx={{ width: '100%' }}>
          {Array.from({ length: rows }, (_, i) => (
            // Not Skeleton's `height`: an inline style attribute, which deploy/nginx/security-headers.conf refuses.
            <Skeleton key={i} variant="rounded" sx={{ height: rowHeight }} />
          ))}
        </Stack>
      )}
    </Box>
  );
});
