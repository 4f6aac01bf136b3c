// Issue 20: a prerendered page is hydrated, and React's first render in the browser must produce exactly the HTML
// the build wrote, which shows no data (filters, tabs, skeleton rows) and no session. Answers that arrive before
// that render has committed (the list's first page, the start-up calls, the region check: all asked for while the
// page starts, issue 7) would otherwise be in the caches it reads, and React would find other markup than the
// build's (a hydration mismatch: the page is thrown away and drawn again). The HTTP client passes every answer
// through here, so they are handed over right after hydration instead; the requests themselves still go out at once.

let gate: Promise<void> | null = null;
let open: (() => void) | null = null;

/** Called by the entry before it hydrates a prerendered page; answers wait until `markHydrated`. */
export function holdAnswersUntilHydrated(): void {
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
}

/**
 * The route's screen has hydrated (its first effect, src/app/lazy-screen.ts; or its route failed and shows the
 * error page): held answers go through, later ones at once. Not the root's first effect: React hydrates each
 * Suspense boundary (every route has one) in a pass of its own after the root has committed.
 */
export function markHydrated(): void {
  open?.();
  gate = null;
  open = null;
}

/** Settles like `answer`, but not before hydration (without a prerendered page: exactly `answer`). */
export function afterHydration<T>(answer: Promise<T>): Promise<T> {
  const waiting = gate;
  if (!waiting) return answer;
  // A failure too: it would show an error state or a toast the build's HTML does not have. `answer` is the same
  // settled promise, so the failure comes through unchanged.
  return answer.then(
    (value) => waiting.then(() => value),
    () => waiting.then(() => answer),
  );
}
