import { afterFirstScreen } from '@/shared/first-screen';
import type { EmbeddedLoader } from './embedded-slot';

/** For the footer and the transfer button; the header is never deferred, as it is the top of the first screen. */
export function loadAfterFirstScreen(load: EmbeddedLoader): EmbeddedLoader {
  return () => afterFirstScreen().then(load);
}
