import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

const STEPS = ['place', 'pay', 'release'] as const;

/** `/{lang}`: what P2P is and the way into the lists (spec §1: the flow of a trade). */
export function Component() {
  const { t } = useTranslation(['shell', 'common']);
  const lang = useCurrentLanguage();
  return (
    <Stack spacing={4} sx={{ py: { xs: 2, md: 6 } }}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h3" component="h1">
          {t('common:app.name')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {t('common:app.tagline')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={paths.list(lang, 'buy')} variant="contained" color="buy" size="large">
            {t('common:nav.buy')}
          </Button>
          <Button component={RouterLink} to={paths.list(lang, 'sell')} variant="contained" color="sell" size="large">
            {t('common:nav.sell')}
          </Button>
        </Stack>
      </Stack>
      <Box component="ol" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, p: 0, m: 0, listStyle: 'none' }}>
        {STEPS.map((step, index) => (
          <Paper component="li" key={step} variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="overline" color="text.secondary">
              {index + 1}
            </Typography>
            <Typography variant="h6" component="h2">
              {t(`shell:home.steps.${step}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`shell:home.steps.${step}.body`)}</Typography>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
