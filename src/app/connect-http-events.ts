import { onApiEvent } from '@/api/http/api-events';
import { createForcedLogout } from '@/session/forced-logout';
import { claimLoginNavigation } from '@/session/login-navigation';
import { sendLogoutCall } from '@/session/logout-call';
import { getSession, hasSession, logoutLocally, subscribeSession } from '@/session/session-store';
import { keepsSessionOn } from '@/session/user-info-outage';
import { failureText } from '@/shared/api-failures';

export interface HttpEventSinks {
  /** Shows an error toast (the design system's toast service in the app); returns its id. */
  showError(message: string): string;
  /** Takes a toast away before its time. */
  dismissError(id: string): void;
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
  // The outage notice is the one message for calls that get no answer: while it is up they are not toasted, and
  // the toasts of such calls that came just before it (the start-up's first calls) go when it appears.
  const unanswered = new Set<string>();
  const offFailure = onApiEvent('failure', ({ error }) => {
    const outageLike = keepsSessionOn(error);
    if (outageLike && getSession().serviceOutage) return;
    const text = failureText(error, sinks.translate);
    if (!text) return;
    const id = sinks.showError(text);
    if (outageLike) unanswered.add(id);
  });
  const offOutage = subscribeSession((session) => {
    if (!session.serviceOutage) return;
    for (const id of unanswered) sinks.dismissError(id);
    unanswered.clear();
  });
  const offLogout = onApiEvent('forcedLogout', (event) => void forcedLogout(event));
  return () => {
    offFailure();
    offOutage();
    offLogout();
  };
}
