import type { i18n as I18n } from 'i18next';
import { preloadAppDialog, toast } from '@ds';
import { configureRequestContext } from '@/api/http/request-context';
import {
  configureEmbeddedApps,
  resolveEmbeddedSources,
  type EmbeddedSources,
  type EmbeddedUrls,
} from '@/platform/embedded';
import { loadAfterFirstScreen } from '@/platform/embedded/load-after-first-screen';
import { goToAppLogin, initNativeApp } from '@/platform/native-bridge';
import { configureSession } from '@/session/session-store';
import { runStartupOnce } from '@/session/startup';
import { startupStepText } from '@/session/startup-step-text';
import {
  currentLanguage,
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

interface EmbeddedAppsOptions {
  /** Spec §1 configurable module URLs (VITE_EMBED_*_URL, read by the Vite entry); empty = the own app. */
  urls: EmbeddedUrls;
  /** The project's own header, footer and transfer widget (code-split entries of src/embedded-apps). */
  ownApps: EmbeddedSources;
  /** Spec §3 API domain handed to the apps; the page's origin by default. */
  apiDomain?: string;
}

export interface BootstrapOptions {
  development: boolean;
  loadNamespace: LoadNamespace;
  embedded: EmbeddedAppsOptions;
}

/** What must be true before the first render: language loaded, client and session wired. */
export async function bootstrap({ development, loadNamespace, embedded }: BootstrapOptions): Promise<I18n> {
  configureSession({ development });
  // Spec §9: inside the mobile app or not, decided once; the bridge (spec §7) is ready before the first render.
  const app = initNativeApp();
  // Spec §4 start-up step (2) inside the app: without session cookies the app's own session is asked for
  // (get user auth) while the texts load, so start-up finds the cookies and no screen sends a trader who is
  // signed in to the app to its login. Only the app loads this code (issue 7: first-load budget).
  const appSession = app.inApp
    ? import('@/session/app-session')
        .then(({ signInFromApp }) => signInFromApp({ hostname: location.hostname, development }))
        .catch(() => false)
    : undefined;
  const sources = resolveEmbeddedSources(embedded.urls, embedded.ownApps, { base: location.href });
  configureEmbeddedApps({
    sources: {
      header: sources.header,
      footer: loadAfterFirstScreen(sources.footer),
      transfer: loadAfterFirstScreen(sources.transfer),
    },
    apiDomain: embedded.apiDomain || location.origin,
  });
  const language = detectInitialLanguage();
  const i18n = await initI18n(language, { loadNamespace, namespaces: namespacesForFirstRender(location.pathname) });
  await appSession;
  // The rest of the texts once the first screen is up, so the next page finds them ready (issue 7). A page
  // that asks before then waits for its namespace (react-i18next suspends, the route shows the previous screen).
  void afterFirstScreen().then(() => i18n.loadNamespaces([...NAMESPACES]));
  // Dialogs' frame (MUI's modal) is not in any first load either; it comes now, before anyone opens a dialog. A
  // failed load is tried again by the first dialog that opens.
  void afterFirstScreen()
    .then(preloadAppDialog)
    .catch(() => undefined);
  persistLanguage(language);
  configureRequestContext({ getLanguage: currentLanguage });
  connectHttpEvents({
    showError: (message) => toast.error(message),
    dismissError: (id) => toast.dismiss(id),
    translate: (key) => i18n.t(key),
    goToLogin: () => {
      // Spec §2: logout leads to /login; a full navigation drops every in-memory trace of the old session.
      // Never /login itself, never nested (issue 17 point 13): the page the trader was on.
      const back = loginReturnPath(`${location.pathname}${location.search}`);
      const webLogin = () => location.assign(paths.login(back));
      // Spec §7: inside the mobile app, sign-in is the app's own login screen.
      if (!goToAppLogin(back, webLogin)) webLogin();
    },
  });
  // Spec §4 start-up runs once and is not awaited: screens wait for the parts they need (session.startup).
  void runStartupOnce({
    reportStepError: (step, message) => toast.error(startupStepText(i18n, step, message)),
  });
  return i18n;
}
