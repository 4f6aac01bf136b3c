import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useDocumentTitle } from '@/shared/use-document-title';
import { EscrowIllustration } from './components/escrow-illustration';
import { TradeSteps } from './components/trade-steps';

/** What P2P is and the way into the lists: one primary action (Buy), with Sell the quieter second. */
export function Component() {
  const { t } = useTranslation(['shell', 'common', 'ads']);
  const lang = useCurrentLanguage();
  // The same title as the build's prerendered HTML.
  useDocumentTitle(t('ads:pageTitle.home'));
  return (
    <Stack spacing={{ xs: 3, md: 6 }} sx={{ py: { xs: 1, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        }}
      >
        <Box sx={{ order: { xs: 0, md: 1 }, width: { xs: 168, sm: 220, md: '100%' }, maxWidth: 360, mx: 'auto' }}>
          <EscrowIllustration />
        </Box>
        <Stack spacing={2}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('common:app.name')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, fontSize: { xs: '1.0625rem', md: '1.25rem' } }}
          >
            {t('common:app.tagline')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
            <Button
              component={RouterLink}
              to={paths.list(lang, 'buy')}
              variant="contained"
              color="buy"
              size="large"
              sx={{ minWidth: 120 }}
            >
              {t('common:nav.buy')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.list(lang, 'sell')}
              variant="outlined"
              color="sell"
              size="large"
              sx={{ minWidth: 120 }}
            >
              {t('common:nav.sell')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <TradeSteps />
    </Stack>
  );
}
