/** A hidden page draws no frame, so the work still runs after this long. */
const NO_FRAME_MS = 100;

/** Resolves once the browser has drawn the frame in progress: an input's own feedback shows before heavier work. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
