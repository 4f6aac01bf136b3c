import { lazy, Suspense, useSyncExternalStore } from 'react';

// Spec §4/§8: 'The latest version is available, please refresh the page.' It stays until the user refreshes
// or closes it: a trader in the middle of a trade decides when to reload.
let available = false;
const listeners = new Set<() => void>();

function setAvailable(next: boolean): void {
  available = next;
  for (const listener of [...listeners]) listener();
}

export function announceNewVersion(): void {
  setAvailable(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Snackbar and its transitions are not on the first screen of every page (issue 7: first-load budget); a new
// build is announced minutes into a session, by when fetching them is quick.
const NewVersionSnackbar = lazy(() => import('./new-version-snackbar'));

export function NewVersionNotice() {
  const show = useSyncExternalStore(subscribe, () => available, () => available);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionSnackbar onClose={() => setAvailable(false)} />
    </Suspense>
  );
}
