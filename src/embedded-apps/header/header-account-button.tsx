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
 * Sign-in is a real link to the login page, so the header drawn into the build's HTML signs in even before any
 * script has come; the host's own sign-in replaces it once the app runs.
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
