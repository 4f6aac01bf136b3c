import type { i18n as I18n } from 'i18next';
import { toast } from '@ds';
import { configureRequestContext } from '@/api/http/request-context';
import { configureSession } from '@/session/session-store';
import { runStartupOnce } from '@/session/startup';
import { currentLanguage, detectInitialLanguage, initI18n, persistLanguage, type LoadNamespace } from '@/shared/i18n';
import { connectHttpEvents } from './connect-http-events';

export interface BootstrapOptions {
  development: boolean;
  loadNamespace: LoadNamespace;
}

/** What must be true before the first render: language loaded, client and session wired. */
export async function bootstrap({ development, loadNamespace }: BootstrapOptions): Promise<I18n> {
  configureSession({ development });
  const language = detectInitialLanguage();
  const i18n = await initI18n(language, { loadNamespace });
  persistLanguage(language);
  configureRequestContext({ getLanguage: currentLanguage });
  connectHttpEvents({
    showError: (message) => toast.error(message),
    translate: (key) => i18n.t(key, { ns: 'errors' }),
    goToLogin: () => {
      // Spec §2: logout leads to /login; a full navigation drops every in-memory trace of the old session.
      const back = `${location.pathname}${location.search}`;
      location.assign(`/login?redirect=${encodeURIComponent(back)}`);
    },
  });
  // Spec §4 start-up runs once and is not awaited: screens wait for the parts they need (session.startup).
  void runStartupOnce({
    reportStepError: (step, message) => toast.error(i18n.t('startupStep', { ns: 'errors', step, message })),
  });
  return i18n;
}
