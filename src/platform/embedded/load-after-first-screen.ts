import { afterFirstScreen } from '@/shared/first-screen';
import type { EmbeddedLoader } from './embedded-slot';

/**
 * A loader that starts once the first screen is up and the page is idle. For the footer (below the fold) and the floating transfer
 * button: nothing on the first screen needs them, so their code no longer competes with it (issue 7: first
 * load and Lighthouse). The header is never deferred: it is the top of the first screen.
 */
export function loadAfterFirstScreen(load: EmbeddedLoader): EmbeddedLoader {
  return () => afterFirstScreen().then(load);
}
