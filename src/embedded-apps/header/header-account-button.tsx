import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { paths } from '@/shared/routing/paths';
import { COMPACT_ICON, COMPACT_TEXT } from './header-compact';
import { LoginIcon, LogoutIcon } from './header-icons';

interface HeaderAccountButtonProps {
  isLoggedIn: boolean;
  /** The page's path and query, where a sign-in returns to. */
  route: string;
  login: () => void;
  logout: () => void;
}

/**
 * Sign in or sign out through the host (spec §2: logout leads to /login; inside the mobile app both are the
 * app's, spec §7). Words from 600 px up, an icon named by the same words below.
 *
 * Sign-in is a link to the login page that the host's own sign-in replaces once the app runs: the build's HTML of
 * the page (issue 20) shows this header before any script has come, and a press then still signs in.
 */
export function HeaderAccountButton({ isLoggedIn, route, login, logout }: HeaderAccountButtonProps) {
  const { t } = useTranslation('common');
  const compact = {
    minWidth: { xs: 32, sm: 64 },
    height: { xs: 32, sm: 36 },
    px: { xs: 0.5, sm: 1.5 },
    flexShrink: 0,
    whiteSpace: 'nowrap',
  } as const;
  return isLoggedIn ? (
    <Button color="inherit" onClick={() => logout()} sx={compact}>
      <LogoutIcon className={COMPACT_ICON} fontSize="small" aria-hidden />
      <span className={COMPACT_TEXT}>{t('nav.logout')}</span>
    </Button>
  ) : (
    <Button
      variant="contained"
      disableElevation
      href={paths.login(route)}
      onClick={(event) => {
        event.preventDefault();
        login();
      }}
      sx={compact}
    >
      <LoginIcon className={COMPACT_ICON} fontSize="small" aria-hidden />
      <span className={COMPACT_TEXT}>{t('nav.login')}</span>
    </Button>
  );
}
