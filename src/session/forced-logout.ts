import type { ForcedLogoutEvent } from '@/api/http/api-events';

// Never twice at once: many requests failing together produce one report and one redirect.

export interface ForcedLogoutDeps {
  isLoggedIn(): boolean;
  sendLogoutReport(report: ForcedLogoutEvent): Promise<unknown>;
  clearSession(): void;
  /** Called first, synchronously, so a login-required page does not race it with a second navigation. */
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
