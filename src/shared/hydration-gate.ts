// The build's HTML shows no data and no session, so an answer in the caches before hydration would make React
// find other markup and draw the page again; answers are handed over right after hydration instead.

let gate: Promise<void> | null = null;
let open: (() => void) | null = null;

export function holdAnswersUntilHydrated(): void {
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
}

/** Not the root's first effect: React hydrates each Suspense boundary in a pass of its own after the root. */
export function markHydrated(): void {
  open?.();
  gate = null;
  open = null;
}

export function afterHydration<T>(answer: Promise<T>): Promise<T> {
  const waiting = gate;
  if (!waiting) return answer;
  // A failure too: it would show an error state or a toast the build's HTML does not have.
  return answer.then(
    (value) => waiting.then(() => value),
    () => waiting.then(() => answer),
  );
}
