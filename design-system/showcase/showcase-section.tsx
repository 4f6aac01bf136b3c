import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of the showcase pages; `level` keeps the heading outline without gaps (h2 right under the h1). */
export function ShowcaseSection({
  title,
  level = 3,
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h4" component={level === 2 ? 'h2' : 'h3'} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface SwatchProps {
  name: string;
  color: string;
  caption?: string;
  textColor?: string;
  /** Shown on a disabled control: a role for inactive components only, which WCAG 1.4.3 exempts from contrast. */
  inactive?: boolean;
}

export function Swatch({ name, color, caption, textColor, inactive = false }: SwatchProps) {
  return (
    <Box sx={{ width: 112 }}>
      <Box
        {...(inactive ? { component: 'button' as const, type: 'button', disabled: true } : {})}
        sx={{
          width: '100%',
          height: 48,
          borderRadius: 1,
          bgcolor: color,
          border: 1,
          borderColor: 'divider',
          color: textColor,
          display: 'grid',
          placeItems: 'center',
          font: 'inherit',
          fontWeight: 600,
        }}
      >
        {textColor ? 'Aa' : null}
      </Box>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {caption ?? color}
      </Typography>
    </Box>
  );
}
