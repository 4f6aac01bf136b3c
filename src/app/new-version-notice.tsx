import { lazy, Suspense } from 'react';
import { createStore, useStore } from '@ds/store';

// Spec §4/§8: 'The latest version is available, please refresh the page.' It stays until the user refreshes
// or closes it: a trader in the middle of a trade decides when to reload.
const available = createStore(false);

export function announceNewVersion(): void {
  available.set(true);
}

// Snackbar and its transitions are not on the first screen of every page (issue 7: first-load budget); a new
// build is announced minutes into a session, by when fetching them is quick.
const NewVersionSnackbar = lazy(() => import('./new-version-snackbar'));

export function NewVersionNotice() {
  if (!useStore(available)) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionSnackbar onClose={() => available.set(false)} />
    </Suspense>
  );
}
