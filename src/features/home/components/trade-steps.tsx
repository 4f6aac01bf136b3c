import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { softTone } from '@ds';
import { PayIcon, PlaceOrderIcon, ReleaseIcon } from './step-icons';

/** Keys written out so each stays searchable. */
const STEPS: ReadonlyArray<{
  key: string;
  title: 'home.steps.place.title' | 'home.steps.pay.title' | 'home.steps.release.title';
  body: 'home.steps.place.body' | 'home.steps.pay.body' | 'home.steps.release.body';
  icon: ReactElement;
}> = [
  { key: 'place', title: 'home.steps.place.title', body: 'home.steps.place.body', icon: <PlaceOrderIcon /> },
  { key: 'pay', title: 'home.steps.pay.title', body: 'home.steps.pay.body', icon: <PayIcon /> },
  { key: 'release', title: 'home.steps.release.title', body: 'home.steps.release.body', icon: <ReleaseIcon /> },
];

export function TradeSteps() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="ol"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {STEPS.map((step, index) => (
        <Paper component="li" key={step.key} variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Box
              aria-hidden
              sx={[
                { width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', flexShrink: 0 },
                softTone('accent'),
              ]}
            >
              {step.icon}
            </Box>
            <Typography variant="overline" color="text.secondary">
              {index + 1}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h2">
            {t(step.title)}
          </Typography>
          <Typography color="text.secondary">{t(step.body)}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
