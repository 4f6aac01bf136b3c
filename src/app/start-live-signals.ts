import { startBuildVersionPolling } from '@/platform/build-version';
import { startPageSignals } from '@/platform/page-signals';
import { announceNewVersion } from './new-version-notice';

/** Starts the signals a long-open trading tab needs (spec §4): visibility/online broadcast and new-build polling. */
export function startLiveSignals({ production }: { production: boolean }): () => void {
  const stops = [startPageSignals()];
  // Dev servers have no version file (it is written by the build); polling there would only log 404s.
  if (production) stops.push(startBuildVersionPolling({ currentBuildId: __BUILD_ID__, onNewVersion: announceNewVersion }));
  return () => stops.forEach((stop) => stop());
}
