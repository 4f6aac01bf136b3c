import { lazy, Suspense } from 'react';
import { createStore, useStore } from '@ds/store';

// The notice stays until closed: a trader in the middle of a trade decides when to reload.
const available = createStore(false);

export function announceNewVersion(): void {
  available.set(true);
}

// Lazy: a new build is announced minutes into a session, so the snackbar need not weigh on the first load.
const NewVersionSnackbar = lazy(() => import('./new-version-snackbar'));

export function NewVersionNotice() {
  if (!useStore(available)) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionSnackbar onClose={() => available.set(false)} />
    </Suspense>
  );
}
