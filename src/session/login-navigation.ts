import { createStore, useStore } from '@ds/store';

// Spec §2 and §4: a forced logout goes to /login, and a login-required page sends a signed-out user there too.
// Both fire on the same logout (the start-up's user info and the page's own calls fail with a forced-logout
// code together), and two navigations to /login race: the second one read the first one's URL and nested it
// (`/login?redirect=/login?redirect=…`), so the trader had to sign in twice (issue 17, point 13). The forced
// logout claims the navigation the moment it starts; from then on login-required pages wait for it instead of
// navigating themselves, so the trader leaves once, with the page they were on as the redirect.

const claimed = createStore(false);

/** The forced logout is on its way to /login: nobody else navigates there from now on. */
export function claimLoginNavigation(): void {
  claimed.set(true);
}

/** True once a forced logout has claimed the navigation to /login (read by the login guard). */
export function useLoginNavigationClaimed(): boolean {
  return useStore(claimed);
}

/** For tests: a fresh page. */
export function resetLoginNavigation(): void {
  claimed.set(false);
}
