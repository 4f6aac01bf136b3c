import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, auto) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {children}
    </Box>
  );
}

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}

export function DetailRow({ label, children, extra }: DetailRowProps) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          overflowWrap: 'anywhere',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <span>{children}</span>
        {extra}
      </Box>
    </>
  );
}
