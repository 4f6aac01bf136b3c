import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeModeSwitch } from '@ds';
import { paths } from '@/shared/routing/paths';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { isCurrentPath, siteLink } from '../runtime/site-link';
import { HeaderLanguageMenu } from './header-language-menu';

/** The shared header (spec §1): brand, Buy / Sell / Orders, language, theme, and sign-in or sign-out. */
export function HeaderApp({ props }: EmbeddedAppProps) {
  const { t } = useTranslation('common');
  const { language: lang, navigate, route } = props;
  const nav = [
    { path: paths.list(lang, 'buy'), label: t('nav.buy') },
    { path: paths.list(lang, 'sell'), label: t('nav.sell') },
    { path: paths.order(lang), label: t('nav.orders') },
  ];

  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* On phones: the brand and the pages on one row, language, theme and sign-in on the next. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 56 }, flexWrap: 'wrap', px: { xs: 1, sm: 2 } }}>
        <Typography
          component="a"
          {...siteLink(navigate, paths.home(lang))}
          variant="h6"
          sx={{ color: 'text.primary', textDecoration: 'none', mr: { xs: 0.5, sm: 1 }, fontSize: { xs: '1.0625rem', sm: undefined } }}
        >
          {t('app.name')}
        </Typography>
        <Box component="nav" aria-label={t('nav.p2p')} sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}>
          {nav.map(({ path, label }) => (
            <Button
              key={path}
              component="a"
              {...siteLink(navigate, path)}
              aria-current={isCurrentPath(route, path) ? 'page' : undefined}
              color="inherit"
              sx={{ minWidth: { xs: 0, sm: 64 }, px: { xs: 0.75, sm: 1 } }}
            >
              {label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <HeaderLanguageMenu language={lang} shared={props.shared} />
        <ThemeModeSwitch />
        {props.isLoggedIn ? (
          <Button color="inherit" onClick={() => props.logout()}>
            {t('nav.logout')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => props.login()}>
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
