import type { ForcedLogoutEvent } from '@/api/http/api-events';

// Spec §4 (bitMaxLogout): send the logout report with errorApi and errorReason, then always clear the user and
// go to /login. It runs only for a signed-in user whose payload has both fields, and never twice at once:
// ten requests failing together produce one report and one redirect (issue 2). It claims the navigation to
// /login before anything else happens, so a login-required page that sees the session go does not race it
// with a second navigation (issue 17 point 13, src/session/login-navigation.ts).

export interface ForcedLogoutDeps {
  isLoggedIn(): boolean;
  sendLogoutReport(report: ForcedLogoutEvent): Promise<unknown>;
  clearSession(): void;
  /** Called first, synchronously: from now on only this flow navigates to /login. */
  claimLoginNavigation(): void;
  goToLogin(): void;
}

export function createForcedLogout(deps: ForcedLogoutDeps): (report: ForcedLogoutEvent) => Promise<void> {
  let inFlight: Promise<void> | null = null;
  return (report) => {
    if (inFlight) return inFlight;
    if (!deps.isLoggedIn() || !report.errorApi || !report.errorReason) return Promise.resolve();
    deps.claimLoginNavigation();
    inFlight = (async () => {
      try {
        await deps.sendLogoutReport(report);
      } catch {
        // The report is best effort: the session is cleared whatever the server answers.
      } finally {
        deps.clearSession();
        deps.goToLogin();
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
