import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/shared/routing/paths';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { siteLink } from '../runtime/site-link';
import { communityLink, spotTradeLink } from './exchange-links';

export function FooterApp({ props }: EmbeddedAppProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { language: lang, navigate, route } = props;
  const site = (path: string, label: string) => ({ key: path, link: siteLink(navigate, path), label });
  const links = [
    site(paths.home(lang), t('common:nav.home')),
    site(paths.list(lang, 'buy'), t('shell:embedded.footer.buyCrypto')),
    site(paths.list(lang, 'sell'), t('shell:embedded.footer.sellCrypto')),
    site(paths.order(lang), t('common:nav.myOrders')),
    { key: 'spot', link: spotTradeLink(lang, route), label: t('shell:embedded.footer.spotTrading') },
    { key: 'community', link: communityLink(lang), label: t('shell:embedded.footer.community') },
  ];
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 4 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="p">
              {t('common:app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('common:app.tagline')}
            </Typography>
          </Stack>
          <Box component="nav" aria-label={t('shell:embedded.footer.navLabel')}>
            <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
              {links.map(({ key, link, label }) => (
                <li key={key}>
                  <Link {...link} underline="hover" color="text.primary">
                    {label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('shell:embedded.footer.copyright', { year: new Date().getFullYear(), name: t('common:app.name') })}
        </Typography>
      </Container>
    </Box>
  );
}
