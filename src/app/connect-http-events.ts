import { onApiEvent } from '@/api/http/api-events';
import { createForcedLogout } from '@/session/forced-logout';
import { claimLoginNavigation } from '@/session/login-navigation';
import { sendLogoutCall } from '@/session/logout-call';
import { getSession, hasSession, logoutLocally, subscribeSession } from '@/session/session-store';
import { keepsSessionOn } from '@/session/user-info-outage';
import { failureText } from '@/shared/api-failures';

export interface HttpEventSinks {
  showError(message: string): string;
  dismissError(id: string): void;
  translate(key: string): string;
  /** Called once per forced logout, after the session is cleared. */
  goToLogin(): void;
}

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
