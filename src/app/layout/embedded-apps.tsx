import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  EmbeddedHost,
  toEmbeddedUser,
  useEmbeddedConfig,
  useSharedTheme,
  type EmbeddedActions,
  type EmbeddedData,
} from '@/platform/embedded';
import { goToAppLogin } from '@/platform/native-bridge';
import { isInstitution } from '@/session/derived-state';
import { hasSession, useSession } from '@/session/session-store';
import { switchLanguagePath, type Language } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useLogout } from './use-logout';

export function EmbeddedApps() {
  const { sources, apiDomain, channel } = useEmbeddedConfig();
  const language = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useSession((s) => s.userInfo);
  const brokerInfo = useSession((s) => s.brokerInfo);
  // Read on every session change, so a logout that clears only the cookies (no user info held yet) shows as one.
  const loggedIn = useSession(hasSession);
  const route = `${location.pathname}${location.search}`;
  useSharedTheme(channel);

  const data = useMemo<EmbeddedData>(
    () => ({
      language,
      route,
      isLoggedIn: loggedIn,
      isInstitution: user ? isInstitution(user) : false,
      userInfo: toEmbeddedUser(user),
      apiDomain,
      brokerInfo,
    }),
    [language, route, loggedIn, user, apiDomain, brokerInfo],
  );

  const actions: EmbeddedActions = {
    navigate: (path) => void navigate(path),
    login: () => {
      const webLogin = () => void navigate(paths.login(route));
      if (!goToAppLogin(route, webLogin)) webLogin();
    },
    logout: () => void logout(),
  };

  const switchLanguage = useCallback(
    (next: Language) =>
      void navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`),
    [navigate, location],
  );

  return (
    <EmbeddedHost sources={sources} data={data} actions={actions} channel={channel} onLocaleRequest={switchLanguage} />
  );
}
