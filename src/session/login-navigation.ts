import { createStore, useStore } from '@ds/store';

// A forced logout and a login-required page both navigate to /login on the same logout, and the second would nest
// the first one's URL as its redirect; so the forced logout claims the navigation and the pages wait for it.

const claimed = createStore(false);

export function claimLoginNavigation(): void {
  claimed.set(true);
}

export function useLoginNavigationClaimed(): boolean {
  return useStore(claimed);
}

export function resetLoginNavigation(): void {
  claimed.set(false);
}
