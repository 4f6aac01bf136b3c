import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs as a description list, so screen readers read each value with its label. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {facts.map((fact, index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {fact.label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, typography: 'body2', fontWeight: 600, textAlign: 'end', overflowWrap: 'anywhere' }}
          >
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
