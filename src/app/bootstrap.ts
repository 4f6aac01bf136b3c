import type { i18n as I18n } from 'i18next';
import { preloadAppDialog, toast } from '@ds';
import { goToAppLogin, initNativeApp } from '@/platform/native-bridge';
import { runStartupOnce } from '@/session/startup';
import { startupStepText } from '@/session/startup-step-text';
import {
  detectInitialLanguage,
  initI18n,
  NAMESPACES,
  namespacesForFirstRender,
  persistLanguage,
  type LoadNamespace,
} from '@/shared/i18n';
import { afterFirstScreen } from '@/shared/first-screen';
import { loginReturnPath, paths } from '@/shared/routing/paths';
import { connectHttpEvents } from './connect-http-events';

export interface BootstrapOptions {
  development: boolean;
  loadNamespace: LoadNamespace;
}

export async function bootstrap({ development, loadNamespace }: BootstrapOptions): Promise<I18n> {
  const app = initNativeApp();
  // Inside the app, its session is asked for while the texts load, so no screen sends a trader who is signed in
  // to the app to the web login.
  const appSession = app.inApp
    ? import('@/session/app-session')
        .then(({ signInFromApp }) => signInFromApp({ hostname: location.hostname, development }))
        .catch(() => false)
    : undefined;
  const language = detectInitialLanguage();
  const i18n = await initI18n(language, { loadNamespace, namespaces: namespacesForFirstRender(location.pathname) });
  await appSession;
  void afterFirstScreen().then(() => i18n.loadNamespaces([...NAMESPACES]));
  // A failed load is tried again by the first dialog that opens.
  void afterFirstScreen()
    .then(preloadAppDialog)
    .catch(() => undefined);
  persistLanguage(language);
  connectHttpEvents({
    showError: (message) => toast.error(message),
    dismissError: (id) => toast.dismiss(id),
    translate: (key) => i18n.t(key),
    goToLogin: () => {
      // A full navigation drops every in-memory trace of the old session.
      const back = loginReturnPath(`${location.pathname}${location.search}`);
      const webLogin = () => location.assign(paths.login(back));
      if (!goToAppLogin(back, webLogin)) webLogin();
    },
  });
  // Not awaited: screens wait for the parts of start-up they need.
  void runStartupOnce({
    reportStepError: (step, message) => toast.error(startupStepText(i18n, step, message)),
  });
  return i18n;
}
