import { afterFirstScreen } from '@/shared/first-screen';
import type { EmbeddedLoader } from './embedded-slot';

/**
 * For the footer and the floating transfer button, whose code should not compete with the first screen; the header
 * is never deferred because it is the top of the first screen.
 */
export function loadAfterFirstScreen(load: EmbeddedLoader): EmbeddedLoader {
  return () => afterFirstScreen().then(load);
}
