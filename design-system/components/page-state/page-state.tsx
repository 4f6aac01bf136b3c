import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack, { type StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToneName } from '../../tokens/roles';
import { softTone } from '../../theme/tone-styles';

export interface PageStateProps extends Omit<StackProps, 'title'> {
  /** A decorative icon (it is hidden from screen readers: the title says what it means). */
  icon: ReactElement;
  tone?: ToneName;
  /** A short code shown above the title for the eye (e.g. 404); the title carries the meaning. */
  code?: ReactNode;
  /** The page's only heading (h1). */
  title: ReactNode;
  message?: ReactNode;
  detail?: ReactNode;
  /** The one primary action (a contained button or link). */
  action: ReactNode;
  /** At most one quieter way out (a text button). */
  secondaryAction?: ReactNode;
}

/** A page that is a state of its own rather than a screen: 404, the restriction page, the fatal error page. */
export function PageState({
  icon,
  tone = 'neutral',
  code,
  title,
  message,
  detail,
  action,
  secondaryAction,
  sx,
  ...rest
}: PageStateProps) {
  return (
    <Stack
      spacing={2}
      sx={[
        { alignItems: 'center', textAlign: 'center', py: { xs: 5, md: 9 }, px: 2, mx: 'auto', maxWidth: 560 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <Box
        aria-hidden
        sx={[
          {
            width: { xs: 80, md: 104 },
            height: { xs: 80, md: 104 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            '& svg': { fontSize: { xs: 40, md: 52 } },
          },
          softTone(tone),
        ]}
      >
        {icon}
      </Box>
      {code !== undefined && (
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          aria-hidden
          sx={{ fontSize: '1rem', letterSpacing: '0.2em', lineHeight: 1, mb: -1 }}
        >
          {code}
        </Typography>
      )}
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
        {title}
      </Typography>
      {message && <Typography color="text.secondary">{message}</Typography>}
      {detail}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, alignItems: 'center' }}>
        {action}
        {secondaryAction}
      </Stack>
    </Stack>
  );
}
