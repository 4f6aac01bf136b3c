import { onApiEvent } from '@/api/http/api-events';
import { createForcedLogout } from '@/session/forced-logout';
import { claimLoginNavigation } from '@/session/login-navigation';
import { sendLogoutCall } from '@/session/logout-call';
import { hasSession, logoutLocally } from '@/session/session-store';
import { failureText } from '@/shared/api-failures';

export interface HttpEventSinks {
  /** Shows an error toast (the design system's toast service in the app). */
  showError(message: string): void;
  /** Translates an i18n key with its namespace ('errors:network') in the current language. */
  translate(key: string): string;
  /**
   * Goes to the login page (spec §2: logout leads to /login), with the page the trader is on as the redirect;
   * called once per forced logout, after the session is cleared.
   */
  goToLogin(): void;
}

/** Connects the HTTP client's events to the session and the toasts. Returns a disconnect function. */
export function connectHttpEvents(sinks: HttpEventSinks): () => void {
  const forcedLogout = createForcedLogout({
    isLoggedIn: hasSession,
    sendLogoutReport: (report) => sendLogoutCall(report),
    clearSession: logoutLocally,
    claimLoginNavigation,
    goToLogin: sinks.goToLogin,
  });
  const offFailure = onApiEvent('failure', ({ error }) => {
    const text = failureText(error, sinks.translate);
    if (text) sinks.showError(text);
  });
  const offLogout = onApiEvent('forcedLogout', (event) => void forcedLogout(event));
  return () => {
    offFailure();
    offLogout();
  };
}
