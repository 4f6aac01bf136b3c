import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeModeSwitch } from '@ds';
import { useSession } from '@/session/session-store';
import { isLoggedIn } from '@/session/derived-state';
import { readCookie } from '@/shared/cookies';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { paths } from '@/shared/routing/paths';
import { LanguageMenu } from './language-menu';
import { useLogout } from './use-logout';

export function AppHeader() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useSession((s) => s.userInfo);
  const signedIn = isLoggedIn(user) || Boolean(readCookie('userId') && readCookie('UID'));
  const here = `${location.pathname}${location.search}`;

  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 56 }, flexWrap: 'wrap' }}>
        <Typography component={RouterLink} to={paths.home(lang)} variant="h6" sx={{ color: 'text.primary', textDecoration: 'none', mr: 1 }}>
          {t('app.name')}
        </Typography>
        <Box component="nav" aria-label={t('nav.p2p')} sx={{ display: 'flex', gap: 0.5 }}>
          <Button component={RouterLink} to={paths.list(lang, 'buy')} color="inherit">
            {t('nav.buy')}
          </Button>
          <Button component={RouterLink} to={paths.list(lang, 'sell')} color="inherit">
            {t('nav.sell')}
          </Button>
          <Button component={RouterLink} to={paths.order(lang)} color="inherit">
            {t('nav.orders')}
          </Button>
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        <ThemeModeSwitch />
        {signedIn ? (
          <Button color="inherit" onClick={() => void logout()}>
            {t('nav.logout')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void navigate(paths.login(here))}>
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
