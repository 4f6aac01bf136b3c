import { onApiEvent, type FailureEvent } from '@/api/http/api-events';
import { createForcedLogout } from '@/session/forced-logout';
import { claimLoginNavigation } from '@/session/login-navigation';
import { sendLogoutCall } from '@/session/logout-call';
import { hasSession, logoutLocally } from '@/session/session-store';

export interface HttpEventSinks {
  /** Shows an error toast (the design system's toast service in the app). */
  showError(message: string): void;
  /** Translates a key of the `errors` namespace in the current language. */
  translate(key: string): string;
  /**
   * Goes to the login page (spec §2: logout leads to /login), with the page the trader is on as the redirect;
   * called once per forced logout, after the session is cleared.
   */
  goToLogin(): void;
}

/**
 * Spec §8 failure feedback: the server's message when online; offline 'Network Error' in the user's language
 * (zh-cn has its own text); a failure the client found itself has its own key; an empty message falls back to
 * 'The request failed. Please try again.'.
 */
export function failureText(event: FailureEvent, translate: (key: string) => string): string {
  if (event.offline) return translate('network');
  if (event.messageKey) return translate(event.messageKey);
  return event.message || translate('requestFailed');
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
  const offFailure = onApiEvent('failure', (event) => sinks.showError(failureText(event, sinks.translate)));
  const offLogout = onApiEvent('forcedLogout', (event) => void forcedLogout(event));
  return () => {
    offFailure();
    offLogout();
  };
}
