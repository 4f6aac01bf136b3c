import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of the showcase pages. */
export function ShowcaseSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A colour chip with its name and value. */
export function Swatch({ name, color, caption, textColor }: { name: string; color: string; caption?: string; textColor?: string }) {
  return (
    <Box sx={{ width: 112 }}>
      <Box
        sx={{ height: 48, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider', color: textColor, display: 'grid', placeItems: 'center', fontWeight: 600 }}
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
