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

/**
 * Content on its way: announced once as a status, the shapes themselves are hidden from screen readers.
 * Memoised: a screen re-renders while it waits, with each answer that comes (React Query renders those updates
 * synchronously), and the skeleton rows were most of those renders: on the list's start, 4 synchronous passes
 * over 8 rows, 280 of its 282 synchronously rendered components (a build counting renders by lane).
 */
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
        // The size also as a style rule: the build's shells of login-required pages (issue 20) carry no style
        // attribute, which the CSP refuses (scripts/vite-prerender.ts).
        <CircularProgress aria-hidden size={32} sx={{ width: 32, height: 32 }} />
      ) : (
        <Stack spacing={1} aria-hidden sx={{ width: '100%' }}>
          {Array.from({ length: rows }, (_, i) => (
            // The height as a style rule, not Skeleton's `height` (an inline style attribute): the build's HTML of a
            // page (issue 20) carries no style attributes, which the CSP refuses in markup (style-src, no
            // 'unsafe-inline'; deploy/nginx/security-headers.conf).
            <Skeleton key={i} variant="rounded" sx={{ height: rowHeight }} />
          ))}
        </Stack>
      )}
    </Box>
  );
});
